import type { Db } from '../../db/client';
import type { Mailer } from '../mail/types';
import type { MediaBucket } from '../media/bucket';
import { runCleanup, type CleanupReport } from './cleanup';
import { runRemembranceMail, type RemembranceMailReport } from './remembrance-mail';
import { log } from '../log';

/** The daily tasks: the clean-up, and the remembrance mail (reminders and the candles' digest). */
export type DailyTask = 'cleanup' | 'remembrance_mail';
export const DAILY_TASKS: readonly DailyTask[] = ['cleanup', 'remembrance_mail'];

export type DailyJobDeps = {
  db: Db;
  bucket: Pick<MediaBucket, 'delete'>;
  mailer: Mailer;
  /** The public origin e-mailed links point to (APP_URL); without it the mail task fails and says why. */
  appUrl: string | null;
};

export type DailyJobReport = { date: string; cleanup?: CleanupReport; remembrance_mail?: RemembranceMailReport };

/**
 * Every daily task for one Colombian `date` (worker/scheduled.ts runs it from the Cron Triggers; locally
 * `POST /api/dev/run-daily?date=` runs it for any day, so a test can live through a year). The remembrance mail
 * is about `date`; the clean-up removes what is old at `now` (the real clock: run "a year ahead" it would end
 * every session of the run). Each task runs even when another fails; then the job fails with every error, so
 * the Cron Trigger's log shows the run as failed.
 */
export async function runDailyJob(
  deps: DailyJobDeps,
  options: { date: string; now?: number; tasks?: readonly DailyTask[] },
): Promise<DailyJobReport> {
  const tasks = options.tasks ?? DAILY_TASKS;
  const report: DailyJobReport = { date: options.date };
  const errors: unknown[] = [];
  if (tasks.includes('cleanup')) {
    try {
      report.cleanup = await runCleanup({ db: deps.db, bucket: deps.bucket, now: options.now });
    } catch (error) {
      errors.push(error);
    }
  }
  if (tasks.includes('remembrance_mail')) {
    try {
      if (!deps.appUrl) {
        throw new Error(
          'APP_URL no está configurado: los recordatorios y el resumen de velas no se enviaron (define APP_URL en wrangler.toml)',
        );
      }
      report.remembrance_mail = await runRemembranceMail({ db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl }, options.date);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) {
    for (const error of errors) log.error('daily_job_failed', error, { date: options.date });
    throw new AggregateError(errors, `La tarea diaria del ${options.date} falló`);
  }
  return report;
}
