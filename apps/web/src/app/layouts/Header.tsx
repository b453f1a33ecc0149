import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';

import { useConfig } from '@/api/get-config';
import { LanguageMenu } from '@/features/language/components/LanguageMenu';
import { paths } from '@/lib/paths';

import { HEADER_MENU, visibleHeaderItems, type HeaderMenuItem } from './header-menu';
import { MobileMenu } from './MobileMenu';

export interface HeaderProps {
  signedIn: boolean;
  onSignOut?: () => void;
}

const activeLinkStyle = {
  '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const;

/** The header menu: inline links and an overflow menu on wide screens, a drawer on small ones. */
export function Header({ signedIn, onSignOut }: HeaderProps) {
  const { t } = useTranslation();
  const hideSuppliers = useConfig().data?.hideSuppliers;
  const items = visibleHeaderItems(HEADER_MENU, { signedIn, hideSuppliers });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const moreButtonId = `${id}-more-button`;
  const moreMenuId = `${id}-more-menu`;
  const drawerId = `${id}-drawer`;

  const runAction = (item: HeaderMenuItem) => {
    if (item.kind === 'action' && item.action === 'signOut') onSignOut?.();
  };
  const inline = items.filter((item) => item.placement === 'inline');
  const more = items.filter((item) => item.placement === 'more');
  const cta = items.filter((item) => item.placement === 'cta');

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to={paths.home}
          color="inherit"
          underline="none"
          sx={{ fontWeight: 800, fontSize: '1.25rem', mr: 2 }}
        >
          {t('app.name')}
        </Link>
        <Box
          component="nav"
          aria-label={t('a11y.mainNavigation')}
          sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5, flex: 1 }}
        >
          {inline.map((item) =>
            item.kind === 'link' ? (
              <Button key={item.id} component={NavLink} to={item.to} color="inherit" sx={activeLinkStyle}>
                {t(item.labelKey)}
              </Button>
            ) : (
              <Button key={item.id} color="inherit" onClick={() => runAction(item)}>
                {t(item.labelKey)}
              </Button>
            ),
          )}
          {more.length > 0 && (
            <>
              <IconButton
                id={moreButtonId}
                color="inherit"
                aria-label={t('a11y.openMenu')}
                aria-haspopup="true"
                aria-controls={moreAnchor ? moreMenuId : undefined}
                aria-expanded={moreAnchor ? 'true' : undefined}
                onClick={(event) => setMoreAnchor(event.currentTarget)}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu
                id={moreMenuId}
                anchorEl={moreAnchor}
                open={moreAnchor !== null}
                onClose={() => setMoreAnchor(null)}
                slotProps={{ list: { 'aria-labelledby': moreButtonId } }}
              >
                {more.map((item) =>
                  item.kind === 'link' ? (
                    <MenuItem
                      key={item.id}
                      component={RouterLink}
                      to={item.to}
                      onClick={() => setMoreAnchor(null)}
                    >
                      {t(item.labelKey)}
                    </MenuItem>
                  ) : (
                    <MenuItem
                      key={item.id}
                      onClick={() => {
                        setMoreAnchor(null);
                        runAction(item);
                      }}
                    >
                      {t(item.labelKey)}
                    </MenuItem>
                  ),
                )}
              </Menu>
            </>
          )}
        </Box>
        <Box sx={{ flex: { xs: 1, lg: 0 } }} />
        <LanguageMenu compact />
        {cta.map((item) =>
          item.kind === 'link' ? (
            <Button
              key={item.id}
              component={RouterLink}
              to={item.to}
              variant="contained"
              disableElevation
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t(item.labelKey)}
            </Button>
          ) : null,
        )}
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('a11y.openMenu')}
          aria-haspopup="true"
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <MobileMenu
        id={drawerId}
        open={drawerOpen}
        items={items}
        onClose={() => setDrawerOpen(false)}
        onAction={runAction}
      />
    </AppBar>
  );
}
