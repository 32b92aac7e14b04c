import { useEffect, useId, useRef, useState } from 'react';
import {
  CARD_DIALOG_TEXTS as T,
  type CardDraft,
  downloadUrl,
  draftOptions,
  excerpt,
  OWN_TEXT_CHOICE,
  ownCounter,
  previewUrl,
  sizeLabel,
} from '../../lib/dashboard/prayer-card';
import {
  CARD_SIZE_OPTIONS,
  CARD_TEXT_PRESETS,
  type CardSize,
  DEFAULT_CARD_TEXT,
  defaultCardMember,
  OWN_TEXT_LABEL,
  OWN_TEXT_MAX,
} from '../../../worker/schemas/prayer-card-texts';
import type { CardMember } from '../../lib/dashboard/dashboard-memorials';
import { Modal } from './Modal';
import './prayer-card.css';

type Props = { apiPath: string; name: string; members?: CardMember[]; size: CardSize; onClose: () => void };

/** Own words are asked for once the typing pauses, not at every key. */
const TYPING_PAUSE_MS = 450;

type Preview = { shown: string | null; src: string | null; loading: boolean; error: string | null };

/**
 * The card the server draws for `request` (its SVG, the same layout as the PDF), as an object URL for an <img>;
 * the server's own words when it refuses (a text that does not fit whole). The last card stays on screen,
 * faded, while the next is drawn.
 */
function useCardPreview(request: string | null): Preview {
  const [preview, setPreview] = useState<Preview>({ shown: null, src: null, loading: request !== null, error: null });
  // Each drawn card is a blob in memory: the one replaced, and the last when the dialog closes, are let go.
  const shownSrc = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (shownSrc.current) URL.revokeObjectURL(shownSrc.current);
    },
    [],
  );
  // A new request shows the last card faded until the next one is drawn.
  const [drawing, setDrawing] = useState(request);
  if (request !== drawing) {
    setDrawing(request);
    if (request) setPreview((current) => ({ ...current, loading: true, error: null }));
  }
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await fetch(request, { signal: controller.signal, credentials: 'same-origin' });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
          const error = typeof body?.error === 'string' ? body.error : T.previewFailed;
          setPreview((current) => ({ ...current, shown: null, loading: false, error }));
          return;
        }
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        if (shownSrc.current) URL.revokeObjectURL(shownSrc.current);
        shownSrc.current = URL.createObjectURL(blob);
        setPreview({ shown: request, src: shownSrc.current, loading: false, error: null });
      } catch {
        if (!controller.signal.aborted) setPreview((current) => ({ ...current, shown: null, loading: false, error: T.previewFailed }));
      }
    })();
    return () => controller.abort();
  }, [request]);
  return preview;
}

/**
 * 'Recordatorio': the size, the text (a preset or the owner's own words, with a counter), the card as it will
 * print, and the download of exactly what is shown. The download waits until the preview shows the current
 * choice, so nobody prints a card they have not seen.
 */
