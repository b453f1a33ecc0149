import type { Notification } from '@roadbook/domain/contracts/notifications';
import { notificationText } from '@roadbook/i18n/notification-text';
import type { Translate } from '@roadbook/i18n/translate';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

/** `t` as the shared texts call it: keys they build (`notifications:code.*`, `enums:*`) and values. */
type LooseTranslate = (key: string, options: object) => string;

/**
 * A notification's text in the page's language, by the same words as its email
 * (`notificationText` of @roadbook/i18n, from the `notifications` and `enums` catalogues).
 */
export function useNotificationText(): (notification: Pick<Notification, 'code' | 'params'>) => string {
  const { i18n } = useTranslation(['notifications', 'enums']);
  const language = currentLanguage(i18n);
  const t = i18n.t as LooseTranslate;
  // Values go under `replace` (never read as i18next options); a numeric `count` chooses a plural.
  const translate: Translate = (key, params = {}) =>
    t(key, { replace: params, ...(typeof params.count === 'number' ? { count: params.count } : {}) });
  return (notification) => notificationText(translate, language, notification);
}
