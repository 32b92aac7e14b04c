import { useCallback, useEffect, useState } from 'react';
import { FAILED_MAIL_TEXTS as T } from '../../../../worker/schemas/mail-texts';
import { api, requestData, type AnswerData } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { BreakableEmail } from '../BreakableEmail';
import './failed-mail.css';

type FailedMail = AnswerData<Awaited<ReturnType<typeof api.adminMail.failed.$get>>>[number];

/**
 * 'Correos que no salieron': the e-mails the mail queue gave up on (worker/services/failed-mail.ts), newest first,
 * each with 'Reintentar', which puts it back on the queue as it was. Read again whenever the dashboard's figures
 * are (`version`: a live notice). Hidden while nothing failed.
 */
export function FailedMailReview({ version }: { version: unknown }) {
  const [mails, setMails] = useState<FailedMail[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(
    () =>
      requestData(api.adminMail.failed.$get()).then((result) => {
        if (result.ok) setMails(result.data);
      }),
    [],
  );

  useEffect(() => {
    void load();
  }, [load, version]);

  async function retry(mail: FailedMail) {
    setBusy(mail.id);
    setNotice(null);
    const result = await requestData(api.adminMail[':id'].retry.$post({ param: { id: mail.id } }));
    setBusy(null);
    setNotice(result.ok ? { ok: true, text: T.retried } : { ok: false, text: result.error });
    await load();
  }

  if (mails.length === 0 && !notice) return null;
  return (
    <section className="surface-card surface-card--compact failed-mail" aria-labelledby="failed-mail-title">
      <h2 id="failed-mail-title" className="admin-card__title">
        {T.title}
      </h2>
      <p className="failed-mail__hint">{T.hint}</p>
      {notice && (
        <p className={notice.ok ? 'failed-mail__done' : 'form-alert'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {mails.length > 0 && (
        <ul className="failed-mail__list">
          {mails.map((mail) => (
            <li key={mail.id} className="failed-mail__item">
              <div className="failed-mail__facts">
                <strong>{mail.subject}</strong>
                <span>
                  Para <BreakableEmail email={mail.to} /> · {formatDateTime(mail.created_at)}
                </span>
                {mail.error && <span className="failed-mail__error">{mail.error}</span>}
              </div>
              {mail.can_retry ? (
                <button
                  type="button"
                  className="button button--secondary failed-mail__retry"
                  onClick={() => void retry(mail)}
                  disabled={busy !== null}
                  aria-busy={busy === mail.id || undefined}
                  aria-label={`${T.retry}: ${mail.subject}, para ${mail.to}`}
                >
                  {busy === mail.id && <span className="spinner" aria-hidden="true" />}
                  {busy === mail.id ? T.retrying : T.retry}
                </button>
              ) : (
                <span className="failed-mail__no-retry">{T.cannotRetry}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
