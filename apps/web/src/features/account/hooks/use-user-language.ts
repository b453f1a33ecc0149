import type { Language } from '@roadbook/domain/constants';
import type { User } from '@roadbook/domain/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useUpdateLanguage } from '@/api/update-language';
import { sessionQueryOptions } from '@/api/validate-access-token';
import { useToast } from '@/components/toast/use-toast';
import { currentLanguage } from '@/lib/i18n';
import { writeStoredUser } from '@/lib/stored-user';

/**
 * Keeps the signed-in user's language that of the pages (product-rules.md § Languages): when the
 * page shows another language than theirs — the address's `l` names another one, or they chose one
 * in a menu — the user is updated, once the session has answered. A failure says 'An error occurred
 * while changing language' and is not tried again for that language.
 */
export function useUserLanguage(user: User | undefined): void {
  const { t, i18n } = useTranslation('errors');
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mutate, isPending } = useUpdateLanguage();
  const failedLanguage = useRef<Language | null>(null);

  useEffect(() => {
    if (user === undefined || user.language === language) return;
    if (isPending || failedLanguage.current === language) return;
    mutate(
      { id: user.id, language },
      {
        onSuccess: () => {
          queryClient.setQueryData(sessionQueryOptions().queryKey, { ...user, language });
          writeStoredUser({ id: user.id, language });
        },
        onError: () => {
          failedLanguage.current = language;
          toast.error(t('common.languageChangeFailed'));
        },
      },
    );
  }, [user, language, isPending, mutate, queryClient, toast, t]);
}
