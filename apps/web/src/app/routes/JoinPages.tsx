// The join pages (no header), one chunk for both: they share their forms, schemas and words, and the
// first load of every page lists one file for them (router.tsx picks each screen).
import type { PageModule } from '../route-deps';
import { DriverJoinPage } from './DriverJoinPage';
import { SupplierJoinPage } from './SupplierJoinPage';

/** /suppliers/join */
export const supplierJoin: PageModule = { Component: SupplierJoinPage };

/** /drivers/join */
export const driverJoin: PageModule = { Component: DriverJoinPage };
