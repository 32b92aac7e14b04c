/**
 * The headings of the four wizard pages (AccountPageLayout's eyebrow, title and lead): creating and editing, a
 * person's memorial and a family's. The family wizard's member cards want the wider column (`wide`).
 */
export const WIZARD_PAGE_HEADINGS = {
  create: {
    individual: {
      eyebrow: 'Memorial individual',
      title: 'Crear un memorial',
      lead: 'En tres pasos: sus datos, sus fotos y videos, y una última revisión antes de publicarlo.',
    },
    family: {
      eyebrow: 'Memorial familiar',
      title: 'Crear un memorial familiar',
      lead: 'Hasta tres seres queridos en una misma página: la familia, sus miembros, la galería, el diseño y una revisión final.',
      wide: true,
    },
  },
  edit: {
    individual: {
      eyebrow: 'Memorial individual',
      title: 'Editar memorial',
      lead: 'Cambia lo que necesites; al guardar, la página pública se actualiza.',
    },
    family: {
      eyebrow: 'Memorial familiar',
      title: 'Editar memorial familiar',
      lead: 'Corrige los datos de la familia y de cada uno de sus miembros, agrega o quita miembros, fotos y videos. Al guardar, la página pública se actualiza.',
      wide: true,
    },
  },
} as const;
