import type { SellerLines } from '../schemas/seller-identity';
import { escapeHtml } from './html';
import type { MailMessage } from './types';

export const PRODUCT_NAME = 'Recuerdos Eternos';
export const SUPPORT_EMAIL = 'soporte@recuerdoseternos.co';
const PLUM = '#4a1f3d';

/** What a template decides; the frame, the button and the footer are the same for every e-mail. */
export type EmailContent = {
  to: string;
  subject: string;
  name?: string | null;
  /** Preview line mail clients show next to the subject. */
  preheader: string;
  intro: string[];
  buttonLabel: string;
  link: string;
  /** Expiry and "if it wasn't you" lines, shown after the link. */
  notes: string[];
  /** Further actions after the button, as plain links ('Compartir por WhatsApp'). */
  moreLinks?: { label: string; link: string }[];
  /** A reminder's way out, in the footer: why the person receives it and the one-click link. */
  unsubscribe?: { reason: string; label: string; link: string };
};

export function greeting(name?: string | null): string {
  const clean = name?.trim();
  return clean ? `Hola, ${clean}` : 'Hola';
}

/** Builds the text and HTML bodies from the same content so they can never say different things. */
export function renderEmail(content: EmailContent): MailMessage {
  const links = [
    content.link,
    ...(content.moreLinks ?? []).map((more) => more.link),
    ...(content.unsubscribe ? [content.unsubscribe.link] : []),
  ];
  links.forEach(assertWebLink);
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    links,
  };
}

/** A `javascript:` or malformed href would reach the inbox as a live button, so only http(s) URLs pass. */
function assertWebLink(link: string): void {
  let protocol: string;
  try {
    protocol = new URL(link).protocol;
  } catch {
    throw new Error(`Enlace de correo inválido: ${link}`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Enlace de correo inválido: ${link}`);
}

/** The help line closing every e-mail's text; the seller's identity follows it once filled in (withSellerFoot). */
export const HELP_TEXT = `¿Necesitas ayuda? Escríbenos a ${SUPPORT_EMAIL}, respondemos en 24 horas.`;

/**
 * Where the seller's identity goes in the HTML foot. Templates render without the database, so the mailer fills
 * the slot when the message is sent (./seller-foot.ts), or empties it while no identity is saved.
 */
export const SELLER_SLOT = '<!--quien-vende-->';

/** Who sells (docs/features/invoices.md), as the foot's small print of the HTML body. */
export function sellerFootHtml(seller: SellerLines): string {
  const e = escapeHtml;
  return `<p style="${SMALL}margin:12px 0 0;">Vende: ${e(seller.name)}, ${e(seller.nit)}. ${e(seller.address)}. Tel. ${e(seller.phone)}. <a href="mailto:${e(seller.email)}" style="color:${PLUM};">${e(seller.email)}</a></p>`;
}

/** The same in the text body. */
export function sellerFootText(seller: SellerLines): string {
  return `Vende: ${seller.name}, ${seller.nit}. ${seller.address}. Tel. ${seller.phone}. ${seller.email}`;
}

function renderText(c: EmailContent): string {
  return [
    `${greeting(c.name)}:`,
    ...c.intro,
    `${c.buttonLabel}: ${c.link}`,
    ...(c.moreLinks ?? []).map((more) => `${more.label}: ${more.link}`),
    ...c.notes,
    `— El equipo de ${PRODUCT_NAME}`,
    HELP_TEXT,
    ...(c.unsubscribe ? [`${c.unsubscribe.reason} ${c.unsubscribe.label}: ${c.unsubscribe.link}`] : []),
  ].join('\n\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const PARAGRAPH = `margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:#2b2b2b;`;
const SMALL = `margin:0 0 12px;${FONT}font-size:13px;line-height:20px;color:#6b5a66;`;

// Tables, bgcolor attributes and inline styles because Outlook and Gmail drop <style> blocks and ignore flexbox.
function renderHtml(c: EmailContent): string {
  const e = escapeHtml;
  const link = e(c.link);
  const paragraphs = c.intro.map((p) => `<p style="${PARAGRAPH}">${e(p)}</p>`).join('');
  const notes = c.notes.map((n) => `<p style="${SMALL}">${e(n)}</p>`).join('');
  const more = (c.moreLinks ?? [])
    .map(
      (m) => `<p style="${PARAGRAPH}"><a href="${e(m.link)}" target="_blank" style="color:${PLUM};font-weight:bold;">${e(m.label)}</a></p>`,
    )
    .join('');
  const unsubscribe = c.unsubscribe
    ? `<p style="${SMALL}margin:12px 0 0;">${e(c.unsubscribe.reason)} <a href="${e(c.unsubscribe.link)}" target="_blank" style="color:${PLUM};">${e(c.unsubscribe.label)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(c.subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f5eff3;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5eff3" style="background-color:#f5eff3;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td bgcolor="${PLUM}" style="padding:20px 32px;background-color:${PLUM};border-radius:8px 8px 0 0;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:#ffffff;">${e(PRODUCT_NAME)}</td></tr>
<tr><td style="padding:32px;">
<p style="${PARAGRAPH}">${e(greeting(c.name))}:</p>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${PLUM}" style="border-radius:6px;background-color:${PLUM};">
<a href="${link}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(c.buttonLabel)}</a>
</td></tr>
</table>
${more}
<p style="${SMALL}">Si el botón no funciona, copia y pega este enlace en tu navegador:</p>
<p style="${SMALL}word-break:break-all;"><a href="${link}" target="_blank" style="color:${PLUM};">${link}</a></p>
${notes}
<p style="${PARAGRAPH}margin-top:24px;">Con cariño,<br>El equipo de ${e(PRODUCT_NAME)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eadfe6;">
<p style="${SMALL}margin:0;">¿Necesitas ayuda? Escríbenos a <a href="mailto:${SUPPORT_EMAIL}" style="color:${PLUM};">${SUPPORT_EMAIL}</a>, respondemos en 24 horas.</p>
${SELLER_SLOT}
${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
