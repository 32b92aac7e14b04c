import type { Db } from '../../db/client';
import { log } from '../log';
import { getSiteSetting } from '../services/settings';
import { sellerLines, type SellerLines } from '../schemas/seller-identity';
import { HELP_TEXT, SELLER_SLOT, sellerFootHtml, sellerFootText } from './layout';
import type { MailMessage } from './types';

/**
 * Every e-mail's foot names who sells (Ley 1480 de 2011, art. 50 a; docs/features/invoices.md). Templates are pure,
 * so the mailer reads the saved 'legal_entity' once and fills each message's slot with it as it sends it.
 */
export async function readSellerLines(db: Db): Promise<SellerLines | null> {
  return sellerLines(await getSiteSetting({ db }, 'legal_entity'));
}

/** The message with the seller in its foot, or with the empty slot removed while no identity is saved. */
export function withSellerFoot(message: MailMessage, seller: SellerLines | null): MailMessage {
  // Replacer functions: a '$' in the company's name is text, not a replacement pattern.
  const html = message.html.replace(SELLER_SLOT, () => (seller ? sellerFootHtml(seller) : ''));
  const text = seller ? message.text.replace(HELP_TEXT, () => `${HELP_TEXT}\n\n${sellerFootText(seller)}`) : message.text;
  return { ...message, html, text };
}

/**
 * Reads the seller once per mailer (a request, a daily run), on its first message. A failed read sends the mail
 * without the seller's line rather than not at all (a password reset matters more than its foot).
 */
export function sellerOnce(db: Db): () => Promise<SellerLines | null> {
  let seller: Promise<SellerLines | null> | undefined;
  return () =>
    (seller ??= readSellerLines(db).catch((error: unknown) => {
      log.warn('mail_seller_unreadable', {}, error);
      return null;
    }));
}
