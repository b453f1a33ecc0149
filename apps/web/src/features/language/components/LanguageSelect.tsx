import { LANGUAGES } from '@roadbook/domain/constants';
import { isLanguage } from '@roadbook/domain/language';
import { useTranslation } from 'react-i18next';

import { SelectField } from '@/components/SelectField';
import { currentLanguage } from '@/lib/i18n';

import { useChangeLanguage } from '../hooks/use-change-language';

/** The display languages as a labelled native select (the footer's light twin of LanguageMenu). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SelectField
      label={t('language.label')}
      value={currentLanguage(i18n)}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.names.${language}`)}
        </option>
      ))}
    </SelectField>
  );
}
