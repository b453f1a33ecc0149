// The back office's frame: a top bar (the menu button on a phone), the sections in a drawer (always
// open on a wide screen), who is signed in, the way back to the site and out, and the page itself in
// the main landmark, reached by the skip link.
import type { User } from '@roadbook/domain/contracts/accounts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { SkipLink } from '@/components/SkipLink';
import { backOfficePaths } from '@/lib/back-office-paths';
import { paths } from '@/lib/paths';

const DRAWER_WIDTH = 240;
const MAIN_ID = 'back-office-main';

interface Section {
  path: string;
  label: string;
  /** Only this address, not the ones below it, makes the section the current one. */
  end?: boolean;
}

function isCurrent(section: Section, pathname: string): boolean {
  return pathname === section.path || (section.end !== true && pathname.startsWith(`${section.path}/`));
}

/** The sections a user's role opens: the marketplace's are the admins', a supplier's own settings its own. */
function useSections(isAdmin: boolean): Section[] {
  const { t } = useTranslation('backOffice');
  return [
    { path: backOfficePaths.dashboard, label: t('nav.dashboard'), end: true },
    { path: backOfficePaths.cars, label: t('nav.cars') },
    { path: backOfficePaths.bookings, label: t('nav.bookings') },
    { path: backOfficePaths.calendar, label: t('nav.calendar') },
    { path: backOfficePaths.drivers, label: t('nav.drivers') },
    ...(isAdmin
      ? [
          { path: backOfficePaths.suppliers, label: t('nav.suppliers') },
          { path: backOfficePaths.leads, label: t('nav.leads') },
          { path: backOfficePaths.locations, label: t('nav.locations') },
          { path: backOfficePaths.countries, label: t('nav.countries') },
          { path: backOfficePaths.helpArticles, label: t('nav.help') },
          { path: backOfficePaths.audit, label: t('nav.audit') },
          { path: backOfficePaths.settings, label: t('nav.settings') },
        ]
      : // A supplier's own profile, logo, rental conditions and preferences, in the back office.
        [{ path: backOfficePaths.agencySettings, label: t('nav.agencySettings') }]),
  ];
}

interface BackOfficeFrameProps {
  user: User;
  /** The language control (the site's). */
  languageControl: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
}

export function BackOfficeFrame({ user, languageControl, onSignOut, children }: BackOfficeFrameProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const { t: tCommon } = useTranslation();
  const sections = useSections(user.type === 'admin');
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // Following a link closes the phone's menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const drawer = (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Toolbar />
      <List>
        {sections.map((section) => {
          const current = isCurrent(section, pathname);
          return (
            <ListItem key={section.path} disablePadding>
              <ListItemButton
                component={Link}
                to={section.path}
                selected={current}
                aria-current={current ? 'page' : undefined}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <Box sx={{ p: 2, mt: 'auto', display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('nav.signedInAs', { name: user.fullName, role: tEnums(`userType.${user.type}`) })}
        </Typography>
        {languageControl}
        <ListItemButton component={Link} to={paths.home} sx={{ borderRadius: 1 }}>
          <ListItemText primary={t('nav.site')} />
        </ListItemButton>
        <ListItemButton onClick={onSignOut} sx={{ borderRadius: 1 }}>
          <ListItemText primary={t('nav.signOut')} />
        </ListItemButton>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink href={`#${MAIN_ID}`}>{tCommon('a11y.skipToContent')}</SkipLink>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(!isMenuOpen)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
            </svg>
          </IconButton>
          <Typography component="p" variant="h6" noWrap>
            Roadbook · {t('title')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={isMenuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {drawer}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
