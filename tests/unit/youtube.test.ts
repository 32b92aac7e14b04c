import { describe, expect, it } from 'vitest';
import { INVALID_YOUTUBE_URL, parseSong, SONG_LINK_NOT_VIDEO, songLinkError, youtubeVideo } from '../../worker/schemas/youtube';

const ID = 'y8AWFf7EAc4';

describe('the favourite-song field', () => {
  it.each([
    ['a watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch link with more parameters', `https://youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['a mobile link', `https://m.youtube.com/watch?v=${ID}`],
    ['a short link', `https://youtu.be/${ID}?si=abc123`],
    ['a Shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['an embed link', `https://www.youtube.com/embed/${ID}`],
    ['a privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['a link without the scheme', `youtube.com/watch?v=${ID}`],
    ['a link after a title', `Hallelujah https://youtu.be/${ID}`],
  ])('plays %s on the page with the privacy-enhanced player', (_, text) => {
    const song = parseSong(text);
    expect(song).toMatchObject({ kind: 'video', id: ID, watchUrl: `https://www.youtube.com/watch?v=${ID}` });
    expect(song?.kind === 'video' && song.embedUrl).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${ID}\\?`));
  });

  it.each([
    ['a 10-character id', 'https://www.youtube.com/watch?v=y8AWFf7EAc'],
    ['a 12-character id', 'https://youtu.be/y8AWFf7EAc4x'],
    ['an id with a forbidden character', 'https://www.youtube.com/shorts/y8AWFf7EA!4'],
    ['a link with no id at all', 'https://www.youtube.com/watch'],
    ['a channel link', 'https://www.youtube.com/@recuerdos'],
  ])('says the URL is not valid for %s', (_, text) => {
    expect(parseSong(text)).toEqual({ kind: 'invalid', url: expect.any(String), message: INVALID_YOUTUBE_URL });
    expect(INVALID_YOUTUBE_URL).toBe('URL de YouTube no válida');
  });

  it('turns any other text into a YouTube search', () => {
    expect(parseSong('  Hallelujah - Jeff Buckley ')).toEqual({
      kind: 'search',
      query: 'Hallelujah - Jeff Buckley',
      searchUrl: 'https://www.youtube.com/results?search_query=Hallelujah%20-%20Jeff%20Buckley',
    });
    expect(parseSong('https://open.spotify.com/track/abc')?.kind).toBe('search');
    expect(parseSong('https://notyoutube.com/watch?v=y8AWFf7EAc4')?.kind).toBe('search');
  });

  it('shows nothing for an empty field', () => {
    expect(parseSong(null)).toBeNull();
    expect(parseSong(undefined)).toBeNull();
    expect(parseSong('   ')).toBeNull();
  });
});

describe('a field that holds one YouTube video (the landing tutorial)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://youtu.be/${ID}?si=abc123`,
    `youtu.be/${ID}`,
    `  https://m.youtube.com/watch?v=${ID}  `,
    `https://www.youtube.com/shorts/${ID}`,
  ])('takes %s as the video’s plain watch address', (text) => {
    expect(youtubeVideo(text)).toEqual({ id: ID, watchUrl: `https://www.youtube.com/watch?v=${ID}` });
  });

  it.each([
    '',
    'https://www.youtube.com/@recuerdoseternos',
    'https://www.youtube.com/watch?v=y8AWFf7EAc',
    `Tutorial https://youtu.be/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.example.co/watch?v=${ID}`,
    `https://example.co/?next=https://youtu.be/${ID}`,
    'Cómo crear un memorial',
  ])('refuses %j', (text) => {
    expect(youtubeVideo(text)).toBeNull();
  });
});

describe('a song field refuses a link that is not a YouTube video', () => {
  it.each([
    ['a YouTube address with a broken id', 'https://www.youtube.com/watch?v=corto'],
    ['a channel', 'https://www.youtube.com/@recuerdos'],
    ['another site', 'https://open.spotify.com/track/abc'],
    ['an address without the scheme', 'www.google.com'],
    ['a link after words', 'Amor eterno https://example.com/cancion'],
  ])('refuses %s with a Spanish message', (_, text) => {
    expect(songLinkError(text)).toBe(SONG_LINK_NOT_VIDEO);
    expect(SONG_LINK_NOT_VIDEO).toMatch(/^Ese enlace no es de un video de YouTube\./);
  });

  it.each([
    ['a video link', `https://youtu.be/${ID}`],
    ['a title and a video link', `Hallelujah https://www.youtube.com/watch?v=${ID}`],
    ['words to search for', 'Amor eterno – Rocío Dúrcal'],
    ['nothing', ''],
  ])('keeps %s', (_, text) => {
    expect(songLinkError(text)).toBeNull();
  });
});
