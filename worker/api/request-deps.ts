import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import type { AppConfig } from '../env';
import { totpEncryptionKey } from '../env';
import { configuredGateway } from '../payments/configured';
import type { PaymentGateway } from '../payments/gateway';
import type { Mailer } from '../mail/types';
import type { MailQueue } from '../mail/queued-mailer';
import { deleteMedia } from '../media';
import { clientAddress } from '../middleware/client';
import { signedInUser } from '../middleware/roles';
import type { PublicPages } from '../edge-cache/purge';
import type { Live } from '../realtime/live';
import type { WallLive } from '../realtime/wall-live';
import type { MediaPort } from '../services/media-port';
import type { UserRow } from '../services/users';
import { passesFromCookies, type AccessPasses } from '../visibility/passes';
import { appUrl, live, mediaPort, publicPages, wallLive } from './request-context';

/**
 * Everything a service may need from one request, built once per request (requestDeps(c) answers the same object
 * however often a handler asks). Services declare the subset they use and are handed this whole object.
 * The parts that can fail or cost something are read when used: `appUrl` (a missing APP_URL fails only the
 * requests that build a link), `actor` (only routes behind a session guard read it) and the TOTP key.
 */
export type RequestDeps = {
  db: Db;
  /** The database read at the primary: session and role checks (worker/d1/). */
  primaryDb: Db;
  config: AppConfig;
  mailer: Mailer;
  /** The mail queue's producer (MAIL_QUEUE): the back-office's 'Reintentar' puts a failed message back on it. */
  readonly mailQueue: MailQueue | undefined;
  /** The public origin links in e-mails point to (APP_URL; locally the request's own). */
  readonly appUrl: string;
  ipAddress: string;
  /** Who signs in, as sessions record it. */
  client: { ipAddress: string; userAgent: string | null };
  /** The R2 bucket of uploaded media. */
  readonly bucket: R2Bucket;
  /** Media as memorial services see it: ownership checks in D1, objects in R2. */
  readonly media: MediaPort;
  removeMedia: (urls: string[]) => Promise<void>;
  /** Open back-offices and customers' dashboards. */
  readonly live: Live;
  /** Open memory walls. */
  readonly wall: WallLive;
  /** The public pages kept at the edge, purged after a write. */
  readonly pages: PublicPages;
  /** Work to finish after the answer (the Worker's waitUntil); undefined without an ExecutionContext (tests). */
  defer: ((task: Promise<void>) => void) | undefined;
  /** The key that seals TOTP secrets, read only by the requests that use it. */
  totpKey: () => Uint8Array;
  /** The online payment gateway (Wompi) with where its transactions are confirmed, or null while its keys are not configured (docs/features/payments.md). */
  readonly gateway: PaymentGateway | null;
  /** The signed-in person as this session may act (signedInUser): throws 401 when nobody is signed in. */
  readonly actor: UserRow;
  /** Whether this session gave the second factor. */
  readonly mfaVerified: boolean;
  /** The private memorials this browser opened with their code (worker/visibility/passes.ts). */
  readonly passes: AccessPasses;
};

/** Work to finish after the answer, or undefined where there is no ExecutionContext (Hono's test requests). */
function afterAnswer(c: Context<AppEnv>): RequestDeps['defer'] {
  let context: Context<AppEnv>['executionCtx'];
  try {
    context = c.executionCtx;
  } catch {
    return undefined;
  }
  return (task) => context.waitUntil(task);
}

/** Reads `make` once, on first use. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const built = new WeakMap<Context<AppEnv>, RequestDeps>();

function build(c: Context<AppEnv>): RequestDeps {
  const ipAddress = clientAddress(c);
  const liveOf = once(() => live(c));
  const wallOf = once(() => wallLive(c));
  const pagesOf = once(() => publicPages(c));
  const mediaOf = once(() => mediaPort(c));
  return {
    db: c.get('db'),
    primaryDb: c.get('primaryDb'),
    config: c.get('config'),
    mailer: c.get('mailer'),
    get mailQueue() {
      return c.env.MAIL_QUEUE as MailQueue | undefined;
    },
    get appUrl() {
      return appUrl(c);
    },
    ipAddress,
    client: { ipAddress, userAgent: c.req.header('user-agent') ?? null },
    get bucket() {
      return c.env.MEDIA;
    },
    get media() {
      return mediaOf();
    },
    removeMedia: async (urls) => {
      await deleteMedia(c.get('db'), c.env.MEDIA, urls);
    },
    get live() {
      return liveOf();
    },
    get wall() {
      return wallOf();
    },
    get pages() {
      return pagesOf();
    },
    defer: afterAnswer(c),
    totpKey: () => totpEncryptionKey(c.get('config')),
    get gateway() {
      return configuredGateway(c.get('config'), c.get('db'));
    },
    get actor() {
      return signedInUser(c);
    },
    get mfaVerified() {
      return c.get('auth')?.mfaVerified === true;
    },
    get passes() {
      return passesFromCookies(c.req.header('cookie'), c.req.url);
    },
  };
}

/** The request's deps, built on first use and kept for the rest of the request. */
export function requestDeps(c: Context<AppEnv>): RequestDeps {
  let deps = built.get(c);
  if (!deps) {
    deps = build(c);
    built.set(c, deps);
  }
  return deps;
}
