import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useConfig } from '@/features/config/api/get-config';
import { CurrencyMenu } from '@/features/currency/components/CurrencyMenu';
import { LanguageSelect } from '@/features/language/components/LanguageSelect';

import { FOOTER_SECTIONS, SUPPLIERS_PATH } from './footer-links';

/** On every page: the footer links, the language and currency menus, the copyright. */
export function Footer() {
  const { t } = useTranslation();
  // Until the config is known the suppliers link stays out rather than flash in and out.
  const showSuppliers = useConfig().data?.hideSuppliers === false;
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{ mt: 6, py: 5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label={t('a11y.footerNavigation')}
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          {FOOTER_SECTIONS.map((section) => (
            <div key={section.id}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
                {t(`footer.sections.${section.id}`)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                {section.links
                  .filter((link) => showSuppliers || link.to !== SUPPLIERS_PATH)
                  .map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover">
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
              </Box>
            </div>
          ))}
        </Box>
        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <LanguageSelect />
          <CurrencyMenu />
          <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }}>
            {t('footer.copyright', { year })}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
