import type { Currency } from '@roadbook/domain/currencies';
import { createContext } from 'react';

export interface CurrencyState {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
}

export const CurrencyContext = createContext<CurrencyState | null>(null);
