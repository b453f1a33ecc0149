import type { HelpSearchResult } from '@roadbook/domain/contracts/help';
import { highlightedParts } from '@roadbook/domain/help';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { helpArticlePath } from '@/lib/help-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Help.module.css';

/** A result's words with those the search found marked (never read as HTML). */
function Highlighted({ text }: { text: string }) {
  return highlightedParts(text).map((part, index) =>
    part.highlighted ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

/** The articles found, best first, with their centre and the words found highlighted. */
export function SearchResults({ results }: { results: readonly HelpSearchResult[] }) {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  return (
    <ul aria-label={t('search.results')} className={`${styles.articles} ${styles.results}`}>
      {results.map((result) => (
        <li key={result.id}>
          <Link to={helpArticlePath(result.id, language)} className={styles.articleLink}>
            <Highlighted text={result.title} />
          </Link>
          <p>
            {t(`centres.${result.audience}.title`)} ·{' '}
            {t(`topics.${result.audience}.${result.topic}` as 'topics.drivers.booking')}
          </p>
          <p>
            <Highlighted text={result.extract} />
          </p>
        </li>
      ))}
    </ul>
  );
}
