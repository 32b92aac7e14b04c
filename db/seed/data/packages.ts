import type { PackageType } from '../../schema/enums';

/** The two packages the storefront sells. Stable ids make the seed idempotent and orders easy to read. */
export type SeedPackage = {
  id: string;
  name: string;
  packageType: PackageType;
  /** Whole Colombian pesos. */
  price: number;
  description: string;
  features: string[];
  sortOrder: number;
};

const PLAQUE = 'Código QR en forma de corazón grabado en placa de aluminio de 6x6 cm, entregado en caja';
const FOREVER = 'Memorial disponible de forma permanente: un solo pago, sin mensualidades';
const SUPPORT = 'Soporte por correo electrónico con respuesta en 24 horas';

export const SEED_PACKAGES: readonly SeedPackage[] = [
  {
    id: 'pkg-individual',
    name: 'Memorial Individual',
    packageType: 'individual',
    price: 150000,
    description: 'Un memorial digital para honrar a un ser querido, con su historia, sus fotos y su música, y una placa QR para su lápida.',
    features: [
      PLAQUE,
      'Página conmemorativa con la plantilla de diseño que elijas',
      'Galería de hasta 6 fotos',
      'Video conmemorativo de hasta 3 minutos',
      'Su canción favorita en la página',
      'Muro de los Recuerdos para familiares y amigos',
      FOREVER,
      SUPPORT,
    ],
    sortOrder: 0,
  },
  {
    id: 'pkg-family',
    name: 'Memorial Familiar',
    packageType: 'family',
    price: 280000,
    description: 'Una página familiar que reúne la historia de hasta tres seres queridos, con sus retratos, fotos, videos y una placa QR.',
    features: [
      PLAQUE,
      'Página familiar con hasta 3 seres queridos',
      'Retrato, fechas y video conmemorativo de cada integrante',
      'Galería de recuerdos de hasta 6 fotos por integrante',
      'La canción que une a la familia',
      'Muro de los Recuerdos compartido',
      FOREVER,
      SUPPORT,
    ],
    sortOrder: 1,
  },
];
