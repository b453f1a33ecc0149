import type { HelpArticleSummary } from '@roadbook/domain/contracts/help';
import { HELP_TOPICS, type HelpAudience } from '@roadbook/domain/help';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { helpArticlePath } from '@/lib/help-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Help.module.css';

/** A centre's articles under their topics, in the centre's order of topics. */
export function ArticleTopics({
  audience,
  articles,
}: {
  audience: HelpAudience;
  articles: readonly HelpArticleSummary[];
}) {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  const topics: readonly string[] = HELP_TOPICS[audience];
  return topics.map((topic) => {
    const ofTopic = articles.filter((article) => article.topic === topic);
    if (ofTopic.length === 0) return null;
    const headingId = `topic-${topic}`;
    return (
      <section key={topic} aria-labelledby={headingId} className={styles.topic}>
        <h2 id={headingId}>{t(`topics.${audience}.${topic}` as 'topics.drivers.booking')}</h2>
        <ArticleLinks articles={ofTopic} language={language} />
      </section>
    );
  });
}

/** Articles as links with their summaries. */
export function ArticleLinks({
  articles,
  language,
}: {
  articles: readonly HelpArticleSummary[];
  language: ReturnType<typeof useLanguageParam>;
}) {
  return (
    <ul className={styles.articles}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={helpArticlePath(article.id, language)} className={styles.articleLink}>
            {article.title}
          </Link>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}
