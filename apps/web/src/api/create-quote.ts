// POST /api/quotes: the server's price of a car for a period and chosen options.
import { QuoteResponseSchema, type QuoteBody, type QuoteRequest } from '@roadbook/domain/contracts/quotes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function createQuote(request: QuoteRequest): Promise<QuoteBody> {
  const init = { method: 'POST', body: JSON.stringify(request) };
  return (await requestParsed('/api/quotes', QuoteResponseSchema, init)).quote;
}

/** A quote is a pure function of its request, so it is cached like a read. */
export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({
    queryKey: ['quote', request.carId, request.from, request.to, [...request.options].sort()],
    queryFn: () => createQuote(request),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
