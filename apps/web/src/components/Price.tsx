// Prices in the visitor's currency. Amounts are integers in minor units (cents) of USD, as the API
// gives them; they show in the currency chosen in the footer, in the page's number format:
//
//   <Price minor={12345} />              → "$123.45", "113,58 €", or "≈ 113,58 €" (see below)
//   const formatPrice = usePriceFormatter();
//   formatPrice(12345)                   → the same text, for attributes and plain strings
//
// While the rates load, or when they lack the currency, prices show in US dollars. When the rates
// come from the API's dated snapshot (the provider is unreachable), converted prices are marked "≈"
// and <Price> says, to screen readers too, that the amount is approximate and charged in US dollars.
import { formatMoney } from '@roadbook/i18n/format-number';
import { useCallback, useContext, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { PriceDisplayContext, toDisplayMinor } from './price-display';

const APPROXIMATE_SIGN = '≈';

/** "113,57 €" never breaks between the number and the currency. */
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The text of an amount in the display currency, without the approximate sign. */
function usePriceText() {
  const display = useContext(PriceDisplayContext);
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const format = useCallback(
    (minor: number) => formatMoney(toDisplayMinor(minor, display), display.currency, language),
    [display, language],
  );
  return { format, approximateAsOf: display.approximateAsOf, language };
}

/** `(minor) => text`: an amount in minor units of USD as the page shows it, "≈ " first when approximate. */
export function usePriceFormatter(): (minor: number) => string {
  const { format, approximateAsOf } = usePriceText();
  return useCallback(
    (minor: number) => (approximateAsOf === null ? format(minor) : `${APPROXIMATE_SIGN} ${format(minor)}`),
    [format, approximateAsOf],
  );
}

/** A converted amount marked approximate, with its explanation (the currency catalogue loads only then). */
function ApproximatePrice({ text, asOf, language }: { text: string; asOf: string; language: string }) {
  const { t, ready } = useTranslation('currency', { useSuspense: false });
  if (!ready) return <span style={NO_WRAP}>{`${APPROXIMATE_SIGN} ${text}`}</span>;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${asOf}T00:00:00Z`),
  );
  const explanation = t('approximate', { date });
  return (
    <span title={explanation} style={NO_WRAP}>
      <span aria-hidden="true">{`${APPROXIMATE_SIGN} `}</span>
      {text}
      <span style={VISUALLY_HIDDEN}>{` (${explanation})`}</span>
    </span>
  );
}

/** An amount in minor units of USD, shown in the visitor's currency (see the top of this file). */
export function Price({ minor }: { minor: number }) {
  const { format, approximateAsOf, language } = usePriceText();
  const text = format(minor);
  if (approximateAsOf === null) return <span style={NO_WRAP}>{text}</span>;
  return <ApproximatePrice text={text} asOf={approximateAsOf} language={language} />;
}
