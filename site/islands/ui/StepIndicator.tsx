import './steps.css';

/**
 * Where the person is in a wizard (the memorial wizards, the back-office's couple wizard). A list, not
 * buttons: steps are only left through Anterior and Siguiente, so leaving a step always runs its checks.
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="wizard-steps" aria-label="Pasos">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={title}
            className={`wizard-steps__item wizard-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="wizard-steps__title">
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
