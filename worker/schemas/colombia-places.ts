/**
 * Colombia's 33 departamentos (Bogotá D.C. among them) and their municipios with DANE DIVIPOLA codes, the fixed
 * list the plaque's delivery form offers and the API checks against. The data was taken once from the npm package
 * `colombia-cities` 1.0.0 (MIT), with the departments' official names and Spanish connectors restored; it is
 * committed rather than depended on because a place list must not change under a stored address. Pure: the
 * delivery form loads it on demand (about 9 KB compressed).
 */
import places from './colombia-places.json';

/** A municipio as [DANE code, name]. */
export type Municipality = readonly [code: string, name: string];
export type Department = { name: string; code: string; municipalities: readonly Municipality[] };

export const COLOMBIA_DEPARTMENTS: readonly Department[] = places.map((department) => ({
  ...department,
  municipalities: department.municipalities.map(([code = '', name = '']): Municipality => [code, name]),
}));

export function findDepartment(name: string): Department | undefined {
  return COLOMBIA_DEPARTMENTS.find((department) => department.name === name);
}

/** Whether `municipality` is, spelled exactly so, a municipio of `department`. */
export function isMunicipalityOf(department: string, municipality: string): boolean {
  return findDepartment(department)?.municipalities.some(([, name]) => name === municipality) ?? false;
}
