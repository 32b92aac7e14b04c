import { SAVE_STAGE_TEXTS, type SaveStage, type UploadTask } from '../../../lib/admin/couple-wizard-save';

type Props = { stage: SaveStage; tasks: UploadTask[]; progress: Record<string, number> };

/** product §3.7 'progress reported': what the save is doing now, and each file's percentage. */
export function SaveProgress({ stage, tasks, progress }: Props) {
  return (
    <section className="couple-progress" aria-label="Progreso del guardado">
      <p className="couple-progress__stage" role="status">
        <span className="spinner" aria-hidden="true" />
        {SAVE_STAGE_TEXTS[stage]}
      </p>
      {tasks.length > 0 && (
        <ul className="couple-progress__files">
          {tasks.map((task) => {
            const percent = progress[task.id] ?? 0;
            return (
              <li key={task.id} className="couple-progress__file">
                <span>{task.label}</span>
                <progress max={100} value={percent} aria-label={task.label} />
                <span className="couple-progress__percent">{percent}%</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
