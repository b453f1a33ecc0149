import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { PaymentDue } from '@roadbook/domain/contracts/checkout';
import type { PaymentProvider } from '@roadbook/domain/enums';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfig } from '@/api/get-config';

import { usePriceFormatter } from '@/components/Price';
import { currentLanguage } from '@/lib/i18n';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import styles from './Checkout.module.css';
import { RedirectPayment } from './RedirectPayment';
import { TestGatewayPanel } from './TestGatewayPanel';

const PayPalPanel = lazy(async () => ({ default: (await import('./PayPalPanel')).PayPalPanel }));

interface PaymentStepProps {
  booking: Booking;
  payment: PaymentDue;
  /** The payment path answered: the page reads the booking again. */
  onPaid: () => Promise<void>;
}

function ProviderPanel({
  provider,
  booking,
  payment,
  onPaid,
}: { provider: PaymentProvider } & PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { data: config } = useConfig();
  switch (provider) {
    case 'test':
      return <TestGatewayPanel bookingId={booking.id} onPaid={onPaid} />;
    case 'stripe':
    case 'btcpay':
      return <RedirectPayment provider={provider} bookingId={booking.id} onPaid={onPaid} />;
    case 'payPal':
      return config?.payPalClientId == null ? null : (
        <Suspense fallback={<p className={styles.secondary}>{t('pay.payPalLoading')}</p>}>
          <PayPalPanel
            clientId={config.payPalClientId}
            booking={{ id: booking.id, amountMinor: payment.amountMinor, name: booking.car.name }}
            onPaid={onPaid}
          />
        </Suspense>
      );
  }
}

/**
 * What to pay now and each way to pay it: a new booking, which holds the car until its window ends,
 * or the difference of a driver's change, kept until then.
 */
export function PaymentStep({ booking, payment, onPaid }: PaymentStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const formatPrice = usePriceFormatter();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // The difference of a driver's change, or the booking itself.
  const isChange = payment.purpose === 'amendment';
  const until = new Intl.DateTimeFormat(currentLanguage(i18n), { timeStyle: 'short' }).format(
    new Date(payment.expiresAt),
  );
  return (
    <section className={styles.panel} aria-labelledby="payment-heading">
      <h2 id="payment-heading" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {t(isChange ? 'pay.amendmentHeading' : 'pay.heading', { amount: formatPrice(payment.amountMinor) })}
      </h2>
      <p className={styles.secondary}>
        {isChange ? (
          t('pay.amendmentKept', { time: until })
        ) : (
          <>
            {t('pay.held', { time: until })}{' '}
            {booking.dueAtCounterMinor > 0 &&
              t('pay.rest', { amount: formatPrice(booking.dueAtCounterMinor) })}
          </>
        )}
      </p>
      <div className={styles.providers}>
        {payment.providers.map((provider) => (
          <ProviderPanel
            key={provider}
            provider={provider}
            booking={booking}
            payment={payment}
            onPaid={onPaid}
          />
        ))}
      </div>
    </section>
  );
}
