import { HELP_QUERY_MAX_LENGTH } from '@roadbook/domain/help';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { helpSearchAddress, helpSearchPath, HELP_QUERY_PARAM } from '@/lib/help-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Help.module.css';

/** The help centre's search box: /help/search?q=… (a plain form, so it works before any script). */
export function HelpSearchForm({ query = '' }: { query?: string }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const language = useLanguageParam();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get(HELP_QUERY_PARAM);
    void navigate(helpSearchPath(typeof words === 'string' ? words.trim() : '', language));
  };

  return (
    <form role="search" action={helpSearchAddress} onSubmit={onSubmit} className={styles.search}>
      <input
        key={query}
        type="search"
        name={HELP_QUERY_PARAM}
        defaultValue={query}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={HELP_QUERY_MAX_LENGTH}
        className={styles.searchInput}
      />
      {language !== null && <input type="hidden" name="l" value={language} />}
      <button type="submit" className={`rb-button-link ${styles.searchButton}`}>
        {t('search.submit')}
      </button>
    </form>
  );
}
