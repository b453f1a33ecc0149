import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useUrlLanguageParam } from '../hooks/use-url-language-param';
import { pageHref } from '../lib/home-links';

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  maxWidth: 1200,
  marginInline: 'auto',
  padding: theme.spacing(1.5, 2),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(2, 3) },
}));

const Brand = styled(RouterLink)(({ theme }) => ({
  marginRight: 'auto',
  fontSize: '1.25rem',
  fontWeight: 800,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Links = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
}));

const NavLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: theme.spacing(0, 1),
  color: theme.palette.text.primary,
  fontWeight: 600,
  fontSize: theme.typography.body2.fontSize,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const SignIn = styled(NavLink)(({ theme }) => ({
  padding: theme.spacing(0, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { backgroundColor: theme.palette.grey[800], textDecoration: 'none' },
}));

/** The professional home's own slim bar (its layout has no header): brand, search, places, sign in. */
export function HomeTopBar() {
  const { t } = useTranslation(['home', 'common']);
  const language = useUrlLanguageParam();
  return (
    <Bar>
      <Brand to={pageHref('/home', language)} aria-label={t('topBar.home')}>
        {t('common:app.name')}
      </Brand>
      <nav aria-label={t('topBar.label')}>
        <Links>
          <li>
            <NavLink to={pageHref('/search', language)}>{t('topBar.search')}</NavLink>
          </li>
          <li>
            <NavLink to={pageHref('/locations', language)}>{t('common:nav.locations')}</NavLink>
          </li>
          <li>
            <SignIn to={pageHref('/sign-in', language)}>{t('common:nav.signIn')}</SignIn>
          </li>
        </Links>
      </nav>
    </Bar>
  );
}
