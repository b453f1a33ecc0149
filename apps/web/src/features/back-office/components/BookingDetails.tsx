// A booking as a supplier or an admin runs it: its status and the actions allowed, the car and its
// supplier, the driver with email and phone, the places and times (on the marketplace's clock), the
// options, the price line by line, the payment choice, what was paid, is due and was refunded.
import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { formatMoney } from '@roadbook/i18n/format-number';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { backOfficeCalendarPath, backOfficeCarPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { useZonedFormat } from '../lib/use-zoned-format';
import { BookingStaffActions } from './BookingStaffActions';
import { BookingStatusChip } from './BookingStatusChip';
import { QuoteTable } from './QuoteTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Term and value pairs. */
function Facts({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 1 }}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface BookingDetailsProps {
  booking: Booking;
  reader: BookingReader;
  onDeleted: () => void;
}

export function BookingDetails({ booking, reader, onDeleted }: BookingDetailsProps) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const format = useZonedFormat();
  const money = (minor: number) => formatMoney(minor, 'USD', currentLanguage(i18n));
  const none = t('bookings.detail.none');
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={t('bookings.detail.status')}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <div>
              <BookingStatusChip status={booking.status} />
            </div>
            {booking.isCancelRequested && (
              <Alert severity="warning">{t('bookings.detail.cancelRequested')}</Alert>
            )}
            <BookingStaffActions booking={booking} reader={reader} onDeleted={onDeleted} />
          </Box>
        </Section>
        <Section title={t('bookings.detail.rental')}>
          <Facts
            items={[
              [
                t('bookings.columns.car'),
                <Link to={backOfficeCarPath(booking.car.id)}>{booking.car.name}</Link>,
              ],
              [t('bookings.columns.supplier'), booking.supplier.name],
              [t('bookings.detail.pickUpPlace'), booking.pickUp.name],
              [t('bookings.detail.dropOffPlace'), booking.dropOff.name],
              [t('bookings.columns.pickUp'), format.dateTime(booking.from)],
              [t('bookings.columns.return'), format.dateTime(booking.to)],
              [t('bookings.columns.days'), booking.days],
              [
                t('bookings.detail.options'),
                booking.options.length === 0
                  ? none
                  : booking.options.map((option) => tEnums(`carOption.${option}`)).join(', '),
              ],
              [t('bookings.detail.timeZone'), booking.timeZone],
            ]}
          />
          <Box sx={{ mt: 1 }}>
            <Link to={backOfficeCalendarPath(booking.car.id)}>{t('bookings.detail.carCalendar')}</Link>
          </Box>
        </Section>
        <Section title={t('bookings.detail.driver')}>
          <Facts
            items={[
              [t('bookings.detail.name'), booking.driver.fullName],
              [
                t('bookings.detail.email'),
                <a href={`mailto:${booking.driver.email}`}>{booking.driver.email}</a>,
              ],
              [
                t('bookings.detail.phone'),
                booking.driver.phone === null ? (
                  none
                ) : (
                  <a href={`tel:${booking.driver.phone}`}>{booking.driver.phone}</a>
                ),
              ],
            ]}
          />
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={t('bookings.detail.price')}>
          <QuoteTable quote={booking.quote} caption={t('bookings.detail.breakdown')} />
        </Section>
        <Section title={t('bookings.detail.payment')}>
          <Facts
            items={[
              [t('bookings.detail.paymentChoice'), tEnums(`paymentChoice.${booking.paymentChoice}`)],
              [t('bookings.detail.total'), money(booking.totalMinor)],
              [t('bookings.detail.paid'), money(booking.paidMinor)],
              [t('bookings.detail.dueAtCounter'), money(booking.dueAtCounterMinor)],
              [
                t('bookings.detail.provider'),
                booking.paymentProvider === null
                  ? none
                  : tEnums(`paymentProvider.${booking.paymentProvider}`),
              ],
            ]}
          />
          {booking.refunds.length > 0 && (
            <Box component="ul" aria-label={t('bookings.detail.refunds')} sx={{ mt: 2, mb: 0, pl: 2 }}>
              {booking.refunds.map((refund) => (
                <li key={refund.id}>
                  {t('bookings.detail.refund', {
                    amount: money(refund.amountMinor),
                    date: format.date(refund.createdAt),
                    status: t(`bookings.refundStatus.${refund.status}`),
                  })}
                </li>
              ))}
            </Box>
          )}
        </Section>
      </Box>
    </Box>
  );
}
