import { CURRENCIES, isCurrency } from '@roadbook/domain/currencies';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectField } from '@/components/SelectField';
import { currentLanguage } from '@/lib/i18n';

import { useCurrency } from '../hooks/use-currency';

/** Every offered currency, named in the current language. */
export function CurrencyMenu() {
  const { t, i18n } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const language = currentLanguage(i18n);
  // The browser's currency names cost a long task to load: they are read when the menu is approached.
  const [wantsNames, setWantsNames] = useState(false);

  const options = useMemo(() => {
    if (!wantsNames) return CURRENCIES.map((code) => ({ code, label: code }));
    const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'code' });
    return CURRENCIES.map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [language, wantsNames]);
  const showNames = () => setWantsNames(true);

  return (
    <SelectField
      label={t('currency.label')}
      value={currency}
      selectProps={{ onFocus: showNames, onPointerEnter: showNames, onTouchStart: showNames }}
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
