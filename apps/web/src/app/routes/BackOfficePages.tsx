// The back office (/admin/*), one lazy chunk with Material UI that public pages never load: its
// sign-in (admins and suppliers; a driver is refused), then its sections in its frame. A visitor
// without a session goes to the sign-in, the address they wanted kept; a driver signed in on the site
// is told the area is not theirs.
import type { User } from '@roadbook/domain/contracts/accounts';
import type { FleetCarRow } from '@roadbook/domain/contracts/fleet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';
import { createCar, duplicateCar, fleetCarQueryOptions, storeFleetCar, updateCar } from '@/api/fleet';
import { useSession } from '@/api/validate-access-token';
import { useToast } from '@/components/toast/use-toast';
import { SignInForm } from '@/features/account/components/SignInForm';
import { useSignOut } from '@/features/account/hooks/use-sign-out';
import { BackOfficeFrame } from '@/features/back-office/components/BackOfficeFrame';
import { CarEditor } from '@/features/back-office/components/CarEditor';
import { CarImageField } from '@/features/back-office/components/CarImageField';
import { LoadError } from '@/features/back-office/components/LoadError';
import { backOfficeTheme } from '@/features/back-office/lib/back-office-theme';
import { LanguageSelect } from '@/features/language/components/LanguageSelect';
import {
  backOfficeCarPath,
  backOfficePaths,
  backOfficeSignInPath,
  isBackOfficePath,
} from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';
import { FROM_PARAM, paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useTitledMeta } from '@/lib/use-titled-meta';

// The lists come with the data grid, loaded only with a list.
const FleetList = lazy(async () => ({
  default: (await import('@/features/back-office/components/FleetList')).FleetList,
}));
const SupplierList = lazy(async () => ({
  default: (await import('@/features/back-office/components/SupplierList')).SupplierList,
}));
const Dashboard = lazy(async () => ({
  default: (await import('@/features/back-office/components/Dashboard')).Dashboard,
}));
const FleetImport = lazy(async () => ({
  default: (await import('@/features/back-office/components/FleetImport')).FleetImport,
}));
const AuditList = lazy(async () => ({
  default: (await import('@/features/back-office/components/AuditList')).AuditList,
}));

function Loading() {
  const { t } = useTranslation();
  return <CircularProgress aria-label={t('a11y.loading')} sx={{ m: 4 }} />;
}

function usePageTitle(title: string) {
  const { t } = useTranslation('backOffice');
  useTitledMeta(`${title} · ${t('title')}`, t('signIn.intro'));
}

function PageHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        mb: 3,
        flexWrap: 'wrap',
      }}
    >
      <div>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {intro !== undefined && <Typography color="text.secondary">{intro}</Typography>}
      </div>
      {action}
    </Box>
  );
}

function BackOfficeSignInPage() {
  const { t } = useTranslation('backOffice');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle(t('signIn.title'));
  const from = params.get(FROM_PARAM);
  const destination =
    from !== null && isBackOfficePath(from) && !from.startsWith(backOfficePaths.signIn)
      ? from
      : backOfficePaths.dashboard;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('signIn.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('signIn.intro')}
        </Typography>
        <SignInForm area="backend" onSignedIn={() => void navigate(destination, { replace: true })} />
      </Paper>
    </Box>
  );
}

function DriverRefused({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('backOffice');
  usePageTitle(t('refused.title'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('refused.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('refused.message')}</Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" component={Link} to={paths.bookings}>
            {t('refused.bookings')}
          </Button>
          <Button onClick={onSignOut}>{t('nav.signOut')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}

function DashboardPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('dashboard.title')} intro={t('dashboard.intro')} />
      <Suspense fallback={<Loading />}>
        <Dashboard />
      </Suspense>
    </>
  );
}

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

function FleetPage({ user }: { user: User }) {
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

function ImportPage() {
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

function SuppliersPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('suppliers.title')} intro={t('suppliers.intro')} />
      <Suspense fallback={<Loading />}>
        <SupplierList />
      </Suspense>
    </>
  );
}

function AuditPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('audit.title')} intro={t('audit.intro')} />
      <Suspense fallback={<Loading />}>
        <AuditList />
      </Suspense>
    </>
  );
}

function useSupplierChoices(user: User) {
  const isAdmin = user.type === 'admin';
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });
  return isAdmin ? (suppliers.data?.suppliers ?? []) : null;
}

function NewCarPage({ user }: { user: User }) {
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

function CarPage({ user, id }: { user: User; id: string }) {
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
  return (
    <Button component={Link} to={backOfficePaths.cars} sx={{ mb: 1 }}>
      ← {t('car.back')}
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation('backOffice');
  usePageTitle(t('notFound'));
  return <Alert severity="info">{t('notFound')}</Alert>;
}

/** The page at `pathname` (matched as the router does, which has one route for the whole area). */
function BackOfficePage({ user, pathname }: { user: User; pathname: string }) {
  if (matchPath(backOfficePaths.dashboard, pathname)) return <DashboardPage />;
  if (matchPath(backOfficePaths.cars, pathname)) return <FleetPage user={user} />;
  if (matchPath(backOfficePaths.newCar, pathname)) return <NewCarPage user={user} />;
  if (matchPath(backOfficePaths.importCars, pathname)) return <ImportPage />;
  const car = matchPath(backOfficePaths.car, pathname);
  if (car?.params.id !== undefined) return <CarPage key={car.params.id} user={user} id={car.params.id} />;
  if (user.type === 'admin' && matchPath(backOfficePaths.suppliers, pathname)) return <SuppliersPage />;
  if (user.type === 'admin' && matchPath(backOfficePaths.audit, pathname)) return <AuditPage />;
  return <NotFound />;
}

/** The sections, for an admin or a supplier signed in. */
function BackOfficeArea({ user }: { user: User }) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  if (user.type === 'user') return <DriverRefused onSignOut={() => void signOut()} />;
  return (
    <BackOfficeFrame user={user} languageControl={<LanguageSelect />} onSignOut={() => void signOut()}>
      <BackOfficePage user={user} pathname={pathname} />
    </BackOfficeFrame>
  );
}

/**
 * Nobody signed in on this device, or the session ended: the sign-in, this address kept, this entry
 * of the history replaced.
 */
function ToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void navigate(backOfficeSignInPath(`${pathname}${search}`), { replace: true });
  }, [navigate, pathname, search]);
  return null;
}

function SignedInArea() {
  const session = useSession();
  if (session.isError) return <ToSignIn />;
  if (session.isPending) return <Loading />;
  return <BackOfficeArea user={session.data} />;
}

function BackOffice() {
  const { i18n } = useTranslation();
  const storedUser = useStoredUser();
  const { pathname } = useLocation();
  const isSignIn = pathname === backOfficePaths.signIn;
  return (
    <ThemeProvider theme={backOfficeTheme(currentLanguage(i18n))}>
      <CssBaseline />
      {isSignIn ? <BackOfficeSignInPage /> : storedUser === null ? <ToSignIn /> : <SignedInArea />}
    </ThemeProvider>
  );
}

export const Component = BackOffice;
