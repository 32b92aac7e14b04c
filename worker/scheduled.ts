import { d1Db } from '../db/client';
import { parseEnv } from './env';
import { createQueuedMailer } from './mail';
import { mailConfig } from './mail/queue-handler';
import { runDailyJob, type DailyTask } from './services/daily-job';
import { todayInColombia } from './services/time';

/**
 * The Cron Triggers (wrangler.toml `[triggers]`, times in UTC; Colombia is UTC−5 all year):
 * - 08:00 UTC, 03:00 in Colombia, the quietest hour: the clean-up.
 * - 12:00 UTC, 07:00 in Colombia: the remembrance mail (reminders, the candles' digest). A reminder of a death
 *   should not light up a phone at 3 a.m.; at 7 it is read with the morning, in time to plan the day.
 * - 17:00 UTC, noon in Colombia: the same mail again, which sends only what the morning did not (a send that
 *   failed, or what was past the morning run's budget): the sent-log makes every message once-only.
 * Each runs its tasks for the Colombian date of its scheduled time. Locally run it with
 * `POST /api/dev/run-daily?date=YYYY-MM-DD`, `npm run cleanup:local`, or `wrangler dev --test-scheduled`.
 */
export const CLEANUP_CRON = '0 8 * * *';
export const MAIL_CRONS = ['0 12 * * *', '0 17 * * *'] as const;

export function tasksFor(cron: string): DailyTask[] {
  if (cron === CLEANUP_CRON) return ['cleanup'];
  if ((MAIL_CRONS as readonly string[]).includes(cron)) return ['remembrance_mail'];
  return ['cleanup', 'remembrance_mail'];
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const config = parseEnv(env);
  const db = d1Db(env.DB);
  // The reminders go through the mail queue like every other e-mail (worker/mail/queued-mailer.ts).
  const mailer = createQueuedMailer(mailConfig(config), db, env.MAIL_QUEUE);
  // Awaited, so a failure shows as a failed run in the Cron Trigger's log.
  await runDailyJob(
    { db, bucket: env.MEDIA, mailer, appUrl: config.APP_URL ? config.APP_URL.replace(/\/+$/, '') : null },
    { date: todayInColombia(controller.scheduledTime), now: controller.scheduledTime, tasks: tasksFor(controller.cron) },
  );
};
