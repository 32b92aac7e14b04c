import { describe, expect, it } from 'vitest';
import {
  magicLinkMessage,
  resetPasswordMessage,
  verifyEmailMessage,
  welcomeWithAccessMessage,
  type LinkEmailInput,
  type MailMessage,
} from '../../worker/mail';
import { escapeHtml } from '../../worker/mail/html';

const templates: [string, (input: LinkEmailInput) => MailMessage, RegExp][] = [
  ['verifyEmailMessage', verifyEmailMessage, /^Confirma tu correo en Recuerdos Eternos$/],
  ['resetPasswordMessage', resetPasswordMessage, /contraseña/],
  ['magicLinkMessage', magicLinkMessage, /enlace para ingresar/],
  ['welcomeWithAccessMessage', welcomeWithAccessMessage, /bienvenida/],
];

// The ampersand proves the href is escaped while the link itself still reaches text and links intact.
const link = 'https://recuerdoseternos.co/reset-password?token=abc123&x=1';
const hrefLink = 'https://recuerdoseternos.co/reset-password?token=abc123&amp;x=1';

describe.each(templates)('%s', (_name, template, subject) => {
  const mail = template({ to: 'ana@correo.co', name: 'Ana', link });

  it('is addressed, with a Spanish subject', () => {
    expect(mail.to).toBe('ana@correo.co');
    expect(mail.subject).toMatch(subject);
    expect(mail.html).toContain('<html lang="es">');
  });

  it('carries the link in text, html (button and written out) and links', () => {
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain(link);
    expect(mail.html.split(`href="${hrefLink}"`)).toHaveLength(3);
    expect(mail.html).toContain(`>${hrefLink}</a>`);
    expect(mail.html).toContain('bgcolor="#4a1f3d"');
  });

  it('greets by name and ends with the support line', () => {
    expect(mail.text.startsWith('Hola, Ana:')).toBe(true);
    expect(mail.html).toContain('Hola, Ana:');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Recuerdos Eternos');
      expect(body).toContain('soporte@recuerdoseternos.co');
      expect(body).toContain('respondemos en 24 horas');
    }
  });

  it('falls back to "Hola" without a name', () => {
    expect(template({ to: 'a@b.co', name: '  ', link }).text.startsWith('Hola:')).toBe(true);
    expect(template({ to: 'a@b.co', link }).html).toContain('>Hola:</p>');
  });

  it('escapes the name in HTML', () => {
    const html = template({ to: 'a@b.co', name: '<script>alert("x")</script>', link }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hola, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;:');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => template({ to: 'a@b.co', name: 'Ana', link: 'javascript:alert(1)' })).toThrow(/inválido/);
    expect(() => template({ to: 'a@b.co', name: 'Ana', link: '/relativo' })).toThrow(/inválido/);
  });
});

describe('expiry wording', () => {
  it('reset and magic link say the link lasts 1 hour; reset says to ignore it if not requested', () => {
    const reset = resetPasswordMessage({ to: 'a@b.co', name: 'Ana', link });
    expect(reset.text).toContain('1 hora');
    expect(reset.text).toMatch(/Si no lo solicitaste, ignora/);
    expect(magicLinkMessage({ to: 'a@b.co', name: 'Ana', link }).text).toContain('1 hora');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
