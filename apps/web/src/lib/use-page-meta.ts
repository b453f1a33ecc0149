import type { CommonKey } from '@roadbook/i18n/namespaces';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the document title ('{{page}} · Roadbook') and the meta description of the current page, in
 * the current language. `titleKey` is a `common` key; `descriptionKey` defaults to meta.description.
 */
export function usePageMeta(titleKey: CommonKey, descriptionKey: CommonKey = 'meta.description'): void {
  const { t } = useTranslation();
  useDocumentMeta(t('meta.titleTemplate', { page: t(titleKey) }), t(descriptionKey));
}

/** Sets the document title and meta description as given (already translated). */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
