import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkPayPalOrder, createPayPalOrder } from '@/api/payments';
import button from '@/components/button.module.css';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';

import styles from './Checkout.module.css';

/** PayPal's locale for each language of the site. */
const PAYPAL_LOCALES = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' } as const;

/** The states of PayPal's script, as the page tells them. */
type ScriptState = 'initial' | 'pending' | 'resolved' | 'rejected';

interface PayPalPanelProps {
  clientId: string;
  booking: { id: string; amountMinor: number; name: string };
  onPaid: () => Promise<void>;
}

/**
 * PayPal's buttons (Orders v2, intent capture) in the page's language: the server creates the order
 * for what the booking asks, and captures it once the driver approves; the page never says paid.
 * PayPal's script loads only here, when PayPal is the marketplace's gateway.
 */
export function PayPalPanel({ clientId, booking, onPaid }: PayPalPanelProps) {
  const { t, i18n } = useTranslation(['checkout', 'errors']);
  const locale = PAYPAL_LOCALES[currentLanguage(i18n)];
  const container = useRef<HTMLDivElement | null>(null);
  // Each attempt (a retry after PayPal failed to load) starts pending.
  const [loaded, setLoaded] = useState<{ attempt: number; state: ScriptState }>({
    attempt: -1,
    state: 'initial',
  });
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [isCapturing, setCapturing] = useState(false);
  const { id, amountMinor, name } = booking;

  useEffect(() => {
    let isCurrent = true;
    let buttons: PayPalButtonsComponent | undefined;
    loadScript({ clientId, currency: 'USD', intent: 'capture', locale, components: 'buttons' })
      .then(async (paypal) => {
        if (!isCurrent) return;
        if (paypal?.Buttons === undefined || container.current === null)
          throw new Error('PayPal did not load');
        buttons = paypal.Buttons({
          createOrder: () => createPayPalOrder({ id, amountMinor, name }),
          onApprove: async ({ orderID }) => {
            setError(null);
            setCapturing(true);
            try {
              await checkPayPalOrder(id, orderID);
              await onPaid();
            } catch (failure) {
              setError(failure);
            } finally {
              setCapturing(false);
            }
          },
          onError: (failure) => setError(failure),
        });
        await buttons.render(container.current);
        if (isCurrent) setLoaded({ attempt, state: 'resolved' });
      })
      .catch(() => {
        if (isCurrent) setLoaded({ attempt, state: 'rejected' });
      });
    return () => {
      isCurrent = false;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, locale, id, amountMinor, name, onPaid, attempt]);

  const state: ScriptState = loaded.attempt === attempt ? loaded.state : 'pending';

  return (
    <div className={styles.gateway}>
      <div ref={container} aria-busy={state === 'pending'} />
      <p role="status" className={styles.secondary}>
        {state === 'pending' ? t('pay.payPalLoading') : isCapturing ? t('pay.processing') : ''}
      </p>
      {state === 'rejected' && (
        <div role="alert" className={styles.error}>
          <p>{t('pay.payPalUnavailable')}</p>
          <button type="button" className={button.outlined} onClick={() => setAttempt((count) => count + 1)}>
            {t('pay.tryAgainButton')}
          </button>
        </div>
      )}
      {error !== null && (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, error)} {t('pay.tryAgain')}
        </p>
      )}
    </div>
  );
}
