import { VISIBILITY_MESSAGES as M } from '../../../worker/schemas/visibility-texts';
import type { MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { VisibilityChoices } from '../visibility/VisibilityChoices';

type Props = { privacy: MemorialPrivacy; onChange: (privacy: MemorialPrivacy) => void; error?: string | undefined };

/**
 * The wizards' last step, when creating (docs/features/visibility.md): who may see the memorial once it is published, the same three
 * choices as the editor's 'Quién puede verlo' (docs/features/visibility.md). An edit changes it there instead.
 */
export function NewMemorialPrivacy({ privacy, onChange, error }: Props) {
  return (
    <fieldset className="visibility-step">
      <legend>{M.title}</legend>
      <VisibilityChoices
        visibility={privacy.visibility}
        onVisibility={(visibility) => onChange({ ...privacy, visibility })}
        code={privacy.accessCode}
        onCode={(accessCode) => onChange({ ...privacy, accessCode })}
        error={error}
      />
    </fieldset>
  );
}
