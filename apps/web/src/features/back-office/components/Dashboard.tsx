// The back office's dashboard: a period (presets or days), today's and tomorrow's pick-ups and
// returns, what waits for someone, money, occupancy, and two charts loaded with it.
import { addCalendarDays } from '@roadbook/domain/calendar-day';
import { DashboardQuerySchema, type Dashboard as DashboardData } from '@roadbook/domain/contracts/dashboard';
import { formatMoney } from '@roadbook/i18n/format-number';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { dashboardQueryOptions } from '@/api/dashboard';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { LoadError } from './LoadError';

const BookedByDayChart = lazy(async () => ({
  default: (await import('./DashboardCharts')).BookedByDayChart,
}));
const StatusChart = lazy(async () => ({ default: (await import('./DashboardCharts')).StatusChart }));

const PRESETS = [7, 30, 90] as const;

function Card({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2.5, gridColumn: wide ? { md: 'span 2' } : undefined, minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </div>
  );
}

function Movements({ dashboard }: { dashboard: DashboardData }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  if (dashboard.movements.length === 0) {
    return <Typography color="text.secondary">{t('dashboard.noMovements')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {dashboard.movements.map((movement) => {
        const at = new Date(movement.at);
        const day =
          at.toISOString().slice(0, 10) === dashboard.today ? t('dashboard.today') : t('dashboard.tomorrow');
        const time = at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
        return (
          <ListItem key={`${movement.bookingId}-${movement.kind}`} disableGutters>
            <ListItemText
              primary={`${day} ${time} · ${t(`dashboard.${movement.kind}`)} · ${movement.car.name}`}
              secondary={`${movement.number} · ${movement.driver.fullName} · ${movement.place}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

export function Dashboard() {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, DashboardQuerySchema);
  const dashboard = useQuery({ ...dashboardQueryOptions(query), placeholderData: keepPreviousData });
  const data = dashboard.data;
  const money = (minor: number) => formatMoney(minor, 'USD', language);
  const preset =
    data === undefined || query.to !== undefined
      ? null
      : (PRESETS.find((days) => addCalendarDays(data.to, -(days - 1)) === data.from) ?? null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('dashboard.period')}
          value={preset}
          onChange={(_event, days: number | null) => {
            if (days === null || data === undefined) return;
            setParams(
              changedParams(params, { from: addCalendarDays(data.today, -(days - 1)), to: undefined }),
            );
          }}
        >
          {PRESETS.map((days) => (
            <ToggleButton key={days} value={days}>
              {t('dashboard.lastDays', { count: days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          type="date"
          label={t('audit.filters.from')}
          value={query.from ?? data?.from ?? ''}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setParams(changedParams(params, { from: event.target.value }))}
        />
        <TextField
          type="date"
          label={t('audit.filters.to')}
          value={query.to ?? data?.to ?? ''}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setParams(changedParams(params, { to: event.target.value }))}
        />
      </Box>
      {dashboard.isError ? (
        <LoadError onRetry={() => void dashboard.refetch()} />
      ) : data === undefined ? (
        <LinearProgress aria-label={t('dashboard.title')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <Card title={t('dashboard.movements')}>
            <Movements dashboard={data} />
          </Card>
          <Card title={t('dashboard.attention')}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
              <Figure
                label={t('dashboard.awaitingConfirmation')}
                value={data.attention.awaitingConfirmation}
              />
              <Figure label={t('dashboard.cancelRequests')} value={data.attention.cancelRequests} />
              <Figure label={t('dashboard.failingRefunds')} value={data.attention.failingRefunds} />
              <Figure label={t('dashboard.queuedRefunds')} value={data.attention.queuedRefunds} />
            </Box>
          </Card>
          <Card title={t('dashboard.occupancy')}>
            <Figure
              label={t('dashboard.occupancyDetail', {
                booked: data.occupancy.bookedDays,
                total: data.occupancy.carDays,
                cars: data.occupancy.cars,
              })}
              value={`${data.occupancy.carDays === 0 ? 0 : Math.round((100 * data.occupancy.bookedDays) / data.occupancy.carDays)} %`}
            />
          </Card>
          <Card title={t('dashboard.revenue')} wide>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 1 }}>
              <Figure label={t('dashboard.booked')} value={money(data.revenue.bookedMinor)} />
              <Figure label={t('dashboard.paid')} value={money(data.revenue.paidMinor)} />
              <Figure label={t('dashboard.refunded')} value={money(data.revenue.refundedMinor)} />
            </Box>
            <Suspense fallback={<LinearProgress aria-label={t('dashboard.bookedByDay')} />}>
              <BookedByDayChart dashboard={data} />
            </Suspense>
          </Card>
          <Card title={t('dashboard.byStatus')}>
            <Suspense fallback={<LinearProgress aria-label={t('dashboard.byStatus')} />}>
              <StatusChart dashboard={data} />
            </Suspense>
          </Card>
        </Box>
      )}
    </Box>
  );
}
