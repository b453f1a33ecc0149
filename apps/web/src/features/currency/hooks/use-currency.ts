import { useContext } from 'react';

import { CurrencyContext, type CurrencyState } from '../currency-context';

/** The display currency the visitor chose (stored locally, USD by default). */
export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (state === null) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return state;
}
