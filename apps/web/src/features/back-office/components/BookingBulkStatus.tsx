// The bookings chosen in the list move together to a new status: the statuses offered are those the
// domain's table allows the reader for at least one of them; the others are refused before anything
// is sent, the API refuses what it must, and the report names each booking left as it was and why.
import type { BookingReader } from '@roadbook/domain/booking-actions';
import { nextBookingStatuses, planBulkStatusChange } from '@roadbook/domain/booking-status';
import type { BookingListItem } from '@roadbook/domain/contracts/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@roadbook/domain/enums';
import type { ErrorCode } from '@roadbook/domain/error-codes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useChangeBookingStatus } from '@/api/change-booking-status';
import { useToast } from '@/components/toast/use-toast';

interface BookingBulkStatusProps {
  /** The bookings chosen, as listed. */
  bookings: readonly BookingListItem[];
  reader: BookingReader;
  onDone: () => void;
}

interface Report {
  updated: number;
  refused: { id: string; label: string; code: ErrorCode }[];
}

export function BookingBulkStatus({ bookings, reader, onDone }: BookingBulkStatusProps) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const toast = useToast();
  const changeStatus = useChangeBookingStatus();
  const [chosen, setChosen] = useState<BookingStatus | ''>('');
  const [report, setReport] = useState<Report | null>(null);
  const allowed = new Set(bookings.flatMap((booking) => nextBookingStatuses(booking.status, reader)));
  const offered = BOOKING_STATUSES.filter((status) => allowed.has(status));
  const status = offered.find((candidate) => candidate === chosen);
  const labelOf = (id: string) => {
    const booking = bookings.find((candidate) => candidate.id === id);
    return booking === undefined ? id : `${booking.number} · ${booking.car.name}`;
  };

  const apply = async (to: BookingStatus) => {
    const plan = planBulkStatusChange(bookings, to, reader);
    const refused: Report['refused'] = plan.refused.map(({ id }) => ({
      id,
      label: labelOf(id),
      code: 'booking.transitionRefused',
    }));
    let updated = 0;
    if (plan.accepted.length > 0) {
      const answer = await changeStatus.mutateAsync({ ids: plan.accepted, status: to });
      updated = answer.updated.length;
      refused.push(...answer.refused.map(({ id, code }) => ({ id, label: labelOf(id), code })));
    }
    setChosen('');
    setReport({ updated, refused });
    if (updated > 0) toast.success(t('bookings.bulk.updated', { count: updated }));
    onDone();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, flex: '1 1 320px' }}>
      <Box
        role="group"
        aria-label={t('bookings.bulk.label')}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('bookings.bulk.status', { count: bookings.length })}
          value={status ?? ''}
          disabled={bookings.length === 0}
          // Above the field, its label has the field's whole width: inside, a phone cut it.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ flex: '1 1 320px' }}
          onChange={(event) => setChosen(offered.find((candidate) => candidate === event.target.value) ?? '')}
        >
          {offered.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {tEnums(`bookingStatus.${candidate}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={status === undefined}
          loading={changeStatus.isPending}
          onClick={() => {
            if (status !== undefined) void apply(status);
          }}
        >
          {t('bookings.bulk.apply')}
        </Button>
      </Box>
      {report !== null && (report.refused.length > 0 || report.updated === 0) && (
        <Alert severity="warning" onClose={() => setReport(null)}>
          {t('bookings.bulk.refused', { count: report.refused.length })}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {report.refused.map((refusal) => (
              <li key={refusal.id}>
                {refusal.label}: {i18n.t(`errors:${refusal.code}`)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
