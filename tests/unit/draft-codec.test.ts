import { describe, expect, it } from 'vitest';
import { emptyCoupleDraft } from '../../site/lib/admin/couple-wizard';
import { coupleCodec } from '../../site/islands/admin/couples/couple-draft';
import { newMediaItem } from '../../site/islands/admin/couples/media-items';
import { familyCodec, individualCodec, type IndividualState } from '../../site/islands/memorial/draft-codec';
import { emptyDraft } from '../../site/islands/memorial/family-state';
import { individualJobs } from '../../site/islands/memorial/individual-submit';
import { newPhoto, newVideo, savedPhoto, type NewPhoto, type NewVideo } from '../../site/islands/memorial/media-state';

/** Ids the way the draft hook gives them: one per file, the same each time. */
function fileIds() {
  const ids = new Map<File, string>();
  const ref = (file: File) => {
    if (!ids.has(file)) ids.set(file, `archivo-${ids.size + 1}`);
    return ids.get(file)!;
  };
  const stored = () => new Map([...ids].map(([file, id]) => [id, file]));
  return { ref, stored };
}

const photoFile = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type: 'image/jpeg' });

function individual(): IndividualState {
  const profile = newPhoto(photoFile('perfil.jpg'));
  profile.uploadedUrl = '/media/profile/perfil.webp';
  return {
    values: {
      name: 'María Elena',
      birthDate: '1950-02-01',
      deathDate: '2024-03-04',
      templateId: 'template-2',
      description: 'Abuela',
      favoriteMusic: '',
    },
    media: {
      photo: profile,
      gallery: [savedPhoto('/media/gallery/ya.webp'), newPhoto(photoFile('g1.jpg'))],
      video: newVideo(new File([new Uint8Array(8)], 'clip.mp4', { type: 'video/mp4' }), 12.5),
    },
    privacy: { visibility: 'public', accessCode: '' },
  };
}

describe('the memorial wizards as drafts', () => {
  it('round-trips the individual wizard through JSON: fields, files and the URLs already sent', () => {
    const state = individual();
    const { ref, stored } = fileIds();
    const json = JSON.parse(JSON.stringify(individualCodec.encode(state, ref))) as ReturnType<typeof individualCodec.encode>;
    const back = individualCodec.decode(json, stored(), true);
    expect(back.values).toEqual(state.values);
    const photo = back.media.photo as NewPhoto;
    expect(photo.kind).toBe('new');
    expect(photo.file).toBe((state.media.photo as NewPhoto).file);
    expect(photo.uploadedUrl).toBe('/media/profile/perfil.webp');
    expect(back.media.gallery.map((item) => item.kind)).toEqual(['saved', 'new']);
    expect((back.media.video as NewVideo).duration).toBe(12.5);
    // The photo already sent is not sent again; the others are.
    expect(individualJobs(back.media).map((job) => job.label)).toEqual(['Foto 2 de la galería', 'Video']);
  });

  it('keeps who may see a new memorial, but never its access code', () => {
    const { ref, stored } = fileIds();
    const state = { ...individual(), privacy: { visibility: 'private' as const, accessCode: 'girasoles del patio' } };
    const json = JSON.stringify(individualCodec.encode(state, ref));
    expect(json).not.toContain('girasoles');
    expect(individualCodec.decode(JSON.parse(json) as ReturnType<typeof individualCodec.encode>, stored(), true).privacy).toEqual({
      visibility: 'private',
      accessCode: '',
    });

    const family = { ...emptyDraft(), privacy: { visibility: 'unlisted' as const, accessCode: '' } };
    expect(familyCodec.decode(familyCodec.encode(family, ref), stored(), true).privacy).toEqual({ visibility: 'unlisted', accessCode: '' });
    // A draft saved before the choice existed opens public.
    const { privacy: _dropped, ...older } = individualCodec.encode(state, ref);
    expect(individualCodec.decode(older, stored(), true).privacy).toEqual({ visibility: 'public', accessCode: '' });
  });

  it('sends again the files an old draft still holds: their uploads may have been cleaned up since', () => {
    const state = individual();
    const { ref, stored } = fileIds();
    const back = individualCodec.decode(individualCodec.encode(state, ref), stored(), false);
    expect((back.media.photo as NewPhoto).uploadedUrl).toBeUndefined();
    expect(individualJobs(back.media).map((job) => job.label)).toEqual(['Foto de perfil', 'Foto 2 de la galería', 'Video']);
  });

  it('brings a file the device lost back as its sent URL, and leaves out one neither kept nor sent', () => {
    const state = individual();
    const { ref } = fileIds();
    const back = individualCodec.decode(individualCodec.encode(state, ref), new Map(), true);
    expect(back.media.photo).toMatchObject({ kind: 'saved', url: '/media/profile/perfil.webp' });
    expect(back.media.gallery).toHaveLength(1);
    expect(back.media.video).toBeNull();
  });

  it('round-trips the family wizard with its members and their saved ids', () => {
    const start = emptyDraft('family-2');
    const photo = newPhoto(photoFile('ana.jpg'));
    const state = {
      ...start,
      values: { ...start.values, familyName: 'Familia Ortiz' },
      members: [
        { ...start.members[0]!, name: 'Ana', birthDate: '1940-01-01', deathDate: '2020-01-01', photo },
        { ...start.members[0]!, id: 'm-2', serverId: 'srv-2', name: 'Luis', photo: savedPhoto('/media/profile/luis.webp') },
      ],
    };
    const { ref, stored } = fileIds();
    const back = familyCodec.decode(JSON.parse(JSON.stringify(familyCodec.encode(state, ref))), stored(), true);
    expect(back.values.familyName).toBe('Familia Ortiz');
    expect(back.members.map((member) => [member.name, member.serverId, member.photo?.kind])).toEqual([
      ['Ana', undefined, 'new'],
      ['Luis', 'srv-2', 'saved'],
    ]);
    expect(back.members[0]!.id).not.toBe(back.members[1]!.id);
    expect((back.members[0]!.photo as NewPhoto).file).toBe(photo.file);
  });

  it("keeps the couple wizard's sent URLs: a kept file with its URL, a lost but sent one as that URL", () => {
    const image = { ...newMediaItem(photoFile('pareja.jpg')), uploadedUrl: '/media/profile/pareja.webp' };
    const sentPhoto = { ...newMediaItem(photoFile('g1.jpg'), 'Playa'), uploadedUrl: '/media/gallery/g1.webp' };
    const unsent = newMediaItem(photoFile('g2.jpg'));
    const state = { ...emptyCoupleDraft<File>(), couple_name: 'Ana y Luis', image, photos: [sentPhoto, unsent] };
    const { ref, stored } = fileIds();
    const json = JSON.parse(JSON.stringify(coupleCodec.encode(state, ref))) as ReturnType<typeof coupleCodec.encode>;

    const back = coupleCodec.decode(json, stored(), true);
    expect(back.image).toMatchObject({ file: image.file, url: null, uploadedUrl: '/media/profile/pareja.webp' });
    expect(back.photos.map((item) => [item.file, item.uploadedUrl, item.title])).toEqual([
      [sentPhoto.file, '/media/gallery/g1.webp', 'Playa'],
      [unsent.file, undefined, ''],
    ]);

    // The device lost the files: the sent ones come back as stored, the other is left out.
    const lost = coupleCodec.decode(json, new Map(), true);
    expect(lost.image).toMatchObject({ file: null, url: '/media/profile/pareja.webp' });
    expect(lost.photos).toEqual([expect.objectContaining({ file: null, url: '/media/gallery/g1.webp', title: 'Playa' })]);
  });
});
