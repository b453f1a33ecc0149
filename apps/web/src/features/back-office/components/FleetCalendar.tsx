// The availability calendar (GET /api/admin/calendar): a timeline of CALENDAR_WINDOW_DAYS days,
// moved a week at a time, one line per car of the reader (a supplier's own, an admin's every car or
// a supplier's), its bookings and blocked periods as bars. The window, the car and the supplier live
// in the address (`?from=…&car=…`); a car is blocked over a period or booked by hand from its line.
// On a phone the timeline scrolls sideways, the cars' names staying in view.
import type { CalendarBlock, CalendarCar } from '@roadbook/domain/contracts/calendar';
import { addCalendarDays, isCalendarDay } from '@roadbook/domain/calendar-day';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';
import { calendarQueryOptions } from '@/api/admin-calendar';
import { fleetQueryOptions } from '@/api/fleet';
import { currentLanguage } from '@/lib/i18n';

import { CALENDAR_STEP_DAYS, calendarWindow, todayIn } from '../lib/calendar-window';
import { changedParams } from '../lib/list-params';
import { useZonedFormat } from '../lib/use-zoned-format';
import { BlockRemovalDialog } from './BlockRemovalDialog';
import { CalendarRow, DAY_WIDTH, NAME_WIDTH } from './CalendarRow';
import { CarBlockDialog } from './CarBlockDialog';
import { LoadError } from './LoadError';

const PAGE_SIZE = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface FleetCalendarProps {
  isAdmin: boolean;
  /** The address of a booking made by hand for a car and a period (input values on the marketplace's clock). */
  newBookingPath: (start: { carId: string; from: string; to: string }) => string;
}

