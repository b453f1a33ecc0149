// GET /api/currency-rates: USD exchange rates for showing prices in the visitor's currency.
import { CURRENCY_RATES_CACHE_SECONDS } from '@roadbook/domain/constants';
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';

/** While the API serves its snapshot, the page asks again sooner for live rates. */
const SNAPSHOT_STALE_MS = 5 * 60 * 1000;

/** Checks the body against the schema the API answers with (loaded with the first rates). */
export async function parseCurrencyRates(value: unknown): Promise<CurrencyRates> {
  const { CurrencyRatesSchema } = await import('@roadbook/domain/contracts/currency-rates');
  const result = CurrencyRatesSchema.safeParse(value);
  if (!result.success) throw new ApiError(500, 'common.unhandled', 'Unexpected currency rates response');
  return result.data;
}

export async function getCurrencyRates(): Promise<CurrencyRates> {
  return parseCurrencyRates(await apiRequest('/api/currency-rates'));
}

export function currencyRatesQueryOptions() {
  return queryOptions({
    queryKey: ['currency-rates'],
    queryFn: getCurrencyRates,
    staleTime: (query) =>
      query.state.data?.source === 'snapshot' ? SNAPSHOT_STALE_MS : CURRENCY_RATES_CACHE_SECONDS * 1000,
    // Without rates prices simply stay in US dollars: no error toast.
    meta: { errorToast: false },
  });
}

/** The rates, fetched only while `enabled` (a currency other than USD is chosen). */
export function useCurrencyRates(enabled: boolean) {
  return useQuery({ ...currencyRatesQueryOptions(), enabled });
}
