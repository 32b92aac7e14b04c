/**
 * The logger's helper (worker/log.ts writes the lines). What an error log line may say about an error: never a
 * query's parameters. drizzle's DrizzleQueryError reads
 * 'Failed query: <sql>\nparams: <values>', and those values are names, e-mail addresses, phone numbers; its
 * stack starts with the same text. So a log line keeps the error's name, its message up to any 'params:', the
 * SQL without values (only its first line, at most 300 characters), the causes' messages (D1's and libSQL's say
 * which constraint failed, not with what), and the stack's frames without its message.
 */
export type LoggedError = { name: string; message: string; query?: string; cause?: string; stack?: string };

const MAX_QUERY = 300;

/** The message without drizzle's 'params: …' part (and anything after it). */
function withoutParams(message: string): string {
  const at = message.search(/\n?\s*params:/);
  return at === -1 ? message : message.slice(0, at);
}

/** drizzle's query errors carry `query` and `params` (the params are what must never be logged). */
function queryOf(error: Error): string | undefined {
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') return query;
  const failed = /^Failed query: ([^\n]*)/.exec(error.message);
  return failed?.[1];
}

export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { name: typeof error, message: withoutParams(String(error)) };
  const query = queryOf(error);
  const logged: LoggedError = {
    name: query !== undefined && error.name === 'Error' ? 'DrizzleQueryError' : error.name,
    message: query !== undefined ? 'Failed query' : withoutParams(error.message),
  };
  if (query !== undefined) logged.query = (query.split('\n')[0] ?? '').slice(0, MAX_QUERY);
  const causes: string[] = [];
  for (let cause = error.cause, depth = 0; cause !== undefined && depth < 5; depth++) {
    causes.push(withoutParams(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)));
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  if (causes.length > 0) logged.cause = causes.join(' <- ');
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames && frames.length > 0) logged.stack = frames.slice(0, 10).join('\n');
  return logged;
}

/** The error as one short line ('Name: message'), for a row that records why a send failed. */
export function loggedText(error: unknown): string {
  const logged = errorForLog(error);
  return `${logged.name}: ${logged.message}${logged.query ? ` (${logged.query})` : ''}${logged.cause ? ` <- ${logged.cause}` : ''}`;
}
