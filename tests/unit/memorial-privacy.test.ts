import { describe, expect, it } from 'vitest';
import { privacyPayload, privacyProblem, publishedNote } from '../../site/lib/visibility/memorial-privacy';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';

/** The wizards' last step, before anything is sent (the server's rules: tests/api/new-memorial-visibility.test.ts). */
describe("a new memorial's privacy in the wizard", () => {
  it("asks for a code with 'Privado', by the server's words and its way of counting", () => {
    expect(privacyProblem({ visibility: 'private', accessCode: '   ' })).toBe(M.codeRequired);
    expect(privacyProblem({ visibility: 'private', accessCode: ' ab   cd ' })).toBe(M.codeLength);
    expect(privacyProblem({ visibility: 'private', accessCode: 'x'.repeat(41) })).toBe(M.codeLength);
    expect(privacyProblem({ visibility: 'private', accessCode: 'Abuela Rosa' })).toBeUndefined();
    expect(privacyProblem({ visibility: 'unlisted', accessCode: '' })).toBeUndefined();
  });

  it('sends the code only with a private choice, and says what creating will do', () => {
    expect(privacyPayload({ visibility: 'private', accessCode: 'Abuela Rosa' })).toEqual({
      visibility: 'private',
      access_code: 'Abuela Rosa',
    });
    expect(privacyPayload({ visibility: 'public', accessCode: 'olvidado' })).toEqual({ visibility: 'public' });
    expect(publishedNote('private', false)).toContain('solo lo verá quien escriba el código de acceso');
    expect(publishedNote('unlisted', true)).toContain('memorial familiar');
  });
});
