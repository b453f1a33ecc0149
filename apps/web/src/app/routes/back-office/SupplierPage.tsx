// A supplier's page (/admin/suppliers/:id, admins): its profile and rental conditions, its logo, its
// state with verify, suspend and reinstate, and the way to its cars and bookings.
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { adminSupplierQueryOptions, storeAdminSupplier, updateSupplier } from '@/api/admin-suppliers';
import { useToast } from '@/components/toast/use-toast';
import { LoadError } from '@/features/back-office/components/LoadError';
import { SupplierEditor } from '@/features/back-office/components/SupplierEditor';
import { SupplierLogoField } from '@/features/back-office/components/SupplierLogoField';
import { SupplierStatePanel } from '@/features/back-office/components/SupplierStatePanel';
import { backOfficePaths } from '@/lib/back-office-paths';

import { BackLink, Loading, PageHeading } from './page-parts';

export function SupplierPage({ id }: { id: string }) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const supplier = useQuery(adminSupplierQueryOptions(id));
  if (supplier.isPending) return <Loading />;
  return (
    <>
      <BackLink to={backOfficePaths.suppliers} label={t('supplier.back')} />
      {supplier.isError ? (
        <LoadError onRetry={() => void supplier.refetch()} />
      ) : (
        <>
          <PageHeading title={supplier.data.name} />
          <Box sx={{ display: 'grid', gap: 3 }}>
            <SupplierStatePanel supplier={supplier.data} />
            <SupplierLogoField supplier={supplier.data} />
            <SupplierEditor
              key={supplier.data.id}
              supplier={supplier.data}
              onSave={async (body) => {
                const saved = await updateSupplier({ id: supplier.data.id, supplier: body });
                await storeAdminSupplier(queryClient, saved);
                toast.success(t('supplier.saved', { name: saved.name }));
              }}
            />
          </Box>
        </>
      )}
    </>
  );
}
