import type { Language } from '@roadbook/domain/constants';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';
import { useLanguageParam } from '@/lib/use-language-param';

/**
 * Follows the `l` URL parameter while the app runs (the start language is chosen in main.tsx): when
 * it changes, and only then — a language chosen in a menu changes the page first and the address
 * right after, which must not send the page back to the address's former language meanwhile.
 */
export function useUrlLanguage(): void {
  const { i18n } = useTranslation();
  const urlLanguage = useLanguageParam();

  const follow = useEffectEvent((language: Language) => {
    if (language !== currentLanguage(i18n)) void i18n.changeLanguage(language);
  });

  useEffect(() => {
    if (urlLanguage !== null) follow(urlLanguage);
  }, [urlLanguage]);
}
