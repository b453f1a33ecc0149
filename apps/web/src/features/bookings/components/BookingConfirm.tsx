import { useTranslation } from 'react-i18next';

import { ConfirmPanel } from '@/components/ConfirmPanel';

import type { BookingIntent } from '../lib/booking-intents';

interface BookingConfirmProps {
  intent: BookingIntent;
  /** What else follows, told after the message (a booking's page tells the refund). */
  note?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before cancelling, asking to cancel or deleting: which booking, and what follows. */
export function BookingConfirm({ intent, note, onConfirm, onCancel }: BookingConfirmProps) {
  const { t } = useTranslation('bookings');
  const texts = (() => {
    switch (intent.kind) {
      case 'requestCancel': {
        const { number, supplier, car } = intent.booking;
        return {
          title: t('confirm.requestCancelTitle', { number }),
          message: t('confirm.requestCancelMessage', { supplier: supplier.name, car: car.name }),
          confirmLabel: t('confirm.requestCancelConfirm'),
        };
      }
      case 'cancel':
        return {
          title: t('confirm.cancelTitle', { number: intent.booking.number }),
          message: t('confirm.cancelMessage', { car: intent.booking.car.name }),
          confirmLabel: t('confirm.cancelConfirm'),
        };
      case 'delete':
        return {
          title: t('confirm.deleteTitle', { number: intent.booking.number }),
          message: t('confirm.deleteMessage', { car: intent.booking.car.name }),
          confirmLabel: t('confirm.deleteConfirm'),
        };
      case 'deleteSelected':
        return {
          title: t('confirm.deleteSelectedTitle', { count: intent.bookings.length }),
          message: t('confirm.deleteSelectedMessage'),
          confirmLabel: t('confirm.deleteSelectedConfirm'),
        };
    }
  })();
  return (
    <ConfirmPanel
      {...texts}
      message={note === undefined ? texts.message : `${texts.message} ${note}`}
      cancelLabel={t('confirm.keep')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
