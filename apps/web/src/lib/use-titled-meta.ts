import { useTranslation } from 'react-i18next';

import { useDocumentMeta } from './use-page-meta';

/** The page's title in the site's template ('About us · Roadbook') and its description, translated. */
export function useTitledMeta(title: string, description: string): void {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.titleTemplate', { page: title }), description);
}
