import { describe, expect, it } from 'vitest';
import { memoryRow } from '../helpers/memory-rows';
import { memorialHtml, type ExportPageInput } from '../../worker/export/memorial-html';
import { planFiles } from '../../worker/export/memorial-files';
import type { FamilyMemorialDto } from '../../worker/services/family-memorials';
import type { MemoryDto } from '../../worker/services/memories';
import type { IndividualMemorialDto } from '../../worker/services/individual-memorials';

const EVIL = `<img src=x onerror="alert('x')"> & </main><script>alert(1)</script>`;

const profile = (overrides: Partial<IndividualMemorialDto> = {}): IndividualMemorialDto => ({
  id: 'p1',
  slug: 'maria-elena',
  short_code: '7K3M9P',
  profile_type: 'individual',
  profile_name: 'María Elena Rodríguez',
  birth_date: '1948-03-15',
  death_date: '2023-08-22',
  description: 'Amaba los girasoles.',
  profile_image_url: '/media/profile/u1/a.jpg',
  gallery_images: ['/media/gallery/u1/b.png', '/media/gallery/u1/c.jpg'],
  memorial_video_url: '/media/video/u1/d.mov',
  video_thumbnail_url: '/media/thumbnail/u1/e.jpg',
  favorite_music: 'Hallelujah',
  template_id: 'general-1',
  visit_count: 4,
  is_published: true,
  visibility: 'public',
  show_birth_date: true,
  show_death_date: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** Every file planned is "in the zip", as when R2 has them all. */
function page(source: ExportPageInput['source'], drop: string[] = []): string {
  const files = new Map(
    planFiles(source)
      .files.filter((f) => !drop.includes(f.url))
      .map((f) => [f.url, f.path]),
  );
  return memorialHtml({
    source,
    files,
    exportedAt: new Date('2026-05-12T12:00:00Z'),
    shortUrl: 'https://ejemplo.co/q/7k3m9p',
    pageUrl: 'https://ejemplo.co/memorial/maria-elena',
  });
}

const individual = (p: Partial<IndividualMemorialDto> = {}, memories: MemoryDto[] = []) =>
  ({ kind: 'individual', slug: 'maria-elena', shortCode: '7K3M9P', memorial: profile(p), memories }) as const;

describe('memorialHtml', () => {
  it('escapes every text a person typed, in elements and attributes alike', () => {
    const html = page(
      individual({ profile_name: EVIL, description: EVIL, favorite_music: EVIL }, [
        memoryRow({ author_name: EVIL, message: EVIL, song: EVIL, things_list: [EVIL] }),
      ]),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</main><');
    // No real tag carries an event handler (values emptied first: escaped text may spell one harmlessly).
    const attributes = (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/="[^"]*"/g, '=""'));
    expect(attributes.filter((tag) => /\son[a-z]+=/i.test(tag))).toEqual([]);
    const escaped = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; &lt;/main&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<h1>${escaped}</h1>`);
    expect(html).toContain(`alt="Foto de ${escaped}"`);
    expect(html).toContain(`<title>En memoria de ${escaped}</title>`);
    // Author, message, song, a thing missed, the name (twice in alts and title) and the song search: each escaped.
    expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(8);
    // A CSP forbids scripts should anything slip through some day.
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="script-src 'none';`);
  });

  it('shows only the dates the owner chose, the story in paragraphs, the video and the memories in Colombian days', () => {
    const html = page(individual({ show_birth_date: false, description: 'Primera línea\nsegunda línea\n\nOtro párrafo' }, [memoryRow()]));
    expect(html).not.toContain('1948');
    for (const part of [
      '<p class="dates">22 de agosto de 2023</p>',
      '<p>Primera línea<br>segunda línea</p>\n<p>Otro párrafo</p>',
      'poster="video/portada.jpg"',
      '<source src="video/video.mov" type="video/quicktime">',
      'href="video/video.mov">ábrelo con el reproductor del equipo</a>',
      'src="fotos/01.png"',
      // The memory was written at 03:00 UTC on the 11th: still the 10th in Colombia.
      '>10 de enero de 2026</time>',
      'href="https://www.youtube.com/results?search_query=Hallelujah"',
      'Copia del memorial guardada el 12 de mayo de 2026',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('leaves out what is not in the zip, and sections with nothing to show', () => {
    const source = individual({ description: '  ', favorite_music: null, gallery_images: ['/media/gallery/u1/b.png'] }, [memoryRow()]);
    const html = page(source, ['/media/profile/u1/a.jpg', '/media/gallery/u1/b.png', '/media/video/u1/d.mov', '/media/memory/anon/f.jpg']);
    expect(html).not.toMatch(/class="portrait"|id="historia"|id="galeria"|id="video"|id="cancion"|recuerdos\/01/);
    expect(html).toContain('Camila Torres');
  });

  it('shows each family member with the relationship, both dates and their video', () => {
    const family: FamilyMemorialDto = {
      id: 'f1',
      slug: 'familia-ruiz',
      short_code: null,
      family_name: 'Familia Ruiz',
      description: '',
      template_id: 'family-1',
      visit_count: 0,
      memorial_video_url: null,
      gallery_images: [],
      favorite_music: null,
      is_published: false,
      visibility: 'public',
      created_at: '',
      updated_at: '',
      family_members: [
        {
          id: 'a',
          name: 'Jorge',
          birth_date: '1940-01-01',
          death_date: '2015-06-30',
          profile_image_url: '/media/profile/u1/j.jpg',
          relationship: 'abuelo',
          memorial_video_url: '/media/video/u1/j.webm',
          display_order: 0,
          resting_place: null,
        },
        {
          id: 'b',
          name: 'Rosa',
          birth_date: '1945-01-01',
          death_date: '2020-01-01',
          profile_image_url: '/media/profile/u1/r.jpg',
          relationship: 'otro',
          memorial_video_url: null,
          display_order: 1,
          resting_place: null,
        },
      ],
    };
    const html = page({ kind: 'family', slug: 'familia-ruiz', shortCode: null, family, memories: [] });
    expect(html).toContain('<h3>Jorge</h3>\n<p class="note">Abuelo</p>\n<p>1 de enero de 1940 – 30 de junio de 2015</p>');
    expect(html).toContain('src="familiares/01.jpg"');
    expect(html).toContain('<source src="video/familiar-01.webm" type="video/webm">');
    expect(html).not.toContain('Otro');
  });
});
