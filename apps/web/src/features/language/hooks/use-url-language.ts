import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';
import { useLanguageParam } from '@/lib/use-language-param';

/** Follows the `l` URL parameter while the app runs (the start language is chosen in main.tsx). */
export function useUrlLanguage(): void {
  const { i18n } = useTranslation();
  const urlLanguage = useLanguageParam();

  useEffect(() => {
    if (urlLanguage !== null && urlLanguage !== currentLanguage(i18n)) {
      void i18n.changeLanguage(urlLanguage);
    }
  }, [i18n, urlLanguage]);
}
