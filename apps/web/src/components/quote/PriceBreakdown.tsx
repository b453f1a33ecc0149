import type { QuoteBody } from '@roadbook/domain/contracts/quotes';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import type { QuoteLineCode } from '@roadbook/domain/pricing';
import { useTranslation } from 'react-i18next';

import { usePriceFormatter } from '@/components/Price';

import styles from './PriceBreakdown.module.css';

function isCarOption(code: QuoteLineCode): code is CarOption {
  return (CAR_OPTIONS as readonly string[]).includes(code);
}

/** The server's quote line by line (rental tiers, options, supplier adjustment) and its total. */
export function PriceBreakdown({ quote, caption }: { quote: QuoteBody; caption: string }) {
  const { t } = useTranslation(['search', 'enums']);
  const formatPrice = usePriceFormatter();
  const labelOf = (code: QuoteLineCode) =>
    isCarOption(code) ? t(`enums:carOption.${code}`) : t(`details.line.${code}`);

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('details.item')}</th>
          <th scope="col" className={styles.amount}>
            {t('details.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={`${line.code}-${index}`}>
            <th scope="row">
              {labelOf(line.code)}
              {line.code !== 'priceChangeRate' && (
                <span className={styles.detail}>
                  {t('details.quantityTimesUnit', {
                    quantity: line.quantity,
                    unit: formatPrice(line.unitMinor),
                  })}
                </span>
              )}
            </th>
            <td className={styles.amount}>{formatPrice(line.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('details.total')}</th>
          <td className={styles.amount}>{formatPrice(quote.totalMinor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
