import { createTheme } from '@mui/material/styles';
import { THEME_COLORS } from '@roadbook/domain/constants';

/** System fonts only: no web font is downloaded. */
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

export const theme = createTheme({
  palette: {
    primary: { main: THEME_COLORS.primary },
    background: { default: THEME_COLORS.background },
  },
  typography: {
    fontFamily: FONT_STACK,
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
