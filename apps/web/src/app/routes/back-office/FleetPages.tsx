// The fleet's pages: the list (/admin/cars), a new car, a car's editor and the CSV import.
import type { User } from '@roadbook/domain/contracts/accounts';
import type { FleetCarRow } from '@roadbook/domain/contracts/fleet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';
import { createCar, duplicateCar, fleetCarQueryOptions, storeFleetCar, updateCar } from '@/api/fleet';
import { useToast } from '@/components/toast/use-toast';
import { CarEditor } from '@/features/back-office/components/CarEditor';
import { CarImageField } from '@/features/back-office/components/CarImageField';
import { LoadError } from '@/features/back-office/components/LoadError';
import { backOfficeCarPath, backOfficePaths } from '@/lib/back-office-paths';

import { BackLink, Loading, PageHeading } from './page-parts';

// The lists come with the data grid, loaded only with a list.
const FleetList = lazy(async () => ({
  default: (await import('@/features/back-office/components/FleetList')).FleetList,
}));
const FleetImport = lazy(async () => ({
  default: (await import('@/features/back-office/components/FleetImport')).FleetImport,
}));

function useDuplicate() {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useMutation({
    mutationFn: (car: FleetCarRow) => duplicateCar(car.id),
    onSuccess: async (copy, original) => {
      await storeFleetCar(queryClient, copy);
      toast.success(t('fleet.duplicated', { name: original.name }));
      await navigate(backOfficeCarPath(copy.id));
    },
  });
  return (car: FleetCarRow) => duplicate.mutate(car);
}

export function FleetPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  const onDuplicate = useDuplicate();
  return (
    <>
      <PageHeading
        title={t('fleet.title')}
        intro={t('fleet.intro')}
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={Link} to={backOfficePaths.importCars}>
              {t('fleet.import')}
            </Button>
            <Button variant="contained" component={Link} to={backOfficePaths.newCar}>
              {t('fleet.add')}
            </Button>
          </Box>
        }
      />
      <Suspense fallback={<Loading />}>
        <FleetList isAdmin={user.type === 'admin'} onDuplicate={onDuplicate} />
      </Suspense>
    </>
  );
}

export function ImportPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <BackToFleet />
      <PageHeading title={t('import.title')} />
      <Suspense fallback={<Loading />}>
        <FleetImport />
      </Suspense>
    </>
  );
}

/** The suppliers an admin picks a car's owner from; null for a supplier, who owns its cars. */
export function useSupplierChoices(user: User) {
  const isAdmin = user.type === 'admin';
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });
  return isAdmin ? (suppliers.data?.suppliers ?? []) : null;
}

export function NewCarPage({ user }: { user: User }) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suppliers = useSupplierChoices(user);
  return (
    <>
      <BackToFleet />
      <PageHeading title={t('car.newTitle')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('car.imageAfterSave')}
      </Typography>
      <CarEditor
        suppliers={suppliers}
        onSave={async (input) => {
          const car = await createCar(input);
          await storeFleetCar(queryClient, car);
          toast.success(t('car.created'));
          await navigate(backOfficeCarPath(car.id), { replace: true });
        }}
      />
    </>
  );
}

export function CarPage({ user, id }: { user: User; id: string }) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const car = useQuery(fleetCarQueryOptions(id));
  const suppliers = useSupplierChoices(user);
  if (car.isPending) return <Loading />;
  if (car.isError) {
    return (
      <>
        <BackToFleet />
        <LoadError onRetry={() => void car.refetch()} />
      </>
    );
  }
  return (
    <>
      <BackToFleet />
      <PageHeading title={t('car.editTitle', { name: car.data.name })} />
      <CarEditor
        key={car.data.id}
        car={car.data}
        suppliers={suppliers}
        onSave={async (input) => {
          await storeFleetCar(queryClient, await updateCar({ id: car.data.id, car: input }));
          toast.success(t('car.saved'));
        }}
      >
        <CarImageField car={car.data} />
      </CarEditor>
    </>
  );
}

function BackToFleet() {
  const { t } = useTranslation('backOffice');
  return <BackLink to={backOfficePaths.cars} label={t('car.back')} />;
}
