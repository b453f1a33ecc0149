// A notification's text in its reader's language, from its code and parameters (the notifications
// page and the notification emails say the same words).
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import type { NotificationCode, NotificationParams } from '@roadbook/domain/contracts/notifications';
import { formatMoney } from './format-number';
import type { Translate } from './translate';

/** The pick-up's date and time in the marketplace's zone, as the reader writes them. */
function formatInstant(iso: string, timeZone: string | undefined, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso));
}

export function notificationText(
  t: Translate,
  language: Language,
  { code, params }: { code: NotificationCode; params: NotificationParams },
): string {
  const base = { number: params.number, car: params.car };
  const refund = formatMoney(params.refundMinor ?? 0, BASE_CURRENCY, language);
  switch (code) {
    case 'bookingCancelled':
      return (params.refundMinor ?? 0) > 0
        ? t('notifications:code.bookingCancelledRefund', { ...base, refund })
        : t('notifications:code.bookingCancelled', base);
    case 'refundSent':
    case 'refundFailing':
      return t(`notifications:code.${code}`, { ...base, refund });
    case 'statusChanged':
      return t('notifications:code.statusChanged', {
        ...base,
        status: params.status === undefined ? '' : t(`enums:bookingStatus.${params.status}`),
      });
    case 'pickUpReminder':
      return t('notifications:code.pickUpReminder', {
        ...base,
        at: params.at === undefined ? '' : formatInstant(params.at, params.timeZone, language),
      });
    default:
      return t(`notifications:code.${code}`, base);
  }
}
