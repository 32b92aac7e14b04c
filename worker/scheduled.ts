import { d1Db } from '../db/client';
import { runCleanup } from './services/cleanup';

/**
 * The Cron Trigger (wrangler.toml `[triggers]`, daily at 03:00 Colombia): the clean-up. Locally run it by
 * hand with `npm run cleanup:local`, or `wrangler dev --test-scheduled` and `curl /__scheduled`.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  // Awaited, so a failure shows as a failed run in the Cron Trigger's log.
  await runCleanup({ db: d1Db(env.DB), bucket: env.MEDIA });
};
