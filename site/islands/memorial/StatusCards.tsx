/** The wizard page's other faces: waiting for the server, or a calm explanation of why not (product §2.2). */

export function LoadingCard({ label }: { label: string }) {
  return (
    <div className="surface-card mem-card mem-state" role="status" aria-live="polite">
      <span className="spinner mem-spinner--large" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function BlockedCard({ title, reason }: { title: string; reason: string }) {
  return (
    <div className="surface-card mem-card mem-state mem-state--blocked" role="alert">
      <span className="icon-disc mem-state__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </span>
      <h2>{title}</h2>
      <p>{reason}</p>
      <a className="button button--primary" href="/dashboard">
        Volver al panel
      </a>
    </div>
  );
}
