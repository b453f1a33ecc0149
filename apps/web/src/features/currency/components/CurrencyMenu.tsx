import { CURRENCIES, isCurrency } from '@roadbook/domain/currencies';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '@/components/SelectField';
import { currentLanguage } from '@/lib/i18n';

import { useCurrency } from '../hooks/use-currency';

/** Every offered currency, named in the current language. */
export function CurrencyMenu() {
  const { t, i18n } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const language = currentLanguage(i18n);

  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'code' });
    return CURRENCIES.map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [language]);

  return (
    <SelectField
      label={t('currency.label')}
      value={currency}
      onChange={(value) => {
        if (isCurrency(value)) setCurrency(value);
      }}
    >
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
