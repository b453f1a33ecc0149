import type { PaymentChoice } from '@roadbook/domain/enums';
import { amountsDue } from '@roadbook/domain/checkout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { usePriceFormatter } from '@/components/Price';

import styles from './Checkout.module.css';

interface PaymentChoicesProps {
  choices: readonly PaymentChoice[];
  value: PaymentChoice;
  /** The quote's total; null until it is known (no amount is shown before). */
  totalMinor: number | null;
  depositMinor: number;
  onChange: (choice: PaymentChoice) => void;
}

/** How to pay, each way showing what is paid now and what is left for the counter. */
export function PaymentChoices({ choices, value, totalMinor, depositMinor, onChange }: PaymentChoicesProps) {
  const { t } = useTranslation('checkout');
  const formatPrice = usePriceFormatter();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('payment.legend')}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => {
          const due = totalMinor === null ? null : amountsDue(totalMinor, choice, depositMinor);
          return (
            <div key={choice} className={styles.choice} data-checked={choice === value ? '' : undefined}>
              <input
                id={`${id}-${choice}`}
                type="radio"
                name={id}
                className={styles.radio}
                checked={choice === value}
                onChange={() => onChange(choice)}
              />
              <label htmlFor={`${id}-${choice}`} className={styles.choiceText}>
                <strong>{t(`payment.${choice}.title`)}</strong>
                <span className={styles.secondary}>{t(`payment.${choice}.terms`)}</span>
                {due !== null && (
                  <span className={styles.amounts}>
                    {t('payment.now', { amount: formatPrice(due.dueNowMinor) })}
                    {' · '}
                    {t('payment.atCounter', { amount: formatPrice(due.dueAtCounterMinor) })}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
