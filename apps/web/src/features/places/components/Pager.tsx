import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface PagerProps {
  /** Accessible name of the navigation, e.g. "Pages of rental agencies". */
  label: string;
  page: number;
  pages: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
}

/** Previous and next links around "Page 2 of 5"; nothing when everything fits on one page. */
export function Pager({ label, page, pages, hrefOf }: PagerProps) {
  const { t } = useTranslation('places');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Typography
        component="div"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4 }}
      >
        {page > 1 && (
          <Button component={RouterLink} to={hrefOf(page - 1)} startIcon={<ChevronLeftIcon />}>
            {t('pager.previous')}
          </Button>
        )}
        <span aria-current="page">{t('pager.position', { page, pages })}</span>
        {page < pages && (
          <Button component={RouterLink} to={hrefOf(page + 1)} endIcon={<ChevronRightIcon />}>
            {t('pager.next')}
          </Button>
        )}
      </Typography>
    </nav>
  );
}
