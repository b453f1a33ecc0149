// GET /api/country-code: the visitor's country from their IP address, asked only at start when
// language-by-IP is on and nothing else chose the language (product-rules.md § Languages).

import { apiRequest } from '@/lib/api-client';

/** Longest the first page waits for the country before starting in the default language. */
const COUNTRY_CODE_TIMEOUT_MS = 3000;

/** The visitor's ISO country code, or null when the API cannot tell (any error counts as unknown). */
export async function getCountryCode(): Promise<string | null> {
  try {
    const body = await apiRequest('/api/country-code', {
      signal: AbortSignal.timeout(COUNTRY_CODE_TIMEOUT_MS),
    });
    const { CountryCodeSchema } = await import('@roadbook/domain/contracts/country-code');
    const result = CountryCodeSchema.safeParse(body);
    return result.success ? result.data.countryCode : null;
  } catch {
    return null;
  }
}
