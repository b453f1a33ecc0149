// What every back-office page is made of: its heading (which names the tab too), the way back to its
// list and the spinner of a part still loading.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useTitledMeta } from '@/lib/use-titled-meta';

export function Loading() {
  const { t } = useTranslation();
  return <CircularProgress aria-label={t('a11y.loading')} sx={{ m: 4 }} />;
}

/** The tab's title: the page's, then the back office's. */
export function usePageTitle(title: string) {
  const { t } = useTranslation('backOffice');
  useTitledMeta(`${title} · ${t('title')}`, t('signIn.intro'));
}

export function PageHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        mb: 3,
        flexWrap: 'wrap',
      }}
    >
      <div>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {intro !== undefined && <Typography color="text.secondary">{intro}</Typography>}
      </div>
      {action}
    </Box>
  );
}

/** The way back from a record's page to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} sx={{ mb: 1 }}>
      ← {label}
    </Button>
  );
}
