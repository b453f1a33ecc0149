import type { User } from '@roadbook/domain/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunction } from 'react-router';
import * as z from 'zod/mini';

import { carQueryOptions, useCar } from '@/api/get-car';
import { userQueryOptions } from '@/api/get-user';
import { ButtonLink } from '@/components/ButtonLink';
import { MessagePanel } from '@/components/MessagePanel';
import { BookingView } from '@/features/checkout/components/BookingView';
import { PageFrame } from '@/components/PageFrame';
import { CheckoutForm } from '@/features/checkout/components/CheckoutForm';
import { errorMessage } from '@/lib/error-message';
import { BOOKING_PARAM, checkoutChoiceOf, type CheckoutChoice } from '@/lib/checkout-paths';
import { paths, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';
import { useDocumentMeta } from '@/lib/use-page-meta';

import type { RouteDeps } from '../route-deps';

const IdSchema = z.uuid();

/** The signed-in driver's account (for the form's details and licence), or null for a visitor. */
function useDriver(): { user: User | null; isLoading: boolean; error: unknown } {
  const stored = useStoredUser();
  const query = useQuery({ ...userQueryOptions(stored?.id ?? ''), enabled: stored !== null });
  return { user: query.data ?? null, isLoading: stored !== null && query.isPending, error: query.error };
}

function Checkout({ choice }: { choice: CheckoutChoice }) {
  const { t, i18n } = useTranslation(['checkout', 'errors']);
  const language = useLanguageParam();
  const car = useCar(choice.car);
  const driver = useDriver();
  const error = car.error ?? driver.error;
  if (error !== null) {
    return (
      <MessagePanel title={t('form.unavailable')} message={errorMessage(i18n, error)}>
        <ButtonLink to={withLanguage(paths.search, language)}>{t('view.searchAgain')}</ButtonLink>
      </MessagePanel>
    );
  }
  if (car.data === undefined || driver.isLoading) {
    return (
      <PageFrame title={t('heading.checkout')}>
        <p role="status">{t('view.loading')}</p>
      </PageFrame>
    );
  }
  const { availability, isFullyBooked, isComingSoon } = car.data;
  if (availability !== 'available' || isFullyBooked || isComingSoon) {
    return (
      <MessagePanel title={t('form.unavailable')} message={t('errors:booking.carUnavailable')}>
        <ButtonLink to={withLanguage(paths.search, language)}>{t('view.searchAgain')}</ButtonLink>
      </MessagePanel>
    );
  }
  if (driver.user !== null && driver.user.type !== 'user') {
    return <MessagePanel title={t('form.unavailable')} message={t('errors:booking.driversOnly')} />;
  }
  return (
    <PageFrame title={t('heading.checkout')}>
      <CheckoutForm choice={choice} car={car.data} user={driver.user} />
    </PageFrame>
  );
}

/**
 * /checkout?car=&pickup=&dropoff=&from=&to=: the URL is the checkout, so a reload keeps it.
 * /checkout?b=ID: the booking it made, waiting for its payment or confirmed.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'common', 'errors']);
  const language = useLanguageParam();
  const [params] = useSearchParams();
  const bookingId = params.get(BOOKING_PARAM);
  const choice = checkoutChoiceOf(params);
  useDocumentMeta(t('common:meta.titleTemplate', { page: t('meta.title') }), t('meta.description'));

  if (bookingId !== null && IdSchema.safeParse(bookingId).success) {
    return <BookingView bookingId={bookingId} title={t('heading.booking')} />;
  }
  if (bookingId !== null) {
    // A mangled booking address: nothing to ask the API.
    return (
      <MessagePanel title={t('errors:booking.confirmationFailed')}>
        <ButtonLink to={withLanguage(paths.home, language)}>{t('confirmation.home')}</ButtonLink>
      </MessagePanel>
    );
  }
  if (choice !== null) return <Checkout choice={choice} />;
  return (
    <MessagePanel title={t('form.incomplete')}>
      <ButtonLink to={withLanguage(paths.search, language)}>{t('view.searchAgain')}</ButtonLink>
    </MessagePanel>
  );
}

/** Starts loading the car with the page's code. */
export function createLoader({ queryClient }: RouteDeps): LoaderFunction {
  return ({ request }) => {
    const choice = checkoutChoiceOf(new URL(request.url).searchParams);
    if (choice !== null && IdSchema.safeParse(choice.car).success) {
      void queryClient.prefetchQuery(carQueryOptions(choice.car));
    }
    return null;
  };
}

export { CheckoutPage as Component };
