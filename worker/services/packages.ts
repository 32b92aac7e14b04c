import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import type { PackageType } from '../../db/schema/enums';

/** A package as the API shows it (product §1.3). */
export type PackageDto = {
  id: string;
  name: string;
  package_type: PackageType;
  price: number;
  currency: string;
  description: string;
  features: string[];
  is_active: boolean;
};

export function toPackageDto(row: typeof packages.$inferSelect): PackageDto {
  return {
    id: row.id,
    name: row.name,
    package_type: row.packageType,
    price: row.price,
    currency: row.currency,
    description: row.description,
    features: row.features,
    is_active: row.isActive,
  };
}

/** The packages a visitor can buy, in the order the storefront shows them. */
export async function listActivePackages(deps: { db: Db }): Promise<PackageDto[]> {
  const { db } = deps;
  const rows = await db.select().from(packages).where(eq(packages.isActive, true)).orderBy(asc(packages.sortOrder), asc(packages.price));
  return rows.map(toPackageDto);
}
