/** product §2.4: per-file progress as percentages while the wizard sends photos and videos. */
export type ProgressItem = { id: string; label: string };

export function UploadProgress({ items, progress }: { items: ProgressItem[]; progress: Record<string, number> }) {
  if (items.length === 0) return null;
  return (
    <section className="inset-panel mem-progress" aria-label="Progreso de la subida">
      <p className="mem-progress__title">Subiendo archivos…</p>
      <ul>
        {items.map((item) => {
          const percent = progress[item.id] ?? 0;
          return (
            <li key={item.id} className="mem-progress__item">
              <span className="mem-progress__label">{item.label}</span>
              <progress max={100} value={percent} aria-label={item.label} />
              <span className="mem-progress__percent">{percent}%</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
