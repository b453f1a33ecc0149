import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { useChangeLanguage } from '../hooks/use-change-language';

interface LanguageMenuProps {
  /** Hides the language name on extra-small screens (the icon and accessible name remain). */
  compact?: boolean;
}

/** A button named "Language: <current>" opening the list of display languages. */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const open = anchor !== null;
  const language = currentLanguage(i18n);
  const name = t(`language.names.${language}`);

  const choose = (next: Language) => {
    setAnchor(null);
    if (next !== language) void changeLanguage(next);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-label={`${t('language.label')}: ${name}`}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={compact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } } : undefined}
      >
        <Box component="span" sx={compact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LANGUAGES.map((option) => (
          <MenuItem key={option} lang={option} selected={option === language} onClick={() => choose(option)}>
            {t(`language.names.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
