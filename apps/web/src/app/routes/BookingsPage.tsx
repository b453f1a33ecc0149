import { bookingReaderOf } from '@roadbook/domain/booking-actions';
import { BOOKINGS_MOBILE_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '@roadbook/domain/constants';
import { BookingListQuerySchema } from '@roadbook/domain/contracts/bookings';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import { useSession } from '@/api/validate-access-token';
import { PageFrame } from '@/components/PageFrame';
import frame from '@/components/page-frame.module.css';
import { redirectVisitor } from '@/features/account/lib/sign-in-guards';
import { BookingFilters, type BookingFilterValues } from '@/features/bookings/components/BookingFilters';
import { BookingsCenter } from '@/features/bookings/components/BookingsCenter';
import { BookingsLoadError, BookingsLoading } from '@/features/bookings/components/BookingStates';
import { bookingsPath, parseBookingsPath } from '@/lib/booking-paths';
import { languageParamOf } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useDocumentMeta } from '@/lib/use-page-meta';

import { useMediaQuery } from '../layouts/use-media-query';

/** Phones get cards, 10 a page; wider screens a table, 20 a page. */
const PHONE = '(max-width: 599.98px)';

/** A visitor goes to /sign-in, which brings them back. */
export function createLoader(): LoaderFunction {
  return ({ request }) => redirectVisitor(request);
}

/** The list's filters and page from the address; an address that names invalid ones shows them all. */
function useListAddress() {
  const [params] = useSearchParams();
  const query = parseBookingsPath(params, BookingListQuerySchema) ?? BookingListQuerySchema.parse({});
  const values: BookingFilterValues = {
    status: query.status ?? [],
    supplier: query.supplier?.[0] ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    keyword: query.keyword ?? '',
  };
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value.length > 0);
  return { params, query, values, filters, hasFilters, language: languageParamOf(params) };
}

/**
 * /bookings: the bookings the signed-in user follows (a driver's own, a supplier's cars', all for
 * an admin), filtered by the address, with the actions the rules allow each of them.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const { t: tc } = useTranslation();
  const user = useStoredUser();
  const session = useSession();
  const navigate = useNavigate();
  const isPhone = useMediaQuery(PHONE);
  const { params, query, values, filters, hasFilters, language } = useListAddress();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('page.title') }), tc('meta.description'));
  // Signed out meanwhile: the sign-out is taking the user elsewhere.
  if (user === null) return null;

  const account = session.data;
  const clearHref = hasFilters ? bookingsPath({}, language) : null;
  return (
    <PageFrame title={t('page.title')}>
      <p className={frame.intro}>{t('page.intro')}</p>
      {account === undefined ? (
        session.isError ? (
          <BookingsLoadError error={session.error} onRetry={() => void session.refetch()} />
        ) : (
          <BookingsLoading />
        )
      ) : (
        <>
          <BookingFilters
            key={params.toString()}
            values={values}
            hasSupplierFilter={account.type !== 'supplier'}
            onApply={(chosen) =>
              void navigate(
                bookingsPath(
                  { ...chosen, supplier: chosen.supplier === '' ? [] : [chosen.supplier] },
                  language,
                ),
              )
            }
            clearHref={clearHref}
          />
          <BookingsCenter
            query={{ ...query, pageSize: isPhone ? BOOKINGS_MOBILE_PAGE_SIZE : BOOKINGS_PAGE_SIZE }}
            reader={bookingReaderOf(account.type)}
            isPhone={isPhone}
            pageHref={(page) => bookingsPath({ ...filters, page }, language)}
            clearHref={clearHref}
          />
        </>
      )}
    </PageFrame>
  );
}

export { BookingsPage as Component };
