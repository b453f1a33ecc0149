import { useTranslation } from 'react-i18next';

import { useDocumentMeta } from '@/lib/use-page-meta';

/** The page's title ('About us · Roadbook') and description from a catalogue's `meta`. */
export function useInformationMeta(meta: { title: string; description: string }): void {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.titleTemplate', { page: meta.title }), meta.description);
}
