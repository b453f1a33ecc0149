import { PAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierList } from '@roadbook/domain/contracts/suppliers';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { uploadUrl } from '../../http/upload-url';
import type { CurrentSiteSettings } from '../site-settings/site-settings.service';
import { countPublicSuppliers, selectPublicSuppliers } from './suppliers.queries';

export interface SuppliersServiceDependencies {
  database: DatabaseHandle;
  /** The site settings now: the list is not there while the marketplace hides its suppliers. */
  siteSettings: CurrentSiteSettings;
}

export function createSuppliersService({ database, siteSettings }: SuppliersServiceDependencies) {
  const { db } = database;

  return {
    /**
     * One page of the public suppliers by name, each with its logo and its number of available cars;
     * null while the marketplace hides its suppliers (HIDE_SUPPLIERS, or an admin's setting).
     */
    async listPublicSuppliers(page: number): Promise<SupplierList | null> {
      if ((await siteSettings()).hideSuppliers) return null;
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
