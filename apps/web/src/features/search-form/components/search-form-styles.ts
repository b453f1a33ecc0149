// The search form's look: plain HTML elements styled with the theme, no heavy form widgets.
import { styled } from '@mui/material/styles';

export type SearchFormLayout = 'stacked' | 'horizontal';

interface LayoutProps {
  layout: SearchFormLayout;
}

const withoutLayout = { shouldForwardProp: (prop: string) => prop !== 'layout' };

/** Height of a field label above its input, so that a button in a row lines up with the inputs. */
const LABEL_OFFSET = 'calc(0.875rem * 1.5 + 4px)';

export const Form = styled(
  'form',
  withoutLayout,
)<LayoutProps>(({ theme, layout }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  ...(layout === 'horizontal' && {
    [theme.breakpoints.up('md')]: { flexDirection: 'row', alignItems: 'flex-start' },
  }),
}));

export const Fields = styled(
  'div',
  withoutLayout,
)<LayoutProps>(({ theme, layout }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  minWidth: 0,
  ...(layout === 'horizontal' && {
    flex: 1,
    [theme.breakpoints.up('sm')]: {
      display: 'flex',
      flexWrap: 'wrap',
      '& > *': { flex: '1 1 12rem', minWidth: 0 },
    },
  }),
}));

export const PlaceGroup = styled(
  'div',
  withoutLayout,
)<LayoutProps>(({ theme, layout }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  alignContent: 'start',
  ...(layout === 'horizontal' && { [theme.breakpoints.up('sm')]: { flex: '1.6 1 15rem !important' } }),
}));

export const FieldLabel = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

export const DateInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  width: '100%',
  minHeight: 48,
  padding: theme.spacing(1, 1.5),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

export const FieldError = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.error.dark,
}));

export const CheckboxLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 32,
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  cursor: 'pointer',
}));

export const Checkbox = styled('input')(({ theme }) => ({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: theme.palette.primary.main,
  cursor: 'pointer',
}));

export const SubmitButton = styled(
  'button',
  withoutLayout,
)<LayoutProps>(({ theme, layout }) => ({
  font: 'inherit',
  fontWeight: 700,
  minHeight: 48,
  padding: theme.spacing(1, 4),
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.grey[800] },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  ...(layout === 'horizontal' && {
    [theme.breakpoints.up('md')]: { marginTop: LABEL_OFFSET, flex: '0 0 auto' },
  }),
}));
