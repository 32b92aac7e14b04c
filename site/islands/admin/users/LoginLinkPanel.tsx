import { ADMIN_USER_MESSAGES as M } from '../../../../worker/schemas/admin-user-texts';
import { showToast } from '../../../stores/toasts';
import { copyText } from '../../ui/clipboard';

/**
 * After creating an account with a login link (spec part 3 §2): the link was e-mailed, and the administrator
 * can hand it over too (it works once, for one hour).
 */
export function LoginLinkPanel({ link, onDone }: { link: string; onDone: () => void }) {
  const copy = async () => {
    if (await copyText(link)) showToast(M.linkCopied, { tone: 'success' });
    else showToast(M.copyFailed, { tone: 'error' });
  };
  return (
    <div className="confirm">
      <p>{M.createdWithLink} También puedes entregarle este enlace de acceso: funciona una sola vez durante 1 hora.</p>
      <input className="field__input login-link" value={link} readOnly aria-label="Enlace de acceso" onFocus={(e) => e.target.select()} />
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copiar enlace
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          Listo
        </button>
      </div>
    </div>
  );
}