export function PrayerCardDialog({ apiPath, name, members, size, onClose }: Props) {
  const id = useId();
  // A family's card is one member's: the first, as the family orders them, unless the owner picks another.
  const [memberId, setMemberId] = useState<string | null>(() => defaultCardMember(members ?? [])?.id ?? null);
  const member = members?.find((candidate) => candidate.id === memberId);
  const whose = member?.name ?? name;
  const [draft, setDraft] = useState<CardDraft>({ size, text: DEFAULT_CARD_TEXT, own: '' });
  const [settledOwn, setSettledOwn] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettledOwn(draft.own), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft.own]);

  const writingOwn = draft.text === OWN_TEXT_CHOICE;

  const current = draftOptions(draft);
  const asked = draftOptions({ ...draft, own: settledOwn });
  const preview = useCardPreview(asked.ok ? previewUrl(apiPath, asked.options, memberId) : null);
  const downloadable = current.ok && !preview.loading && preview.shown === previewUrl(apiPath, current.options, memberId);
  const error = current.ok ? preview.error : current.error;
  const set = (change: Partial<CardDraft>) => setDraft((before) => ({ ...before, ...change }));
  const textLabel = writingOwn ? OWN_TEXT_LABEL.toLowerCase() : (CARD_TEXT_PRESETS.find((preset) => preset.id === draft.text)?.label ?? '');

  const memberGroup: ChoiceGroup<string> = { name: `${id}-member`, chosen: memberId, onChoose: setMemberId };
  const sizeGroup: ChoiceGroup<CardDraft['size']> = { name: `${id}-size`, chosen: draft.size, onChoose: (size) => set({ size }) };
  const textGroup: ChoiceGroup<CardDraft['text']> = { name: `${id}-text`, chosen: draft.text, onChoose: (text) => set({ text }) };

  return (
    <Modal open onClose={onClose} title={`${T.title} de ${name}`} size="xl">
      <p className="card-dialog__intro">{T.intro}</p>
      <div className="card-dialog">
        <div className="card-dialog__choices">
          {members && members.length > 1 && (
            <fieldset className="card-dialog__group">
              <legend>{T.member}</legend>
              {members.map((candidate) => (
                <CardChoice key={candidate.id} group={memberGroup} choice={{ id: candidate.id, label: candidate.name }} />
              ))}
              <p className="card-dialog__hint">{T.memberHint}</p>
            </fieldset>
          )}
          <fieldset className="card-dialog__group">
            <legend>{T.size}</legend>
            {CARD_SIZE_OPTIONS.map((option) => (
              <CardChoice key={option.id} group={sizeGroup} choice={option} />
            ))}
          </fieldset>
          <fieldset className="card-dialog__group">
            <legend>{T.text}</legend>
            {CARD_TEXT_PRESETS.map((preset) => (
              <CardChoice
                key={preset.id}
                group={textGroup}
                choice={{ id: preset.id, label: preset.label, hint: excerpt(preset.text.individual) }}
              />
            ))}
            <CardChoice group={textGroup} choice={{ id: OWN_TEXT_CHOICE, label: OWN_TEXT_LABEL }} />
            {writingOwn && (
              <div className="card-dialog__own">
                <label htmlFor={`${id}-own`}>{T.ownLabel}</label>
                <textarea
                  id={`${id}-own`}
                  rows={5}
                  maxLength={OWN_TEXT_MAX}
                  value={draft.own}
                  onChange={(event) => set({ own: event.target.value })}
                  aria-describedby={`${id}-own-hint ${id}-own-count${error ? ` ${id}-own-error` : ''}`}
                  aria-invalid={!current.ok || undefined}
                />
                <p id={`${id}-own-hint`} className="card-dialog__hint">
                  {T.ownHint}
                </p>
                <p id={`${id}-own-count`} className="card-dialog__count">
                  {ownCounter(draft.own)}
                </p>
                {/* Beside the words, where the person is typing, not below the card on a phone. */}
                {error && (
                  <p id={`${id}-own-error`} className="card-dialog__error" role="alert">
                    {error}
                  </p>
                )}
              </div>
            )}
          </fieldset>
        </div>
        <section className="card-dialog__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="card-dialog__preview-title">
            {T.preview}
          </h3>
          <div className="card-dialog__stage" aria-busy={preview.loading}>
            {preview.src && (
              <img
                className={`card-dialog__card${preview.loading || error ? ' card-dialog__card--stale' : ''}`}
                src={preview.src}
                alt={`Recordatorio ${sizeLabel(draft.size)} de ${whose}, con ${textLabel}`}
              />
            )}
            {preview.loading && (
              <p className="card-dialog__status" role="status">
                {T.loading}
              </p>
            )}
          </div>
          {error && !writingOwn && (
            <p className="card-dialog__error" role="alert">
              {error}
            </p>
          )}
          <p className="card-dialog__hint">{T.realSize[draft.size]}</p>
        </section>
      </div>
      <div className="card-dialog__actions">
        {downloadable && current.ok ? (
          <a className="button button--primary" href={downloadUrl(apiPath, current.options, memberId)} download>
            {T.download}
          </a>
        ) : (
          <button type="button" className="button button--primary" disabled>
            {T.download}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </Modal>
  );
}

/** A radio group of the card's options: its name, its chosen value and what choosing does. */
type ChoiceGroup<V extends string> = { name: string; chosen: string | null; onChoose: (value: V) => void };

/** One radio choice of the card's options: its label and, for some, a quiet hint. */
function CardChoice<V extends string>({ group, choice }: { group: ChoiceGroup<V>; choice: { id: V; label: string; hint?: string } }) {
  return (
    <label className="card-choice">
      <input
        type="radio"
        name={group.name}
        value={choice.id}
        checked={group.chosen === choice.id}
        onChange={() => group.onChoose(choice.id)}
      />
      <span className="card-choice__label">{choice.label}</span>
      {choice.hint !== undefined && <span className="card-choice__hint">{choice.hint}</span>}
    </label>
  );
}
