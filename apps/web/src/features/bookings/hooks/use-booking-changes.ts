import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { BookingStatus } from '@roadbook/domain/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useChangeBookingStatus } from '@/api/change-booking-status';
import { useDeleteBooking } from '@/api/delete-booking';
import { useRequestBookingCancellation } from '@/api/request-booking-cancellation';
import { useToast } from '@/components/toast/use-toast';
import { bookingsPath } from '@/lib/booking-paths';
import { useLanguageParam } from '@/lib/use-language-param';

/**
 * What a reader does to a booking from its page, and how it went. A success is toasted and the
 * booking read again (a deleted one leaves for the list); a status change the API refuses keeps its
 * reason for the page to show; a failure is toasted (api/) and the booking read again, as it may
 * have changed meanwhile.
 */
export function useBookingChanges(booking: Booking, onRefresh: () => void) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const toast = useToast();
  const navigate = useNavigate();
  const language = useLanguageParam();
  const [refusal, setRefusal] = useState<string | null>(null);
  const statusChange = useChangeBookingStatus();
  const cancelRequest = useRequestBookingCancellation();
  const deletion = useDeleteBooking();

  const moveTo = (status: BookingStatus) => {
    setRefusal(null);
    statusChange.mutate(
      { ids: [booking.id], status },
      {
        onSuccess: ({ refused: [refused] }) => {
          if (refused === undefined) toast.success(t('common:success.changesSaved'));
          else setRefusal(t(`errors:${refused.code}`));
        },
        onError: onRefresh,
      },
    );
  };
  const askToCancel = () => {
    setRefusal(null);
    cancelRequest.mutate(booking.id, {
      onSuccess: () => toast.success(t('done.cancelRequested')),
      onError: onRefresh,
    });
  };
  const remove = () => {
    setRefusal(null);
    deletion.mutate(booking.id, {
      onSuccess: () => {
        toast.success(t('report.deleted', { count: 1 }));
        void navigate(bookingsPath({}, language));
      },
      onError: onRefresh,
    });
  };
  return {
    refusal,
    isBusy: statusChange.isPending || cancelRequest.isPending || deletion.isPending,
    moveTo,
    askToCancel,
    remove,
  };
}
