import type { Car } from '@roadbook/domain/contracts/cars';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useOptionPrice } from '@/components/quote/use-option-price';

import styles from './Checkout.module.css';

interface OptionSwitchesProps {
  car: Car;
  chosen: readonly CarOption[];
  onChange: (option: CarOption, isOn: boolean) => void;
}

/** Each option as a switch with its price: included ones on and locked, unavailable ones off and said so. */
export function OptionSwitches({ car, chosen, onChange }: OptionSwitchesProps) {
  const { t } = useTranslation(['checkout', 'enums']);
  const optionPrice = useOptionPrice();
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('options.legend')}</legend>
      <ul className={styles.switches}>
        {CAR_OPTIONS.map((option) => {
          const value = car[option];
          const isIncluded = value === 0;
          const isUnavailable = value === -1;
          return (
            <li key={option} className={styles.switchRow} data-unavailable={isUnavailable ? '' : undefined}>
              <label className={styles.switchLabel}>
                <input
                  type="checkbox"
                  role="switch"
                  aria-describedby={`${id}-${option}`}
                  className={styles.switch}
                  checked={isIncluded || chosen.includes(option)}
                  disabled={isIncluded || isUnavailable}
                  onChange={(event) => onChange(option, event.currentTarget.checked)}
                />
                <span>{t(`enums:carOption.${option}`)}</span>
              </label>
              <span id={`${id}-${option}`} className={styles.switchPrice}>
                {optionPrice(option, value)}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
