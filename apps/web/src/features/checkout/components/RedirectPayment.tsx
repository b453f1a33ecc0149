import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { checkBtcpayInvoice, startRedirectPayment } from '@/api/payments';
import { referenceOfBooking, type RedirectProvider } from '@/lib/booking-token';
import { errorMessage } from '@/lib/error-message';

import { isPaymentPending, usePaymentCheck } from '../hooks/use-payment-check';
import styles from './Checkout.module.css';

interface RedirectPaymentProps {
  provider: RedirectProvider;
  bookingId: string;
  onPaid: () => Promise<void>;
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
  const invoice = provider === 'btcpay' ? referenceOfBooking('btcpay', bookingId) : null;
  const check = usePaymentCheck(
    ['btcpay', bookingId, invoice ?? ''],
    invoice === null ? null : () => checkBtcpayInvoice(bookingId, invoice),
  );
  const isPaid = check.data !== undefined;
  useEffect(() => {
    if (isPaid) void onPaid();
  }, [isPaid, onPaid]);
  const isPending = isPaymentPending(check.error);

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
