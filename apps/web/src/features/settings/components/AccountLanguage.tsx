import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { User } from '@roadbook/domain/contracts/accounts';
import { isLanguage } from '@roadbook/domain/language';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { storeUser } from '@/api/get-user';
import { useUpdateLanguage } from '@/api/update-language';
import { SelectField } from '@/components/SelectField';
import { useToast } from '@/components/toast/use-toast';
import { currentLanguage } from '@/lib/i18n';
import { writeStoredUser } from '@/lib/stored-user';

interface AccountLanguageProps {
  user: User;
  /** Shows the pages in `language` (the page's language switch: storage, the `l` parameter). */
  changePageLanguage: (language: Language) => Promise<void>;
}

/**
 * The account's language — that of its emails — and the pages' with it. Once the API saved it, its
 * catalogues are loaded first, then the account, the device and the page change together, so the
 * session's user and the page never disagree (which would send the language back). A failure says
 * 'An error occurred while changing language'.
 */
export function AccountLanguage({ user, changePageLanguage }: AccountLanguageProps) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { mutateAsync: updateLanguage } = useUpdateLanguage();
  const [choosing, setChoosing] = useState<Language | null>(null);

  const choose = async (language: Language) => {
    if (choosing !== null || language === currentLanguage(i18n)) return;
    setChoosing(language);
    try {
      await updateLanguage({ id: user.id, language });
      await i18n.loadLanguages(language);
      storeUser(queryClient, { ...user, language });
      writeStoredUser({ id: user.id, language });
      await changePageLanguage(language);
      toast.success(i18n.t('common:success.changesSaved'));
    } catch {
      toast.error(i18n.t('errors:common.languageChangeFailed'));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <SelectField
      label={t('preferences.language')}
      value={choosing ?? currentLanguage(i18n)}
      onChange={(value) => {
        if (isLanguage(value)) void choose(value);
      }}
      selectProps={{ 'aria-busy': choosing !== null || undefined }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`common:language.names.${language}`)}
        </option>
      ))}
    </SelectField>
  );
}
