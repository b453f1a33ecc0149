import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

// The top of a home page: its h1, a lead and the search form (given by the page, which composes the
// search-form feature). Four designs, one per home.

/**
 * `split`: text and trust points beside the form on a clean light band (professional home);
 * `gradient`: full-bleed gradient, very large type, the form in a raised card (stunning home);
 * `panel`: a rounded tinted panel with the form in a card across it (modern home);
 * `simple`: a centred title over a boxed form (previous home).
 */
export type HeroVariant = 'split' | 'gradient' | 'panel' | 'simple';

interface VariantProps {
  variant: HeroVariant;
}
const withoutVariant = { shouldForwardProp: (prop: string) => prop !== 'variant' };

const Band = styled(
  'div',
  withoutVariant,
)<VariantProps>(({ theme, variant }) => ({
  ...(variant === 'split' && {
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(5, 2),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(9, 3) },
  }),
  ...(variant === 'gradient' && {
    background: 'linear-gradient(135deg, #0b1120 0%, #1e3a8a 48%, #6d28d9 100%)',
    color: '#ffffff',
    padding: theme.spacing(8, 2, 10),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(14, 3, 16) },
  }),
  ...(variant === 'panel' && {
    padding: theme.spacing(2, 2, 0),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(4, 3, 0) },
  }),
  ...(variant === 'simple' && { padding: theme.spacing(5, 2, 3) }),
}));

const Inner = styled(
  'div',
  withoutVariant,
)<VariantProps>(({ theme, variant }) => ({
  marginInline: 'auto',
  maxWidth: variant === 'simple' ? 720 : 1200,
  ...(variant === 'split' && {
    display: 'grid',
    gap: theme.spacing(5),
    alignItems: 'center',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
  }),
  ...(variant === 'gradient' && { textAlign: 'center' }),
  ...(variant === 'panel' && {
    borderRadius: 32,
    padding: theme.spacing(5, 2.5),
    background: 'linear-gradient(160deg, #eef2ff 0%, #fdf2f8 100%)',
    [theme.breakpoints.up('md')]: { padding: theme.spacing(8, 6) },
  }),
}));

const Eyebrow = styled('p')({
  margin: '0 0 12px',
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

const Title = styled(
  'h1',
  withoutVariant,
)<VariantProps>(({ theme, variant }) => ({
  margin: 0,
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontSize: '2.25rem',
  ...(variant === 'split' && { [theme.breakpoints.up('md')]: { fontSize: '3rem' } }),
  ...(variant === 'gradient' && {
    fontSize: 'clamp(2.75rem, 7vw, 5rem)',
    lineHeight: 1.02,
    letterSpacing: '-0.035em',
    maxWidth: '14ch',
    marginInline: 'auto',
  }),
  ...(variant === 'panel' && { [theme.breakpoints.up('md')]: { fontSize: '3.25rem' }, maxWidth: '18ch' }),
  ...(variant === 'simple' && { fontSize: '2rem', textAlign: 'center' }),
}));

const Lead = styled(
  'p',
  withoutVariant,
)<VariantProps>(({ theme, variant }) => ({
  margin: theme.spacing(2, 0, 0),
  fontSize: variant === 'gradient' ? '1.25rem' : '1.125rem',
  maxWidth: '40rem',
  color: variant === 'gradient' ? '#e0e7ff' : theme.palette.text.secondary,
  ...(variant === 'gradient' && { marginInline: 'auto' }),
  ...(variant === 'simple' && { textAlign: 'center', marginInline: 'auto' }),
}));

const FormCard = styled(
  'div',
  withoutVariant,
)<VariantProps>(({ theme, variant }) => ({
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  textAlign: 'start',
  ...(variant === 'split' && {
    padding: theme.spacing(3),
    borderRadius: 16,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: '0 12px 32px rgba(17, 24, 39, 0.08)',
  }),
  ...(variant === 'gradient' && {
    marginTop: theme.spacing(6),
    padding: theme.spacing(3),
    borderRadius: 24,
    boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)',
  }),
  ...(variant === 'panel' && {
    marginTop: theme.spacing(4),
    padding: theme.spacing(2.5),
    borderRadius: 20,
    boxShadow: '0 8px 24px rgba(79, 70, 229, 0.12)',
  }),
  ...(variant === 'simple' && {
    marginTop: theme.spacing(3),
    padding: theme.spacing(3),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.grey[400]}`,
  }),
}));

const Points = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(3, 0, 0),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), fontWeight: 600 },
}));

interface HeroProps {
  variant: HeroVariant;
  heading: string;
  lead: string;
  eyebrow?: string;
  /** Short reassurances listed under the lead (`split`). */
  points?: readonly string[];
  /** The search form. */
  form: ReactNode;
  /** Links under the form. */
  actions?: ReactNode;
}

/** The page's h1, its lead and the search form, in one of four designs. */
export function Hero({ variant, heading, lead, eyebrow, points, form, actions }: HeroProps) {
  const text = (
    <div>
      {eyebrow !== undefined && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title variant={variant}>{heading}</Title>
      <Lead variant={variant}>{lead}</Lead>
      {points !== undefined && points.length > 0 && (
        <Points>
          {points.map((point) => (
            <li key={point}>
              <CheckCircleIcon fontSize="small" color="success" aria-hidden="true" />
              {point}
            </li>
          ))}
        </Points>
      )}
    </div>
  );
  return (
    <Band variant={variant}>
      <Inner variant={variant}>
        {text}
        <FormCard variant={variant}>{form}</FormCard>
        {actions}
      </Inner>
    </Band>
  );
}
