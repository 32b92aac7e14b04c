import { quotaRows, type QuotaView } from '../../lib/dashboard/dashboard-memorials';

/** product §2.2's quota texts: the overall line first, then one per type when the customer holds both. */
export function QuotaSummary({ quotas }: { quotas: QuotaView }) {
  const [overall, ...types] = quotaRows(quotas);
  if (!overall) return null;
  return (
    <div className="dash-quota" aria-live="polite">
      <p className="dash-quota__overall">
        <strong>{overall.available}</strong>
        {overall.used && <span className="dash-quota__used">{overall.used}</span>}
      </p>
      {types.length > 0 && (
        <ul className="dash-quota__types">
          {types.map((row) => (
            <li key={row.label}>
              <span>
                <span className="dash-quota__label">{row.label}:</span> {row.available}
              </span>
              {row.used && <span className="dash-quota__used">{row.used}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
