/**
 * The favourite song (docs/product/text-changes.md): a YouTube video's link, or words to search for. A link that is not a YouTube
 * video's (a broken id, a channel, another site) is refused by the API with a Spanish message, for a person's
 * memorial and a family's, on creation and on edit; nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { SONG_LINK_NOT_VIDEO } from '../../worker/schemas/youtube';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { givePaidOrder, individualPayload, uploadPhoto } from '../helpers/memorials';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ media: true });

const clients = (token: string) => testClient(t.app, t.env, { ...bearer(token), 'cf-connecting-ip': uniqueClient() });
const BAD_LINKS = ['https://www.youtube.com/watch?v=corto', 'https://www.youtube.com/@recuerdos', 'https://open.spotify.com/track/abc'];

describe('the favourite song of a person’s memorial', () => {
  it('refuses a link that is not a YouTube video, and keeps a video link or words', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id);
    const photo = await uploadPhoto(t.app, token, t.env);
    for (const link of BAD_LINKS) {
      const refused = await read(
        clients(token).profiles.index.$post({ json: individualPayload({ profileImageUrl: photo, favoriteMusic: link }) }),
      );
      expect(refused.status, link).toBe(400);
      expect(refused.body.error).toBe(SONG_LINK_NOT_VIDEO);
    }
    const created = await read(
      clients(token).profiles.index.$post({
        json: individualPayload({ profileImageUrl: photo, favoriteMusic: 'https://youtu.be/y8AWFf7EAc4' }),
      }),
    );
    expect(created.status, created.body.error).toBe(201);

    const id = created.body.data.id;
    const edit = (favoriteMusic: string) =>
      read(clients(token).profiles[':id'].$put({ param: { id }, json: individualPayload({ profileImageUrl: photo, favoriteMusic }) }));
    expect((await edit('https://www.youtube.com/watch?v=corto')).body.error).toBe(SONG_LINK_NOT_VIDEO);
    const words = await edit('Sabor a mí – Eydie Gormé');
    expect(words.status, words.body.error).toBe(200);
    expect(words.body.data.favorite_music).toBe('Sabor a mí – Eydie Gormé');
  });
});

describe('the family’s song', () => {
  it('refuses a link that is not a YouTube video', async () => {
    const { user, token } = await createUserWithSession(t.db);
    await givePaidOrder(t.db, user.id, 'family');
    const photo = await uploadPhoto(t.app, token, t.env);
    const member = {
      name: 'Jorge Enrique',
      birth_date: '1936-02-10',
      death_date: '2019-11-03',
      profile_image_url: photo,
      relationship: 'abuelo',
    };
    const family = (favorite_music: string) =>
      read(
        clients(token).familyProfiles.index.$post({
          json: { family_name: 'Pérez', description: '', template_id: 'family-1', favorite_music, members: [member], gallery_images: [] },
        }),
      );
    const refused = await family('https://www.youtube.com/watch?v=corto');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(SONG_LINK_NOT_VIDEO);
    expect((await family('https://www.youtube.com/watch?v=y8AWFf7EAc4')).status).toBe(201);
  });
});
