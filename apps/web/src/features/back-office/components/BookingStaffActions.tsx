// What a supplier or an admin may do with a booking, only what the domain allows this reader (the
// status table and booking-actions.ts): confirm, cancel, complete, reopen, delete. Each asks first in
// a dialog, then says what was done, or why not, in a toast.
import { bookingActions, type BookingReader } from '@roadbook/domain/booking-actions';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useChangeBookingStatus } from '@/api/change-booking-status';
import { useDeleteBooking } from '@/api/delete-booking';
import { useToast } from '@/components/toast/use-toast';

import { ConfirmDialog } from './ConfirmDialog';

/** The statuses the table lets staff set (the others are the system's). */
const STAFF_STATUSES = ['confirmed', 'completed', 'reserved', 'cancelled'] as const;
type StaffStatus = (typeof STAFF_STATUSES)[number];

/** An action the page offers: a new status, or the deletion. */
type Action = { kind: 'status'; status: StaffStatus } | { kind: 'delete' };

interface BookingStaffActionsProps {
  booking: Booking;
  reader: BookingReader;
  /** After a deletion (the page leaves). */
  onDeleted: () => void;
}

export function BookingStaffActions({ booking, reader, onDeleted }: BookingStaffActionsProps) {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const [asked, setAsked] = useState<Action | null>(null);
  const changeStatus = useChangeBookingStatus();
  const deletion = useDeleteBooking();
  const allowed = bookingActions({ ...booking, startsAt: new Date(booking.from) }, reader, new Date());
  const actions: Action[] = [
    ...STAFF_STATUSES.filter((status) => allowed.statuses.includes(status)).map((status): Action => ({
      kind: 'status',
      status,
    })),
    ...(allowed.canDelete ? [{ kind: 'delete' } as const] : []),
  ];
  const keyOf = (action: Action) => (action.kind === 'delete' ? 'delete' : action.status);

  const run = async (action: Action) => {
    if (action.kind === 'delete') {
      await deletion.mutateAsync(booking.id);
      toast.success(t('bookings.actions.deleted', { number: booking.number }));
      setAsked(null);
      onDeleted();
      return;
    }
    const answer = await changeStatus.mutateAsync({ ids: [booking.id], status: action.status });
    const [refusal] = answer.refused;
    if (refusal === undefined)
      toast.success(t(`bookings.actions.done.${action.status}`, { number: booking.number }));
    else toast.error(i18n.t(`errors:${refusal.code}`));
    setAsked(null);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Box
        role="group"
        aria-label={t('bookings.actions.label')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {actions.map((action) => (
          <Button
            key={keyOf(action)}
            variant={action.kind === 'status' && action.status === 'confirmed' ? 'contained' : 'outlined'}
            color={action.kind === 'delete' || keyOf(action) === 'cancelled' ? 'error' : 'primary'}
            onClick={() => setAsked(action)}
          >
            {t(`bookings.actions.${keyOf(action)}`)}
          </Button>
        ))}
      </Box>
      {asked !== null && (
        <ConfirmDialog
          title={t(`bookings.actions.${keyOf(asked)}`)}
          message={t(`bookings.actions.ask.${keyOf(asked)}`, {
            number: booking.number,
            car: booking.car.name,
          })}
          confirm={t('bookings.actions.confirmAction')}
          cancel={t('bookings.actions.keep')}
          isDestructive={asked.kind === 'delete' || keyOf(asked) === 'cancelled'}
          isPending={changeStatus.isPending || deletion.isPending}
          onConfirm={() => void run(asked).catch(() => setAsked(null))}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
