/**
 * The templates gallery at /template (spec part 2 §2 'Templates gallery' and §3 'Templates'): seven static
 * examples of the designs, filtered by category. Examples only: nothing is created from this page. Each
 * example's video and thumbnail are the template's own files in public/templates/.
 */
import { whatsappLink } from '../phone';

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

/** The tabs in the spec's order, 'Todas' first. */
export const TEMPLATE_TABS: { filter: TemplateFilter; label: string }[] = [
  { filter: 'todas', label: 'Todas' },
  ...TEMPLATE_CATEGORIES.map((category) => ({ filter: category, label: CATEGORY_LABELS[category] })),
];

export type GalleryTemplate = {
  /** The template the design belongs to (the id the memorial wizard stores). */
  id: string;
  name: string;
  video_url: string;
  thumbnail_url: string;
  description: string;
  category: TemplateCategory;
};

const example = (id: string, name: string, category: TemplateCategory, description: string): GalleryTemplate => ({
  id,
  name,
  // The landscape video; the phone-sized picture (its first frame, 600×730) is the card's thumbnail.
  video_url: `/templates/${id}.webm`,
  thumbnail_url: `/templates/${id}-mobile.webp`,
  description,
  category,
});

export const GALLERY_TEMPLATES: GalleryTemplate[] = [
  example(
    'template-8',
    'Deportivo Cali',
    'deportiva',
    'El verde y blanco del Deportivo Cali: el estadio encendido, la tribuna de pie y los cerros de la ciudad con Cristo Rey al fondo. Para quien vivió cada partido con el corazón azucarero.',
  ),
  example(
    'template-7',
    'América de Cali',
    'deportiva',
    'El rojo del América de Cali en una noche de fútbol bajo las luces del estadio. Un homenaje para el hincha que nunca dejó de alentar a la Mechita.',
  ),
  example(
    'template-3',
    'Resplandor Nubes',
    'elegante',
    'Un cielo sereno en el que la luz se abre paso entre nubes suaves que avanzan despacio. Un diseño sobrio y luminoso que acompaña cualquier historia con paz.',
  ),
  example(
    'template-1',
    'Olas en la Playa',
    'naturaleza',
    'El sol se despide sobre un mar en calma mientras las olas llegan despacio y la luz brilla en el agua. Para quien encontraba en el mar su lugar favorito.',
  ),
  example(
    'template-4',
    'Girasoles',
    'naturaleza',
    'Un campo de girasoles que se mece con la brisa bajo un cielo cálido de la tarde. Luz y alegría para recordar a alguien que siempre buscó el sol.',
  ),
  example(
    'template-5',
    'Plantilla para Gatos',
    'mascotas',
    'Dos gatos miran salir la luna desde el muro del jardín mientras titilan las estrellas. Para recordar al compañero felino que llenó la casa de ternura.',
  ),
  example(
    'template-6',
    'Plantilla para Perros',
    'mascotas',
    'Un perro fiel en una pradera soleada, con su pelota al lado y huellas en la hierba. Para honrar al amigo leal que nos acompañó en cada paso.',
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
