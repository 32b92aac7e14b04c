import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import { notFound } from '../errors';
import type { AdminPackageInput } from '../schemas/settings';
import { auditInsert } from './audit';
import type { PublicPages } from '../edge-cache/purge';
import { LANDING_PATH } from '../edge-cache/public-paths';
import { toPackageDto, type PackageDto } from './packages';
import type { UserRow } from './users';

type PackageDeps = { db: Db; ipAddress: string | null; pages: PublicPages };

/** Every package, the inactive ones too, in the storefront's order. */
export async function listAllPackages(deps: { db: Db }): Promise<PackageDto[]> {
  const { db } = deps;
  const rows = await db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.price));
  return rows.map(toPackageDto);
}

/**
 * Saves a package from the back-office, audit-logged with what it was. A deactivated package leaves the
 * landing and can no longer be ordered (services/orders.ts findActivePackage); orders already placed keep
 * the price they were placed at.
 */
export async function updatePackage(deps: PackageDeps, actor: UserRow, id: string, input: AdminPackageInput): Promise<PackageDto> {
  const { db } = deps;
  const [previous] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  if (!previous) throw notFound('Paquete no encontrado');
  const [, [updated]] = await db.batch([
    auditInsert(db, {
      actorId: actor.id,
      action: 'package.update',
      entityType: 'package',
      entityId: id,
      details: { previous: toPackageDto(previous), value: input },
      ipAddress: deps.ipAddress,
    }),
    db
      .update(packages)
      .set({
        name: input.name,
        description: input.description,
        price: input.price,
        features: input.features,
        packageType: input.package_type,
        isActive: input.is_active,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(packages.id, id))
      .returning(),
  ]);
  if (!updated) throw notFound('Paquete no encontrado');
  // The landing lists the active packages (an inactive one leaves it).
  await deps.pages.purge([LANDING_PATH]);
  return toPackageDto(updated);
}
