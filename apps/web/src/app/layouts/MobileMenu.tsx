import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { HeaderMenuItem } from './header-menu';

interface MobileMenuProps {
  id: string;
  open: boolean;
  items: readonly HeaderMenuItem[];
  onClose: () => void;
  onAction: (item: HeaderMenuItem) => void;
}

/** The header menu in a drawer, for screens too narrow for inline links. */
export function MobileMenu({ id, open, items, onClose, onAction }: MobileMenuProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, 'aria-labelledby': titleId, sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} component="p" sx={{ fontWeight: 800, flex: 1 }}>
          {t('app.name')}
        </Typography>
        <IconButton edge="end" aria-label={t('a11y.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={t('a11y.mainNavigation')}>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'link' ? (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={onClose}
                  sx={{
                    '&[aria-current="page"]': { bgcolor: 'action.selected' },
                    '&[aria-current="page"] .MuiListItemText-primary': { fontWeight: 700 },
                  }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  onClick={() => {
                    onClose();
                    onAction(item);
                  }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              )}
            </li>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
