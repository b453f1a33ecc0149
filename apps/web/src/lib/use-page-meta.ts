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
  const title = t('meta.titleTemplate', { page: t(titleKey) });
  const description = t(descriptionKey);
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
