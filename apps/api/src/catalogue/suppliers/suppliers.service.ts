import { PAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierList } from '@roadbook/domain/contracts/suppliers';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { uploadUrl } from '../../http/upload-url';
import { countPublicSuppliers, selectPublicSuppliers } from './suppliers.queries';

export interface SuppliersServiceDependencies {
  database: DatabaseHandle;
}

export function createSuppliersService({ database }: SuppliersServiceDependencies) {
  const { db } = database;

  return {
    /** One page of the public suppliers by name, each with its logo and its number of available cars. */
    async listPublicSuppliers(page: number): Promise<SupplierList> {
      const { rows, ...paging } = await loadListPage(
        { page, pageSize: PAGE_SIZE },
        (window) => selectPublicSuppliers(db, window),
        () => countPublicSuppliers(db),
      );
      return {
        suppliers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          logo: uploadUrl(row.avatar),
          carCount: row.car_count,
        })),
        ...paging,
      };
    },
  };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
