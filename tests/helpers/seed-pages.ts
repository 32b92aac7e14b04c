import { SEED_COUPLE } from '../../db/seed/data/couples';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';

/** The public pages of the seed's published memorial, family and couple (db/seed/data/), and the memorial's wall. */
export const SEED_PAGES = [
  `/memorial/${SEED_MEMORIAL.slug}`,
  `/familia/${SEED_FAMILY.slug}`,
  `/pareja/${SEED_COUPLE.slug}`,
  `/muro-de-recuerdos/${SEED_MEMORIAL.slug}`,
];
