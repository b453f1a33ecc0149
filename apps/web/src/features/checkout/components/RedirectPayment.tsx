import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { checkBtcpayInvoice, startRedirectPayment } from '@/api/payments';
import { errorCodeOf } from '@/lib/api-client';
import { referenceOfBooking } from '@/lib/booking-token';
import { errorMessage } from '@/lib/error-message';

import styles from './Checkout.module.css';

const PENDING_POLL_MS = 5000;

interface RedirectPaymentProps {
  provider: 'stripe' | 'btcpay';
  bookingId: string;
  onPaid: () => void;
}

/**
 * Stripe's Checkout page or BTCPay's Lightning invoice: the browser goes there to pay. Back from an
 * invoice, the page asks the server (which asks BTCPay) until the payment is settled or refused;
 * back from Stripe is /checkout-session/{id}.
 */
export function RedirectPayment({ provider, bookingId, onPaid }: RedirectPaymentProps) {
  const { t, i18n } = useTranslation('checkout');
  const start = useMutation({
    mutationFn: () => startRedirectPayment(provider, bookingId),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { errorToast: false },
  });
  const invoice = provider === 'btcpay' ? referenceOfBooking(bookingId) : null;
  const check = useQuery({
    queryKey: ['payments', 'btcpay', bookingId, invoice],
    queryFn: async () => {
      const result = await checkBtcpayInvoice(bookingId, invoice ?? '');
      onPaid();
      return result;
    },
    enabled: invoice !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.error !== null && errorCodeOf(query.state.error) === 'payment.pending'
        ? PENDING_POLL_MS
        : false,
    meta: { errorToast: false },
  });
  const isPending = check.error !== null && errorCodeOf(check.error) === 'payment.pending';

  return (
    <div className={styles.gateway}>
      <button
        type="button"
        className="rb-button-link"
        aria-disabled={start.isPending || undefined}
        onClick={() => {
          if (!start.isPending) start.mutate();
        }}
      >
        {t(`pay.${provider}`)}
      </button>
      <p role="status" className={styles.secondary}>
        {start.isPending ? t('pay.redirecting') : isPending ? t('pay.waitingForNetwork') : ''}
      </p>
      {(start.isError || (check.isError && !isPending)) && (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, start.error ?? check.error)} {t('pay.tryAgain')}
        </p>
      )}
    </div>
  );
}
