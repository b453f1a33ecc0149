import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import { isCurrency, type Currency } from '@roadbook/domain/currencies';
import { useMemo, useState, type ReactNode } from 'react';

import { BASE_PRICE_DISPLAY, PriceDisplayContext, type PriceDisplay } from '@/components/price-display';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

import { useCurrencyRates } from '@/api/get-currency-rates';
import { CurrencyContext, type CurrencyState } from '../currency-context';

function storedCurrency(): Currency {
  const stored = readStorage(STORAGE_KEYS.currency);
  return stored !== null && isCurrency(stored) ? stored : BASE_CURRENCY;
}

/** US dollars until rates for `currency` are known; marked approximate when they are the snapshot. */
function priceDisplayOf(currency: Currency, rates: CurrencyRates | undefined): PriceDisplay {
  const rate = rates?.rates[currency];
  if (currency === BASE_CURRENCY || rates === undefined || rate === undefined) return BASE_PRICE_DISPLAY;
  return { currency, rate, approximateAsOf: rates.source === 'snapshot' ? rates.date : null };
}

/** The chosen display currency, and how <Price> shows amounts in it (rates fetched only when needed). */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<Currency>(storedCurrency);
  const { data: rates } = useCurrencyRates(currency !== BASE_CURRENCY);

  const state = useMemo<CurrencyState>(
    () => ({
      currency,
      setCurrency: (next) => {
        writeStorage(STORAGE_KEYS.currency, next);
        setCurrencyState(next);
      },
    }),
    [currency],
  );
  const priceDisplay = useMemo(() => priceDisplayOf(currency, rates), [currency, rates]);

  return (
    <CurrencyContext value={state}>
      <PriceDisplayContext value={priceDisplay}>{children}</PriceDisplayContext>
    </CurrencyContext>
  );
}
