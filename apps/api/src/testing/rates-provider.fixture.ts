// Answers in the rates provider's format (open.er-api.com, ExchangeRate-API open access), for the
// fake provider of the tests.

const DAY_SECONDS = 24 * 60 * 60;

/** A successful provider answer with `rates` (USD is added) last updated at the start of `date`. */
export function providerAnswer(rates: Record<string, number>, date = '2026-03-02') {
  const updated = Date.parse(`${date}T00:00:01Z`) / 1000;
  return {
    result: 'success',
    provider: 'https://www.exchangerate-api.com',
    documentation: 'https://www.exchangerate-api.com/docs/free',
    terms_of_use: 'https://www.exchangerate-api.com/terms',
    time_last_update_unix: updated,
    time_last_update_utc: new Date(updated * 1000).toUTCString().replace('GMT', '+0000'),
    time_next_update_unix: updated + DAY_SECONDS,
    time_next_update_utc: new Date((updated + DAY_SECONDS) * 1000).toUTCString().replace('GMT', '+0000'),
    time_eol_unix: 0,
    base_code: 'USD',
    rates: { USD: 1, ...rates },
  };
}

/** The provider's answer to an unknown base currency. */
export const PROVIDER_ERROR_ANSWER = { result: 'error', 'error-type': 'unsupported-code' };
