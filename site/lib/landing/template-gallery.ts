/**
 * The templates gallery at /template (product §2.2 'Templates gallery' and §2.3 'Templates'): every design
 * the wizards offer, filtered by category. Examples only: nothing is created on this page; a design's
 * 'Usar este diseño' leads to its wizard with it chosen (lib/memorial/template-choice.ts). Each design's
 * name is the wizards' own (lib/memorial/memorial-options.ts), its video and thumbnail the template's files
 * in public/templates/. docs/product's seven examples are here, with the three designs the wizards offer that
 * no example showed: 'Un Viaje' and the two family designs. Couple designs are not: couple pages are made
 * by the team (product §3), so there is no wizard a visitor could take one to.
 */
import { whatsappLink } from '../phone';
import { FAMILY_TEMPLATE_OPTIONS, INDIVIDUAL_TEMPLATE_OPTIONS } from '../memorial/memorial-options';
import { designKind, type DesignKind } from '../memorial/template-choice';

export const TEMPLATE_CATEGORIES = ['deportiva', 'elegante', 'naturaleza', 'mascotas'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
/** A tab: one category, or every example. */
export type TemplateFilter = TemplateCategory | 'todas';

export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  deportiva: 'Deportiva',
  elegante: 'Elegante',
  naturaleza: 'Naturaleza',
  mascotas: 'Mascotas',
};

/** Which memorial a design is for, as the dialog says it (a family design's card also says 'Familiar'). */
export const KIND_LABELS: Record<DesignKind, string> = {
  individual: 'Para memoriales individuales.',
  family: 'Para memoriales familiares.',
};

/** The tabs in docs/product's order, 'Todas' first. */
export const TEMPLATE_TABS: { filter: TemplateFilter; label: string }[] = [
  { filter: 'todas', label: 'Todas' },
  ...TEMPLATE_CATEGORIES.map((category) => ({ filter: category, label: CATEGORY_LABELS[category] })),
];

export type GalleryTemplate = {
  /** The template the design belongs to (the id the memorial wizards store). */
  id: string;
  name: string;
  kind: DesignKind;
  video_url: string;
  thumbnail_url: string;
  description: string;
  category: TemplateCategory;
};

const DESIGNS = [...INDIVIDUAL_TEMPLATE_OPTIONS, ...FAMILY_TEMPLATE_OPTIONS];

function example(id: string, category: TemplateCategory, description: string): GalleryTemplate {
  const design = DESIGNS.find((option) => option.id === id);
  const kind = designKind(id);
  // A typo here would show a design the wizards do not offer: refuse it when the module loads (tests load it).
  if (!design || !kind) throw new Error(`Template ${id} is not one the wizards offer`);
  return {
    id,
    name: design.name,
    kind,
    // The landscape video; the phone-sized picture (its first frame, 600×730) is the card's thumbnail.
    video_url: `/templates/${id}.webm`,
    thumbnail_url: `/templates/${id}-mobile.webp`,
    description,
    category,
  };
}

export const GALLERY_TEMPLATES: GalleryTemplate[] = [
  example(
    'template-8',
    'deportiva',
    'El verde y blanco del Deportivo Cali: el estadio encendido, la tribuna de pie y los cerros de la ciudad con Cristo Rey al fondo. Para quien vivió cada partido con el corazón azucarero.',
  ),
  example(
    'template-7',
    'deportiva',
    'El rojo del América de Cali en una noche de fútbol bajo las luces del estadio. Un homenaje para el hincha que nunca dejó de alentar a la Mechita.',
  ),
  example(
    'template-3',
    'elegante',
    'Un cielo sereno en el que la luz se abre paso entre nubes suaves que avanzan despacio. Un diseño sobrio y luminoso que acompaña cualquier historia con paz.',
  ),
  example(
    'template-1',
    'naturaleza',
    'El sol se despide sobre un mar en calma mientras las olas llegan despacio y la luz brilla en el agua. Para quien encontraba en el mar su lugar favorito.',
  ),
  example(
    'template-4',
    'naturaleza',
    'Un campo de girasoles que se mece con la brisa bajo un cielo cálido de la tarde. Luz y alegría para recordar a alguien que siempre buscó el sol.',
  ),
  example(
    'template-2',
    'naturaleza',
    'Un camino que se pierde entre montañas verdes hacia el sol de la mañana. Para quien vivió viajando, o para recordar el largo camino recorrido juntos.',
  ),
  example(
    'template-5',
    'mascotas',
    'Dos gatos miran salir la luna desde el muro del jardín mientras titilan las estrellas. Para recordar al compañero felino que llenó la casa de ternura.',
  ),
  example(
    'template-6',
    'mascotas',
    'Un perro fiel en una pradera soleada, con su pelota al lado y huellas en la hierba. Para honrar al amigo leal que nos acompañó en cada paso.',
  ),
  example(
    'family-1',
    'naturaleza',
    'Un árbol frondoso al atardecer, con raíces hondas y ramas que se abren: la familia que crece desde un mismo tronco y sigue reunida bajo su sombra.',
  ),
  example(
    'family-2',
    'naturaleza',
    'Palmas de cera en un valle sereno, entre la niebla de la mañana y las montañas del Eje Cafetero. Un paisaje de la tierra que une a toda la familia.',
  ),
];

/** A ?categoria= value as a tab: anything unknown (or missing) shows every example. */
export function parseTemplateFilter(value: string | null | undefined): TemplateFilter {
  return TEMPLATE_CATEGORIES.find((category) => category === value) ?? 'todas';
}

export function templatesFor(filter: TemplateFilter, templates: GalleryTemplate[] = GALLERY_TEMPLATES): GalleryTemplate[] {
  return filter === 'todas' ? templates : templates.filter((template) => template.category === filter);
}

/** The tab's address: the page itself works without JavaScript. */
export function templateFilterHref(filter: TemplateFilter): string {
  return filter === 'todas' ? '/template' : `/template?categoria=${filter}`;
}

export const CUSTOM_TEMPLATE_MESSAGE =
  'Hola, me gustaría una plantilla personalizada para el memorial de un ser querido. ¿Me pueden contar cómo funciona?';

/**
 * 'Contactar para Personalización': the site's chat link (footer_info.phone with the 57 prefix, the same
 * link as the floating chat button) with the request already written. Null when no phone is configured.
 */
export function customTemplateChatLink(phone: string): string | null {
  const chat = whatsappLink(phone);
  return chat ? `${chat}?text=${encodeURIComponent(CUSTOM_TEMPLATE_MESSAGE)}` : null;
}
