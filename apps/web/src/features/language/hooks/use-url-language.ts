import { isLanguage } from '@roadbook/domain/language';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { currentLanguage } from '@/lib/i18n';

/** Follows the `l` URL parameter while the app runs (the start language is chosen in main.tsx). */
export function useUrlLanguage(): void {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const urlLanguage = searchParams.get('l');

  useEffect(() => {
    if (isLanguage(urlLanguage) && urlLanguage !== currentLanguage(i18n)) {
      void i18n.changeLanguage(urlLanguage);
    }
  }, [i18n, urlLanguage]);
}
