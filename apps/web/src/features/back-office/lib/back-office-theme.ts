// The back office's look: Material UI with the marketplace's colours (primary #1a1a1a on #FAFAFA)
// and its components' own words (pagination, dialogs) in the page's language.
import type { Language } from '@roadbook/domain/constants';
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES, frFR } from '@mui/material/locale';

const MATERIAL_LOCALES = { en: enUS, fr: frFR, es: esES } as const;

const themes = new Map<Language, Theme>();

export function backOfficeTheme(language: Language): Theme {
  let theme = themes.get(language);
  if (theme === undefined) {
    theme = createTheme(
      {
        palette: {
          primary: { main: '#1a1a1a' },
          secondary: { main: '#1d4ed8' },
          // Darker than Material's own, so that white words on them keep a 4.5:1 contrast (WCAG AA).
          error: { main: '#b91c1c' },
          warning: { main: '#b45309' },
          info: { main: '#0369a1' },
          success: { main: '#15803d' },
          background: { default: '#fafafa' },
        },
        shape: { borderRadius: 8 },
        typography: { fontFamily: 'var(--rb-font)', button: { textTransform: 'none' } },
        components: {
          MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
          MuiFormControl: { defaultProps: { size: 'small' } },
          MuiButton: { defaultProps: { disableElevation: true } },
        },
      },
      MATERIAL_LOCALES[language],
    );
    themes.set(language, theme);
  }
  return theme;
}
