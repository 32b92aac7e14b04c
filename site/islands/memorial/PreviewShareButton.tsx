import { toast } from '../../stores/toasts';
import { copyText } from '../ui/clipboard';
import { SHARE_TEXTS } from '../ui/ShareRow';
import { useHydrated } from '../ui/useHydrated';

/** Copies the public link of a published memorial (product §2.2 "share button"). */
export default function PreviewShareButton({ url }: { url: string }) {
  // Server-rendered and woken when the browser is idle: until then a tap would do nothing, so say so.
  const ready = useHydrated();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={!ready}
      onClick={() =>
        void copyText(url).then((copied) => {
          if (copied) toast.success(SHARE_TEXTS.copied);
          else toast.error(SHARE_TEXTS.copyFailed(url));
        })
      }
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="18" cy="5" r="2.75" />
        <circle cx="6" cy="12" r="2.75" />
        <circle cx="18" cy="19" r="2.75" />
        <path d="M8.5 13.4 15.5 17.6M15.5 6.4 8.5 10.6" strokeLinecap="round" />
      </svg>
      Compartir
    </button>
  );
}