export function FleetCalendar({ isAdmin, newBookingPath }: FleetCalendarProps) {
  const { t, i18n } = useTranslation('backOffice');
  const format = useZonedFormat();
  const [params, setParams] = useSearchParams();
  const today = todayIn(format.timeZone);
  const asked = params.get('from') ?? '';
  const from = isCalendarDay(asked) ? asked : today;
  const car = UUID.test(params.get('car') ?? '') ? (params.get('car') ?? undefined) : undefined;
  const supplier =
    isAdmin && UUID.test(params.get('supplier') ?? '') ? (params.get('supplier') ?? undefined) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const window = calendarWindow(from, format.timeZone);
  const calendar = useQuery({
    ...calendarQueryOptions({
      from: window.from,
      to: window.to,
      ...(car === undefined ? {} : { car: [car] }),
      ...(supplier === undefined ? {} : { supplier }),
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });
  // The cars to choose one from (an admin's of the supplier chosen).
  const fleet = useQuery(
    fleetQueryOptions({
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 100,
      ...(supplier === undefined ? {} : { supplier: [supplier] }),
    }),
  );
  const [blocking, setBlocking] = useState<CalendarCar | null>(null);
  const [removing, setRemoving] = useState<{ block: CalendarBlock; car: CalendarCar; period: string } | null>(
    null,
  );
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));
  const dayFormat = new Intl.DateTimeFormat(currentLanguage(i18n), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  /** The default period a car's line offers: its first day of the window, 10:00 to 10:00 the next day. */
  const defaultPeriod = () => {
    const first = from < today ? today : from;
    return { from: `${first}T10:00`, to: `${addCalendarDays(first, 1)}T10:00` };
  };
  const cars = calendar.data?.cars ?? [];
  const pages = Math.ceil((calendar.data?.total ?? 0) / PAGE_SIZE);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          role="group"
          aria-label={t('calendar.navigation')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <Button
            variant="outlined"
            onClick={() => change({ from: addCalendarDays(from, -CALENDAR_STEP_DAYS) })}
          >
            {t('calendar.previousWeek')}
          </Button>
          <Button variant="outlined" onClick={() => change({ from: undefined })} disabled={from === today}>
            {t('calendar.today')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => change({ from: addCalendarDays(from, CALENDAR_STEP_DAYS) })}
          >
            {t('calendar.nextWeek')}
          </Button>
        </Box>
        <Typography component="p" aria-live="polite" sx={{ fontWeight: 600 }}>
          {t('calendar.window', {
            from: format.date(new Date(window.startMs).toISOString()),
            to: format.date(new Date(window.endMs - 1).toISOString()),
          })}
        </Typography>
        <TextField
          type="date"
          size="small"
          label={t('calendar.startDay')}
          value={from}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => {
            if (isCalendarDay(event.target.value)) change({ from: event.target.value });
          }}
        />
        {isAdmin && (
          <TextField
            select
            size="small"
            label={t('calendar.supplier')}
            value={supplier ?? ''}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => change({ supplier: event.target.value, car: undefined })}
          >
            <MenuItem value="">{t('list.all')}</MenuItem>
            {(suppliers.data?.suppliers ?? []).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={t('calendar.car')}
          value={car !== undefined && fleet.data !== undefined ? car : ''}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => change({ car: event.target.value })}
        >
          <MenuItem value="">{t('calendar.allCars')}</MenuItem>
          {(fleet.data?.cars ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {calendar.isError ? (
        <LoadError onRetry={() => void calendar.refetch()} />
      ) : (
        // Scrolled sideways on a phone: a region the keyboard can reach and scroll, even while empty.
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('calendar.title')}
          tabIndex={0}
          sx={{ overflowX: 'auto' }}
        >
          <Box sx={{ minWidth: NAME_WIDTH + window.days.length * DAY_WIDTH }}>
            <Box aria-hidden="true" sx={{ display: 'flex', position: 'sticky', top: 0 }}>
              <Box
                sx={{
                  width: NAME_WIDTH,
                  flexShrink: 0,
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderColor: 'divider',
                }}
              />
              {window.days.map((day) => (
                <Box
                  key={day}
                  sx={{
                    flex: 1,
                    minWidth: DAY_WIDTH,
                    py: 0.5,
                    textAlign: 'center',
                    fontSize: '0.75rem',
                    fontWeight: day === today ? 700 : 400,
                    bgcolor: day === today ? 'action.selected' : undefined,
                  }}
                >
                  {dayFormat.format(new Date(`${day}T00:00:00Z`))}
                </Box>
              ))}
            </Box>
            <Box role="list" aria-label={t('calendar.cars')}>
              {cars.map((row) => (
                <CalendarRow
                  key={row.id}
                  car={row}
                  window={window}
                  format={format}
                  onRemoveBlock={(block, period) => setRemoving({ block, car: row, period })}
                  actions={
                    <>
                      <Button
                        size="small"
                        sx={{ minWidth: 0, px: 0.5 }}
                        aria-label={t('calendar.blockCar', { name: row.name })}
                        onClick={() => setBlocking(row)}
                      >
                        {t('calendar.block.short')}
                      </Button>
                      <Button
                        size="small"
                        sx={{ minWidth: 0, px: 0.5 }}
                        component={Link}
                        to={newBookingPath({ carId: row.id, ...defaultPeriod() })}
                        aria-label={t('calendar.bookCar', { name: row.name })}
                      >
                        {t('calendar.book')}
                      </Button>
                    </>
                  }
                />
              ))}
            </Box>
            {!calendar.isPending && cars.length === 0 && (
              <Typography sx={{ p: 2 }}>{t('calendar.noCars')}</Typography>
            )}
          </Box>
        </Paper>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => change({ page: next })}
          getItemAriaLabel={(type, item) =>
            type === 'first' || type === 'last' || type === 'next' || type === 'previous'
              ? t(`calendar.pageControl.${type}`)
              : t('calendar.page', { page: item ?? 0 })
          }
        />
      )}
      {blocking !== null && (
        <CarBlockDialog
          car={blocking}
          timeZone={format.timeZone}
          {...defaultPeriod()}
          onClose={() => setBlocking(null)}
        />
      )}
      {removing !== null && (
        <BlockRemovalDialog
          block={removing.block}
          carName={removing.car.name}
          period={removing.period}
          onClose={() => setRemoving(null)}
        />
      )}
    </Box>
  );
}
