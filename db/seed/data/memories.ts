import { SEED_IMAGES, imageKey, type SeedImage } from './images';
import { SEED_MEMORIAL } from './memorials';

/**
 * Memories on the demo memorial's wall, so a newcomer sees a wall with content and a memory waiting for
 * approval in the owner's (the administrator's) dashboard. Photos are the seed's phone renditions of
 * gallery pictures; times are fixed so the order never depends on when the seed ran.
 */
export type SeedMemory = {
  id: string;
  photo: SeedImage;
  authorName: string;
  message: string;
  song: string | null;
  thingsList: string[];
  /** The visitor ticked 'Hacer público'. */
  visitorConsent: boolean;
  /** The owner approved it: public on the wall only together with the visitor's consent. */
  isAuthorized: boolean;
  likes: number;
  createdAt: string;
};

export const SEED_MEMORIES_PROFILE_ID = SEED_MEMORIAL.id;

export const SEED_MEMORIES: readonly SeedMemory[] = [
  {
    id: '5eed0000-0000-4000-8000-000000000101',
    photo: SEED_IMAGES.girasoles,
    authorName: 'Camila Rodríguez',
    message:
      'Abuela, cada girasol del patio me recuerda tus manos llenas de tierra y tu risa cuando nos enseñabas a sembrar. Gracias por tanto amor.',
    song: 'Colombia tierra querida - Lucho Bermúdez',
    thingsList: ['Sus arepas de los domingos', 'Sus consejos antes de dormir'],
    visitorConsent: true,
    isAuthorized: true,
    likes: 12,
    createdAt: '2024-09-14T15:20:00.000Z',
  },
  {
    id: '5eed0000-0000-4000-8000-000000000102',
    photo: SEED_IMAGES.ejeCafetero,
    authorName: 'Andrés Felipe Rojas',
    message: 'Doña María Elena fue la mejor vecina que pudimos tener. Su tinto de la tarde siempre estaba listo para quien llegara.',
    song: null,
    thingsList: ['Las tardes de tinto en su portón'],
    visitorConsent: true,
    isAuthorized: true,
    likes: 5,
    createdAt: '2024-10-02T22:05:00.000Z',
  },
  {
    id: '5eed0000-0000-4000-8000-000000000103',
    photo: SEED_IMAGES.jardin,
    authorName: 'Luz Marina Ospina',
    message: 'Compañeras del coro de la parroquia la extrañamos cada domingo. Su voz sigue con nosotras.',
    song: 'Ave María',
    thingsList: [],
    // The visitor asked for it to be public; the owner has not approved it yet.
    visitorConsent: true,
    isAuthorized: false,
    likes: 0,
    createdAt: '2024-11-20T13:45:00.000Z',
  },
];

/** The wall shows the phone rendition: the photo a visitor on mobile data downloads. */
export const seedMemoryPhotoUrl = (memory: SeedMemory) => `/media/${imageKey(memory.photo, true)}`;
