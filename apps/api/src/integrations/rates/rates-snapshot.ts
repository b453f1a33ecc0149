// The dated rates bundled with the API, served while the provider cannot be reached. The file is a
// provider answer (same format, same parser): refresh it by saving the provider's answer to
// rates-snapshot.json; its `time_last_update_unix` is the date the page shows.
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import snapshotBody from './rates-snapshot.json' with { type: 'json' };
import { parseProviderRates } from './rates-provider';

function loadSnapshot(): CurrencyRates {
  const rates = parseProviderRates(snapshotBody);
  if (rates === null) throw new Error('rates-snapshot.json is not a valid rates provider answer');
  return { ...rates, source: 'snapshot' };
}

export const RATES_SNAPSHOT: CurrencyRates = loadSnapshot();
