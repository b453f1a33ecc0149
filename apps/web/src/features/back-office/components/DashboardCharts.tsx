// The dashboard's two charts, loaded only with the dashboard: booked totals by pick-up day, and the
// bookings of the period by status. Each has a title and a text equivalent in the figures beside it.
import type { Dashboard } from '@roadbook/domain/contracts/dashboard';
import { formatMoney } from '@roadbook/i18n/format-number';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

export function BookedByDayChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const days = dashboard.revenue.byDay;
  return (
    <BarChart
      height={260}
      aria-label={t('dashboard.bookedByDay')}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map(({ day }) => day),
          valueFormatter: (day: string) =>
            new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            }),
        },
      ]}
      // As wide as its longest amount: a fixed width cut '150,00 $US' to '150…' on every screen.
      yAxis={[{ width: 'auto', valueFormatter: (minor: number) => formatMoney(minor, 'USD', language) }]}
      series={[
        {
          data: days.map(({ bookedMinor }) => bookedMinor),
          label: t('dashboard.booked'),
          valueFormatter: (minor) => formatMoney(minor ?? 0, 'USD', language),
          color: '#1d4ed8',
        },
      ]}
      hideLegend
    />
  );
}

export function StatusChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const rows = dashboard.byStatus.filter(({ count }) => count > 0);
  return (
    <PieChart
      height={220}
      aria-label={t('dashboard.byStatus')}
      series={[
        {
          data: rows.map(({ status, count }, id) => ({
            id,
            value: count,
            label: tEnums(`bookingStatus.${status}`),
          })),
          innerRadius: 40,
        },
      ]}
    />
  );
}
