import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import {
  DEFAULT_RETURN_PATH,
  RETURN_PATH_MAX,
  returnPathFromFragment,
  returnPathFromSearch,
  safeReturnPath,
  signInAddress,
  withReturnFragment,
} from '../../worker/schemas/return-path';
import { magicLinkRequestSchema } from '../../worker/schemas/auth';
import { AUTH_MESSAGES } from '../../worker/schemas/auth-texts';

/** The way back after signing in names a page of this site, and nothing else (no open redirect). */
describe('safeReturnPath', () => {
  it.each(['/dashboard', '/dashboard?recuerdos=memorial:7b1c-42', '/invitacion?token=abc_DEF-123', '/edit/4f1e?x=1#fechas'])(
    'keeps paths of this site with their query and fragment: %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it('keeps a path with letters beyond ASCII, encoded as a browser sends it', () => {
    expect(safeReturnPath('/memorial/maría')).toBe('/memorial/mar%C3%ADa');
  });

  it('refuses every way to another host: open-redirect attempts', () => {
    for (const attempt of [
      '//evil.example',
      '//evil.example/dashboard',
      '/\\evil.example',
      '\\\\evil.example',
      '/dashboard\\..\\',
      'https://evil.example/dashboard',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,hola',
      'evil.example/dashboard',
      'dashboard',
      ' /dashboard',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '/dashboard\u0000',
      '',
      `/${'a'.repeat(RETURN_PATH_MAX)}`,
    ]) {
      expect(safeReturnPath(attempt), JSON.stringify(attempt)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('keeps an encoded slash inside the path (the browser stays on this site)', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(new URL(safeReturnPath('/%2F%2Fevil.example')!, 'https://recuerdoseternos.co').host).toBe('recuerdoseternos.co');
  });

  itAnswers('refuses the sign-in page itself (a loop) and the API', safeReturnPath, [
    ['/iniciar-sesion?volver=/dashboard', null],
    ['/api/auth/session', null],
    ['/api', null],
  ]);

  itAnswers('resolves dot segments before judging', safeReturnPath, [
    ['/memorial/../dashboard', '/dashboard'],
    ['/x/../api/auth/session', null],
  ]);
});

describe('the addresses that carry it', () => {
  it('the sign-in page’s address comes back to the path asked for, query included', () => {
    const address = signInAddress('/dashboard?recuerdos=family:f_1');
    expect(address).toBe('/iniciar-sesion?volver=%2Fdashboard%3Frecuerdos%3Dfamily%3Af_1');
    expect(returnPathFromSearch(new URL(address, 'https://x.co').search)).toBe('/dashboard?recuerdos=family:f_1');
    expect(signInAddress('//evil.example')).toBe('/iniciar-sesion');
  });

  itAnswers('reads ?volver= only when safe', returnPathFromSearch, [
    ['?volver=%2Fedit%2Fabc', '/edit/abc'],
    ['?volver=https%3A%2F%2Fevil.example', null],
    ['?volver=%2F%2Fevil.example', null],
    ['', null],
  ]);

  it('an e-mailed link keeps its token and carries the way back in its fragment', () => {
    const link = withReturnFragment('https://x.co/verify-email#token=abc', '/invitacion?token=t1');
    expect(link).toBe('https://x.co/verify-email#token=abc&volver=%2Finvitacion%3Ftoken%3Dt1');
    const hash = new URL(link).hash;
    expect(new URLSearchParams(hash.slice(1)).get('token')).toBe('abc');
    expect(returnPathFromFragment(hash)).toBe('/invitacion?token=t1');
    expect(withReturnFragment('https://x.co/verify-email#token=abc', undefined)).toBe('https://x.co/verify-email#token=abc');
    expect(withReturnFragment('https://x.co/verify-email#token=abc', '//evil.example')).toBe('https://x.co/verify-email#token=abc');
  });

  it('a link edited by hand to point elsewhere leads nowhere but the default', () => {
    expectAnswers(returnPathFromFragment, [
      ['#token=abc&volver=https%3A%2F%2Fevil.example', null],
      ['#token=abc&volver=%2F%5Cevil.example', null],
    ]);
    expect(DEFAULT_RETURN_PATH).toBe('/dashboard');
  });
});

describe('return_to in the API’s bodies', () => {
  it('is optional, and refused in Spanish when it is not a path of this site', () => {
    expect(magicLinkRequestSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(magicLinkRequestSchema.safeParse({ email: 'ana@example.com', return_to: '/dashboard?recuerdos=memorial:1' }).success).toBe(true);
    const refused = magicLinkRequestSchema.safeParse({ email: 'ana@example.com', return_to: '//evil.example' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(AUTH_MESSAGES.returnPathInvalid);
  });
});
