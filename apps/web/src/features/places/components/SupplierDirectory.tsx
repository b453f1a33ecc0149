import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useSuppliers } from '@/api/get-suppliers';

import { LoadError } from './LoadError';
import { Pager } from './Pager';
import { SupplierCard } from './SupplierCard';

/** Logos above this index are below the fold on most screens: they load lazily. */
const EAGER_LOGOS = 6;
const SKELETON_CARDS = 6;

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
}));

interface SupplierDirectoryProps {
  page: number;
  /** The address of another page of suppliers. */
  pageHref: (page: number) => string;
}

/** One page of the public suppliers, with loading, empty and error states and the pager. */
export function SupplierDirectory({ page, pageHref }: SupplierDirectoryProps) {
  const { t } = useTranslation('places');
  const query = useSuppliers(page);

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  if (query.data === undefined) {
    return (
      <>
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {t('suppliers.loading')}
        </Typography>
        <Grid aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rounded" height={80} />
            </li>
          ))}
        </Grid>
      </>
    );
  }

  const { suppliers, total, pageSize } = query.data;
  if (suppliers.length === 0) return <Typography role="status">{t('suppliers.empty')}</Typography>;

  return (
    <>
      <Grid aria-label={t('suppliers.listLabel')}>
        {suppliers.map((supplier, index) => (
          <li key={supplier.id}>
            <SupplierCard supplier={supplier} lazyLogo={index >= EAGER_LOGOS} />
          </li>
        ))}
      </Grid>
      <Pager
        label={t('suppliers.pagesLabel')}
        page={page}
        pages={Math.ceil(total / pageSize)}
        hrefOf={pageHref}
      />
    </>
  );
}
