import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { answerTestGateway, type TestGatewayAnswer } from '@/api/test-gateway';
import button from '@/components/button.module.css';
import { errorMessage } from '@/lib/error-message';

import styles from './Checkout.module.css';

/** The test gateway: it says plainly that no money moves, and pays or declines through the payment path. */
export function TestGatewayPanel({ bookingId, onPaid }: { bookingId: string; onPaid: () => Promise<void> }) {
  const { t, i18n } = useTranslation('checkout');
  // Busy until the paid booking is read again: a second click never meets the unpaid one.
  const gateway = useMutation({
    mutationFn: async (choice: TestGatewayAnswer) => {
      const result = await answerTestGateway(bookingId, choice);
      await onPaid();
      return result;
    },
    meta: { errorToast: false },
  });
  const answer = (choice: TestGatewayAnswer) => {
    if (!gateway.isPending) gateway.mutate(choice);
  };
  return (
    <div className={styles.gateway}>
      <p className={styles.testMode}>
        <strong>{t('pay.testMode')}</strong> {t('pay.testModeIntro')}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="rb-button-link"
          aria-disabled={gateway.isPending || undefined}
          onClick={() => answer('pay')}
        >
          {t('pay.testPay')}
        </button>
        <button
          type="button"
          className={button.outlined}
          aria-disabled={gateway.isPending || undefined}
          onClick={() => answer('decline')}
        >
          {t('pay.testDecline')}
        </button>
      </div>
      <p role="status" className={styles.secondary}>
        {gateway.isPending ? t('pay.processing') : ''}
      </p>
      {gateway.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(i18n, gateway.error)} {t('pay.tryAgain')}
        </p>
      )}
    </div>
  );
}
