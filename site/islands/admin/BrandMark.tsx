/** The brand's heart (the same drawing as components/HeartMark.astro, which islands cannot render). */
export function BrandMark({ size = 28, color = 'var(--color-gold-300)' }: { size?: number; color?: string }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 28.5c-.4 0-.8-.15-1.1-.42C9.3 23.2 3 17.9 3 11.6 3 7.7 6 4.5 9.8 4.5c2.5 0 4.7 1.3 6.2 3.4 1.5-2.1 3.7-3.4 6.2-3.4C26 4.5 29 7.7 29 11.6c0 6.3-6.3 11.6-11.9 16.5-.3.27-.7.42-1.1.42z"
        style={{ fill: color }}
      />
      <path d="M9.8 8.2c-1.9 0-3.3 1.6-3.3 3.5" fill="none" stroke="rgb(255 255 255 / 0.6)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
