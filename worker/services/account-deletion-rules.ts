/**
 * The pure rules of deleting one's own account ('Mis datos'): which orders stay, which wait, which go, which
 * files go, and the account paid orders are moved to. Kept apart from the batch that applies them so each rule
 * is tested on its own.
 */
import type { OrderStatus, PlaqueStatus } from '../../db/schema/enums';
import { ONLINE_PAYMENT_METHOD } from '../schemas/online-payment-texts';
import { DAY } from './time';

/**
 * What happens to an order when its customer deletes their account.
 * - 'keep': it was paid. Commercial and accounting records must be kept (Código de Comercio art. 60, modified by
 *   Ley 962 de 2005 art. 28: ten years; Estatuto Tributario art. 632), so it stays, anonymised.
 * - 'wait': a transfer is being checked. Deleting it would lose the record of money that may have arrived, and
 *   anonymising it would take the payer's name the check needs: the customer waits (Decreto 1377 de 2013 art. 9,
 *   a contractual duty to remain, lasting the check's 30 minutes). So does an online payment for its first day, or
 *   once Wompi reported an approval about it (an administrator must settle that one).
 * - 'delete': rejected or failed, no money changed hands: nothing to keep. So is an online order abandoned at
 *   Wompi's checkout: a day old, with no approval ever reported (docs/features/personal-data.md).
 */
export type OrderFate = 'keep' | 'wait' | 'delete';

/**
 * How long an online order waiting for Wompi may still be paid as far as deletion is concerned: Nequi and cards
 * answer within minutes, PSE within hours; a day is the same horizon after which it stops counting among the
 * customer's waiting orders (services/orders.ts).
 */
export const ONLINE_ORDER_ABANDONED_AFTER_MS = DAY;

/** Orders made before this instant, online and never reported approved, no longer hold an account back. */
export const abandonedOnlineCutoff = (now: number) => new Date(now - ONLINE_ORDER_ABANDONED_AFTER_MS).toISOString();

export type FateOrder = {
  status: OrderStatus;
  paidAt: string | null;
  paymentMethod: string;
  createdAt: string;
  /** Some event from the gateway reported this order's transaction APPROVED. */
  approvalReported: boolean;
};

export function orderFate(order: FateOrder, now: number): OrderFate {
  if (order.paidAt !== null || order.status === 'completed') return 'keep';
  if (order.status === 'pending' || order.status === 'pending_verification') return abandonedOnline(order, now) ? 'delete' : 'wait';
  return 'delete';
}

function abandonedOnline(order: FateOrder, now: number): boolean {
  return order.paymentMethod === ONLINE_PAYMENT_METHOD && !order.approvalReported && order.createdAt < abandonedOnlineCutoff(now);
}

/**
 * The one account anonymised paid orders belong to. orders.user_id is NOT NULL with ON DELETE RESTRICT, and
 * making it nullable needs a table rebuild, which D1 cannot do safely here: dropping the old `orders` table
 * would fire its children's ON DELETE CASCADE (every plaque) even with foreign keys deferred. One shared
 * account also keeps anyone from telling which kept orders were the same former customer's. It cannot sign in:
 * no password, inactive, an address under `.invalid` (RFC 2606), which no mail can reach.
 */
export const DELETED_ACCOUNT = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'cuentas-eliminadas@recuerdoseternos.invalid',
  firstName: 'Cuenta',
  lastName: 'eliminada',
  role: 'user',
  isActive: false,
  emailVerified: false,
  needsPasswordSetup: false,
  passwordHash: null,
  // Dated long ago, so it never shows among the back-office's newest users.
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
} as const;

/**
 * Plaques the courier has (or delivered) must keep an address by the table's CHECK (plaques_shipping_check):
 * theirs becomes an empty text rather than NULL. Any other plaque's becomes NULL, so nobody can send it anywhere.
 */
export const ADDRESS_KEEPING_STATUSES = ['enviada', 'entregada'] as const satisfies readonly PlaqueStatus[];

type IndividualMemorialMedia = {
  profile_image_url: string | null;
  gallery_images: string[];
  memorial_video_url: string | null;
  video_thumbnail_url: string | null;
};
type FamilyMedia = {
  gallery_images: string[];
  memorial_video_url: string | null;
  family_members: { profile_image_url: string; memorial_video_url: string | null }[];
};

/**
 * Every file that leaves with the account: what its memorials and families show, the photos of the memories
 * left on their walls (visitors' uploads, which have no owner), and whatever else the account uploaded.
 */
export function accountMediaUrls(input: {
  individuals: readonly IndividualMemorialMedia[];
  families: readonly FamilyMedia[];
  memoryPhotos: readonly string[];
  uploads: readonly string[];
}): string[] {
  const urls = [
    ...input.individuals.flatMap((p) => [p.profile_image_url, ...p.gallery_images, p.memorial_video_url, p.video_thumbnail_url]),
    ...input.families.flatMap((f) => [
      ...f.gallery_images,
      f.memorial_video_url,
      ...f.family_members.flatMap((m) => [m.profile_image_url, m.memorial_video_url]),
    ]),
    ...input.memoryPhotos,
    ...input.uploads,
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}
