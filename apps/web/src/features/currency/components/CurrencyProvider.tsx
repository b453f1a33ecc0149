import { BASE_CURRENCY } from '@roadbook/domain/constants';
import { isCurrency, type Currency } from '@roadbook/domain/currencies';
import { useMemo, useState, type ReactNode } from 'react';

import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

import { CurrencyContext, type CurrencyState } from '../currency-context';

function storedCurrency(): Currency {
  const stored = readStorage(STORAGE_KEYS.currency);
  return stored !== null && isCurrency(stored) ? stored : BASE_CURRENCY;
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<Currency>(storedCurrency);

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

  return <CurrencyContext value={state}>{children}</CurrencyContext>;
}
