import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client';
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME, type MailJob } from '../../worker/mail/job';
import type { MailQueue } from '../../worker/mail/queued-mailer';
import { consumeMailQueue, mailConsumerDeps } from '../../worker/mail/queue-handler';
import type { MailQueueMessage } from '../../worker/mail/consumer';

/** wrangler.toml's `max_retries` for the mail queue: after this many retries a message goes to the dead letters. */
export const MAIL_MAX_RETRIES = mainConsumerRetries();

function mainConsumerRetries(): number {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const consumer = toml
    .split('[[queues.consumers]]')
    .slice(1)
    .find((table) => table.includes(`queue = "${MAIL_QUEUE_NAME}"`));
  const retries = Number(consumer?.match(/^max_retries = (\d+)$/m)?.[1]);
  if (!Number.isInteger(retries)) throw new Error('wrangler.toml has no max_retries for the mail queue');
  return retries;
}

type Entry = { body: MailJob; attempts: number; env: object };

export type TestMailQueueOptions = {
  /** Keep sent messages until `drain()` (default: each is delivered once inside the request that sent it). */
  hold?: boolean;
  /** Resend as the consumer reaches it (default: the global fetch at delivery time). */
  fetchImpl?: typeof fetch;
  /** Resend's timeout, short where a test hangs the provider. */
  timeoutMs?: number;
};

/**
 * The mail queue as Cloudflare Queues runs it, in memory, for the API tests: the producer the test app hands the
 * Worker as MAIL_QUEUE, and a broker that gives each message, as JSON, to the real consumers
 * (worker/mail/queue-handler.ts) with its `attempts`, honouring `ack()` and `retry()`; past MAIL_MAX_RETRIES
 * retries the message goes to the dead-letter consumer. Nothing waits for a delay: a retried message waits in
 * `pending` until the test drains it (the delays asked for are kept in `delays`).
 *
 * By default each message is delivered once within `send`, so a test that reads the outbox right after a request
 * finds it 'sent', as the tests written before the queue expect; `{ hold: true }` keeps it 'queued' until `drain()`.
 */
export class TestMailQueue {
  readonly pending: Entry[] = [];
  readonly delays: number[] = [];
  /** Messages the dead-letter consumer received. */
  readonly deadLetters: MailJob[] = [];
  hold: boolean;

  constructor(
    private readonly db: Db,
    private readonly options: TestMailQueueOptions = {},
  ) {
    this.hold = options.hold ?? false;
  }

  /** The producer for a request with bindings `env` (its consumer reads the same variables). */
  producer(env: object): MailQueue {
    return {
      send: async (body) => {
        const entry: Entry = { body: JSON.parse(JSON.stringify(body)) as MailJob, attempts: 0, env };
        this.pending.push(entry);
        if (!this.hold) await this.deliver(entry);
        return { metadata: { metrics: { backlogCount: this.pending.length, backlogBytes: 0 } } };
      },
    };
  }

  /** Delivers every pending message, retries included, until none is left (or `limit` deliveries). */
  async drain(limit = 100): Promise<void> {
    for (let i = 0; i < limit && this.pending.length > 0; i++) await this.deliver(this.pending[0]!);
  }

  /** The queue's at-least-once delivery: `job` handed to the consumer once more, as a new delivery. */
  async redeliver(job: MailJob, env: object): Promise<void> {
    const entry: Entry = { body: JSON.parse(JSON.stringify(job)) as MailJob, attempts: 0, env };
    this.pending.push(entry);
    await this.deliver(entry);
  }

  private deps(env: object) {
    return mailConsumerDeps(env, this.db, {
      ...(this.options.fetchImpl ? { fetchImpl: this.options.fetchImpl } : {}),
      ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
    });
  }

  private async deliver(entry: Entry): Promise<void> {
    this.pending.splice(this.pending.indexOf(entry), 1);
    entry.attempts += 1;
    let outcome: 'ack' | 'retry' | null = null;
    const message: MailQueueMessage = {
      body: entry.body,
      attempts: entry.attempts,
      ack: () => void (outcome ??= 'ack'),
      retry: (options) => {
        outcome ??= 'retry';
        this.delays.push(options?.delaySeconds ?? 0);
      },
    };
    try {
      await consumeMailQueue(MAIL_QUEUE_NAME, { messages: [message] }, this.deps(entry.env));
    } catch {
      // A consumer that throws has its batch retried.
      outcome = 'retry';
    }
    if (outcome !== 'retry') return;
    if (entry.attempts <= MAIL_MAX_RETRIES) {
      this.pending.push(entry);
      return;
    }
    this.deadLetters.push(entry.body);
    const dead: MailQueueMessage = { body: entry.body, attempts: 1, ack: () => {}, retry: () => {} };
    await consumeMailQueue(MAIL_DEAD_LETTER_QUEUE_NAME, { messages: [dead] }, this.deps(entry.env));
  }
}
