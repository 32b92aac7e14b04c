/**
 * Where the administrator is in the wizard. A list, not buttons: steps are left only through Anterior and
 * Siguiente, so the step's checks always run.
 */
export function StepList({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="couple-steps" aria-label="Pasos">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={title} className={`couple-steps__item couple-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="couple-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="couple-steps__title">
              <span className="visually-hidden">
                Paso {index + 1} de {steps.length}
                {state === 'done' ? ', completado' : ''}:{' '}
              </span>
              {title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
