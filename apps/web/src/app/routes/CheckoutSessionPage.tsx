import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { checkCheckoutSession } from '@/api/payments';
import { ButtonLink } from '@/components/ButtonLink';
import { isPaymentPending, usePaymentCheck } from '@/features/checkout/hooks/use-payment-check';
import { MessagePanel } from '@/components/MessagePanel';
import { errorCodeOf } from '@/lib/api-client';
import { bookingOfReference } from '@/lib/booking-token';
import { bookingCheckoutPath } from '@/lib/checkout-paths';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useDocumentMeta } from '@/lib/use-page-meta';

/**
 * /checkout-session/{sessionId}: back from Stripe's Checkout. The page never trusts the address:
 * it asks the server, which asks Stripe, then shows the booking (its confirmation or its payment step).
 */
export function CheckoutSessionPage() {
  const { t } = useTranslation(['checkout', 'errors', 'common']);
  const language = useLanguageParam();
  const navigate = useNavigate();
  const { sessionId = '' } = useParams();
  useDocumentMeta(t('common:meta.titleTemplate', { page: t('meta.title') }), t('meta.description'));
  const check = usePaymentCheck(['stripe', sessionId], () => checkCheckoutSession(sessionId));
  const paidBooking = check.data?.booking.id;
  const failedBooking = check.isError ? bookingOfReference('stripe', sessionId) : null;
  const code = check.error === null ? null : errorCodeOf(check.error);

  useEffect(() => {
    if (paidBooking !== undefined)
      void navigate(bookingCheckoutPath(paidBooking, language), { replace: true });
  }, [paidBooking, language, navigate]);

  if (check.isPending || isPaymentPending(check.error) || paidBooking !== undefined) {
    return <p role="status">{t('pay.confirming')}</p>;
  }
  return (
    <MessagePanel
      title={code === 'payment.failed' ? t('errors:payment.failed') : t('errors:booking.confirmationFailed')}
    >
      {failedBooking !== null ? (
        <ButtonLink to={bookingCheckoutPath(failedBooking, language)}>{t('pay.tryAgainButton')}</ButtonLink>
      ) : (
        <ButtonLink to={withLanguage(paths.home, language)}>{t('confirmation.home')}</ButtonLink>
      )}
    </MessagePanel>
  );
}

export { CheckoutSessionPage as Component };
