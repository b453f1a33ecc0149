import type { Language } from '@roadbook/domain/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LANGUAGE_PARAM } from '@/lib/paths';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * Switches the display language without a reload: stores the choice and, when the URL carries an
 * `l` parameter, rewrites it in place (history replaced, other parameters kept).
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const hasUrlLanguage = searchParams.has(LANGUAGE_PARAM);

  return useCallback(
    async (language: Language) => {
      writeStorage(STORAGE_KEYS.language, language);
      const changed = i18n.changeLanguage(language);
      if (hasUrlLanguage) {
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            next.set(LANGUAGE_PARAM, language);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      }
      await changed;
    },
    [i18n, hasUrlLanguage, setSearchParams],
  );
}
