// The back office (/admin/*), one lazy chunk with Material UI that public pages never load: its
// sign-in (admins and suppliers; a driver is refused), then its sections in its frame. A visitor
// without a session goes to the sign-in, the address they wanted kept; a driver signed in on the site
// is told the area is not theirs.
import type { User } from '@roadbook/domain/contracts/accounts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';

import { useSession } from '@/api/validate-access-token';
import { SignInForm } from '@/features/account/components/SignInForm';
import { useSignOut } from '@/features/account/hooks/use-sign-out';
import { BackOfficeFrame } from '@/features/back-office/components/BackOfficeFrame';
import { backOfficeTheme } from '@/features/back-office/lib/back-office-theme';
import { LanguageSelect } from '@/features/language/components/LanguageSelect';
import { backOfficePaths, backOfficeSignInPath, isBackOfficePath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';
import { FROM_PARAM, paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';

import { BACK_OFFICE_PAGE_TABLE } from './back-office/page-table';
import { Loading, usePageTitle } from './back-office/page-parts';

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

function NotFound() {
  const { t } = useTranslation('backOffice');
  usePageTitle(t('notFound'));
  return <Alert severity="info">{t('notFound')}</Alert>;
}

/** The page at `pathname` (matched as the router does, which has one route for the whole area). */
function BackOfficePage({ user, pathname }: { user: User; pathname: string }) {
  for (const entry of BACK_OFFICE_PAGE_TABLE) {
    if (entry.isAdminOnly === true && user.type !== 'admin') continue;
    if (entry.isSupplierOnly === true && user.type !== 'supplier') continue;
    const match = matchPath(entry.path, pathname);
    if (match !== null) return entry.render({ user, params: match.params });
  }
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
