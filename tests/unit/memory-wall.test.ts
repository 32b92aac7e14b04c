import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../helpers/answers';
import { memoryRow } from '../helpers/memory-rows';
import { keepShownLikes, likesLabel, memoryCardHtml, memoryDate, messagePreview } from '../../site/lib/wall/memory-card';
import { memoryTotalLabel, sentTextFor, WALL_TEXTS } from '../../site/lib/wall/wall-texts';
import { memoryInputSchema } from '../../worker/schemas/memories';

describe('a memory card', () => {
  it('escapes every value, so a memory can never inject markup', () => {
    const html = memoryCardHtml(
      memoryRow({ author_name: '<img src=x onerror=alert(1)>', message: '"><script>', song: "O'Neil & co", things_list: ['<b>x</b>'] }),
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('O&#39;Neil &amp; co');
    expect(html).toContain('<li>&lt;b&gt;x&lt;/b&gt;</li>');
  });

  it('shows a memory of words alone without a photo button', () => {
    const html = memoryCardHtml(memoryRow({ photo_url: null }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('memory-card__photo');
    expect(html).toContain('data-open-memory');
  });

  it('previews the first 80 characters of the message', () => {
    expect(messagePreview('a'.repeat(80))).toBe('a'.repeat(80));
    expect(messagePreview(`${'b'.repeat(79)} cd`)).toBe(`${'b'.repeat(79)}…`);
    expect(memoryCardHtml(memoryRow({ message: 'x'.repeat(200) }))).toContain(`${'x'.repeat(80)}…`);
  });

  it('dates the memory on the Colombian calendar in long Spanish', () => {
    // 03:00 UTC on the 22nd is still the evening of the 21st in Bogotá.
    expectAnswers(memoryDate, [
      ['2026-11-22T03:00:00.000Z', '21 de noviembre de 2026'],
      ['no es una fecha', ''],
    ]);
  });

  it('words likes and totals with es-CO grouping', () => {
    expectAnswers(likesLabel, [
      [1, '1 me gusta'],
      [1200, '1.200 me gusta'],
    ]);
    expectAnswers(memoryTotalLabel, [
      [1, '1 recuerdo compartido'],
      [0, '0 recuerdos compartidos'],
    ]);
  });
});

describe('a read of the wall', () => {
  it('never takes a like count below what the page shows, and takes higher counts as they come', () => {
    const shown = new Map([
      ['a', { likes: 1 }],
      ['b', { likes: 2 }],
    ]);
    const rows = [memoryRow({ id: 'a', likes: 0 }), memoryRow({ id: 'b', likes: 5 }), memoryRow({ id: 'c', likes: 3 })];
    expect(keepShownLikes(rows, shown).map((row) => [row.id, row.likes])).toEqual([
      ['a', 1],
      ['b', 5],
      ['c', 3],
    ]);
    // The rows read are left as they came.
    expect(rows[0]?.likes).toBe(0);
  });
});

describe('the message after sending a memory', () => {
  it('keeps the spec’s words while the memory waits for the owner, and tells the truth otherwise', () => {
    expect(sentTextFor({ visitor_consent: true, is_public: false })).toBe(
      'Tu recuerdo se ha enviado exitosamente. Será visible una vez que la familia lo autorice.',
    );
    expectAnswers(sentTextFor, [
      [{ visitor_consent: true, is_public: true }, WALL_TEXTS.sentPublic],
      [{ visitor_consent: false, is_public: false }, WALL_TEXTS.sentPrivate],
    ]);
  });
});

describe('the memory form schema', () => {
  const base = {
    memorial_profile_id: 'p-1',
    photo_url: '/media/memory/anon/foto.jpg',
    author_name: ' Ana ',
    message: '<i>Hola</i>',
    captcha_id: 'c',
    captcha_input: 'ACEF',
    privacy_consent: true,
  };

  it('cleans texts, drops empty lines and defaults to no consent', () => {
    const parsed = memoryInputSchema.parse({ ...base, things_list: ['uno', ' ', '<b></b>'], song: '' });
    expect(parsed).toMatchObject({
      author_name: 'Ana',
      message: 'Hola',
      things_list: ['uno'],
      song: null,
      visitor_consent: false,
      family_profile_id: null,
    });
  });

  it('takes the make-public box as consent only: a visitor cannot send an approval', () => {
    const parsed = memoryInputSchema.parse({ ...base, visitor_consent: true, is_authorized: true, is_public: true });
    expect(parsed.visitor_consent).toBe(true);
    expect(parsed).not.toHaveProperty('is_authorized');
    expect(parsed).not.toHaveProperty('is_public');
    expect(memoryInputSchema.safeParse({ ...base, visitor_consent: 'sí' }).error?.issues[0]?.message).toBe(
      'Indica si quieres que el recuerdo sea público',
    );
  });

  it('leaves the photo to the server, which asks for it unless the family accepts words alone', () => {
    expect(memoryInputSchema.parse({ ...base, photo_url: '' }).photo_url).toBeNull();
    expect(memoryInputSchema.parse({ ...base, photo_url: undefined }).photo_url).toBeNull();
  });

  it('wants exactly one of the two profiles', () => {
    expect(memoryInputSchema.safeParse({ ...base, family_profile_id: 'f-1' }).success).toBe(false);
    expect(memoryInputSchema.safeParse({ ...base, memorial_profile_id: '' }).success).toBe(false);
    expect(memoryInputSchema.safeParse({ ...base, memorial_profile_id: null, family_profile_id: 'f-1' }).success).toBe(true);
  });
});
