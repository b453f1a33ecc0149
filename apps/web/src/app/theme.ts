import type { ThemeOptions } from '@mui/material/styles';
import { THEME_COLORS } from '@roadbook/domain/constants';

/** System fonts only: no web font is downloaded (the same stack as --rb-font in global.css). */
export const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/**
 * The MUI theme. The build makes it MUI's default theme (build/mui-default-theme.ts), so MUI
 * components and `styled` use it without a ThemeProvider, and pages without MUI load none of it.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: THEME_COLORS.primary },
    background: { default: THEME_COLORS.background },
  },
  typography: {
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
  },
};
