import { PAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierList } from '@roadbook/domain/contracts/suppliers';
import type { Database } from '../../db/client';
import { uploadUrl } from '../../http/upload-url';
import { countPublicSuppliers, selectPublicSuppliers } from './suppliers.queries';

/** One page of the public suppliers by name, each with its logo and its number of available cars. */
export async function listPublicSuppliers(db: Database, page: number): Promise<SupplierList> {
  const window = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const rows = await selectPublicSuppliers(db, window);
  // Each row carries the total; a page past the end has none, so the total is counted apart.
  const total =
    rows.length === 0 && window.offset > 0 ? await countPublicSuppliers(db) : (rows[0]?.total ?? 0);
  return {
    suppliers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      logo: uploadUrl(row.avatar),
      carCount: row.car_count,
    })),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}
