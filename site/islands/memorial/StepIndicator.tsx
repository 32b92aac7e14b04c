/**
 * Where the person is in the wizard. A list, not buttons: steps are only left through Anterior and
 * Siguiente, so leaving step 1 always runs its checks (spec §2).
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="mem-steps" aria-label="Pasos">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={title}
            className={`mem-steps__item mem-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="mem-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="mem-steps__title">
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
