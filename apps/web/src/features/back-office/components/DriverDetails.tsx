// A driver as the back office shows them (GET /api/admin/drivers/{id}): their contact and state, and
// their latest bookings the reader may see (all for an admin, those of its cars for a supplier), each
// opening the booking's page. Admins suspend or reinstate them here too.
import { ADMIN_DRIVER_LATEST_BOOKINGS, type AdminDriver } from '@roadbook/domain/contracts/admin-drivers';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { formatMoney } from '@roadbook/i18n/format-number';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConfig } from '@/api/get-config';
import { backOfficeBookingPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { DriverActionDialog, driverActionOf, driverStateOf } from './DriverActionDialog';
import { DetailList } from './DetailList';
import { EditorSection } from './EditorSection';

function useBookingPeriod(): (booking: Pick<BookingListItem, 'from' | 'to'>) => string {
  const { i18n } = useTranslation();
  const timeZone = useConfig().data?.timeZone;
  const dates = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  return ({ from, to }) => dates.formatRange(new Date(from), new Date(to));
}

export function DriverDetails({ driver, isAdmin }: { driver: AdminDriver; isAdmin: boolean }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [isAsking, setAsking] = useState(false);
  const action = driverActionOf(driver);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <EditorSection title={t('drivers.details.title')} columns={1}>
        <DetailList
          items={[
            {
              label: t('drivers.columns.email'),
              value: <a href={`mailto:${driver.email}`}>{driver.email}</a>,
            },
            { label: t('drivers.columns.phone'), value: driver.phone ?? '—' },
            { label: t('drivers.columns.state'), value: t(`drivers.states.${driverStateOf(driver)}`) },
            { label: t('drivers.columns.bookings'), value: String(driver.bookingCount) },
            {
              label: t('drivers.columns.createdAt'),
              value: new Date(driver.createdAt).toLocaleDateString(language),
            },
          ]}
        />
        {isAdmin && (
          <div>
            <Button
              variant="outlined"
              color={action === 'suspend' ? 'error' : 'primary'}
              onClick={() => setAsking(true)}
            >
              {t(`drivers.actions.${action}`)}
            </Button>
          </div>
        )}
      </EditorSection>
      <EditorSection
        title={t('drivers.bookings.title')}
        hint={t('drivers.bookings.hint', { max: ADMIN_DRIVER_LATEST_BOOKINGS })}
        columns={1}
      >
        <DriverBookings bookings={driver.latestBookings} />
      </EditorSection>
      {isAsking && <DriverActionDialog driver={driver} action={action} onClose={() => setAsking(false)} />}
    </Box>
  );
}

function DriverBookings({ bookings }: { bookings: readonly BookingListItem[] }) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const language = currentLanguage(i18n);
  const period = useBookingPeriod();
  if (bookings.length === 0)
    return <Typography color="text.secondary">{t('drivers.bookings.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('drivers.bookings.title')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('drivers.bookings.columns.number')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('drivers.bookings.columns.car')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('drivers.bookings.columns.supplier')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('drivers.bookings.columns.period')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('drivers.bookings.columns.status')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('drivers.bookings.columns.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell>
                <Link to={backOfficeBookingPath(booking.id)}>{booking.number}</Link>
              </TableCell>
              <TableCell>{booking.car.name}</TableCell>
              <TableCell>{booking.supplier.name}</TableCell>
              <TableCell>{period(booking)}</TableCell>
              <TableCell>{tEnums(`bookingStatus.${booking.status}`)}</TableCell>
              <TableCell align="right">{formatMoney(booking.totalMinor, 'USD', language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
