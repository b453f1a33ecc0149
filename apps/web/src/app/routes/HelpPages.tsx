// The help centres, one chunk for all: the home, the drivers' and suppliers' centres, an article and
// the search (router.tsx picks each page). Texts come from the database in the page's language.
import { HELP_QUERY_MIN_LENGTH, type HelpAudience } from '@roadbook/domain/help';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { helpArticleQueryOptions, helpArticlesQueryOptions, helpSearchQueryOptions } from '@/api/help';
import { RichText } from '@/components/RichText';
import { ArticleLinks, ArticleTopics } from '@/features/help/components/ArticleTopics';
import styles from '@/features/help/components/Help.module.css';
import { HelpBreadcrumbs } from '@/features/help/components/HelpBreadcrumbs';
import { HelpFeedback } from '@/features/help/components/HelpFeedback';
import { HelpSearchForm } from '@/features/help/components/HelpSearchForm';
import { HelpLoadError, HelpLoading } from '@/features/help/components/HelpStates';
import { SearchResults } from '@/features/help/components/SearchResults';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { HELP_QUERY_PARAM, helpCentrePath } from '@/lib/help-paths';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useTitledMeta } from '@/lib/use-titled-meta';
import reading from '@/components/reading.module.css';

import type { PageModule } from '../route-deps';

function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

function HelpHomePage() {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  useTitledMeta(t('meta.title'), t('meta.description'));
  return (
    <div className={reading.column}>
      <h1 className={reading.title}>{t('home.title')}</h1>
      <p className={reading.intro}>{t('home.intro')}</p>
      <HelpSearchForm />
      <ul className={styles.cards}>
        {(['drivers', 'suppliers'] as const).map((audience) => (
          <li key={audience}>
            <Link to={helpCentrePath(audience, language)} className={styles.card}>
              <span className={styles.cardTitle}>{t(`centres.${audience}.title`)}</span>
              {t(`home.${audience}`)}
            </Link>
          </li>
        ))}
      </ul>
      <RichText text={t('home.more')} className={reading.body} />
    </div>
  );
}

function HelpCentre({ audience }: { audience: HelpAudience }) {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  const articles = useQuery(helpArticlesQueryOptions(useLanguage(), audience));
  const title = t(`centres.${audience}.title`);
  useTitledMeta(title, t(`centres.${audience}.description`));
  return (
    <div className={reading.column}>
      <HelpBreadcrumbs
        crumbs={[{ label: t('meta.title'), to: withLanguage(paths.help, language) }, { label: title }]}
      />
      <h1 className={reading.title}>{title}</h1>
      <p className={reading.intro}>{t(`centres.${audience}.description`)}</p>
      <HelpSearchForm />
      {articles.data === undefined ? (
        articles.isError ? (
          <HelpLoadError error={articles.error} onRetry={() => void articles.refetch()} />
        ) : (
          <HelpLoading />
        )
      ) : (
        <ArticleTopics audience={audience} articles={articles.data.articles} />
      )}
    </div>
  );
}

function HelpArticlePage() {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  const pageLanguage = useLanguage();
  const articleId = useParams().articleId ?? '';
  const { data: article, error, refetch } = useQuery(helpArticleQueryOptions(pageLanguage, articleId));
  const isMissing = error instanceof ApiError && error.status === 404;
  useTitledMeta(article?.title ?? t('meta.title'), article?.summary ?? t('meta.description'));
  const home = { label: t('meta.title'), to: withLanguage(paths.help, language) };

  if (article === undefined) {
    return (
      <div className={reading.column}>
        <HelpBreadcrumbs crumbs={[home]} />
        {isMissing ? (
          <>
            <h1 className={reading.title}>{t('article.notFound')}</h1>
            <Link to={withLanguage(paths.help, language)} className={styles.link}>
              {t('article.back')}
            </Link>
          </>
        ) : error === null ? (
          <HelpLoading />
        ) : (
          <HelpLoadError error={error} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }
  const updated = new Intl.DateTimeFormat(pageLanguage, { dateStyle: 'long' }).format(
    new Date(article.updatedAt),
  );
  return (
    <div className={reading.column}>
      <HelpBreadcrumbs
        crumbs={[
          home,
          { label: t(`centres.${article.audience}.title`), to: helpCentrePath(article.audience, language) },
          { label: article.title },
        ]}
      />
      <article>
        <h1 className={reading.title}>{article.title}</h1>
        <p className={reading.date}>{t('article.updated', { date: updated })}</p>
        <RichText text={article.body} className={reading.body} />
      </article>
      <HelpFeedback key={article.id} articleId={article.id} language={pageLanguage} />
      {article.related.length > 0 && (
        <section aria-labelledby="related-articles" className={styles.topic}>
          <h2 id="related-articles">{t('article.related')}</h2>
          <ArticleLinks articles={article.related} language={language} />
        </section>
      )}
    </div>
  );
}

function HelpSearchPage() {
  const { t } = useTranslation('help');
  const language = useLanguageParam();
  const [params] = useSearchParams();
  const query = (params.get(HELP_QUERY_PARAM) ?? '').trim();
  const isLongEnough = query.length >= HELP_QUERY_MIN_LENGTH;
  const search = useQuery({ ...helpSearchQueryOptions(useLanguage(), query), enabled: isLongEnough });
  useTitledMeta(isLongEnough ? t('search.resultsFor', { query }) : t('search.title'), t('meta.description'));

  let outcome;
  if (!isLongEnough) outcome = <p className={styles.notice}>{t('search.tooShort')}</p>;
  else if (search.data !== undefined) {
    const { results, searchedFor } = search.data;
    outcome = (
      <>
        {searchedFor !== null && (
          <p className={styles.notice}>{t('search.searchedFor', { query: searchedFor })}</p>
        )}
        <p role="status" className={styles.notice}>
          {t('search.count', { count: results.length })}
        </p>
        {results.length === 0 ? (
          <div className={reading.body}>
            {/* The words searched are text, never rich text: a link in them stays text. */}
            <p>{t('search.none', { query })}</p>
            <RichText text={t('search.noneHelp')} />
          </div>
        ) : (
          <SearchResults results={results} />
        )}
      </>
    );
  } else if (search.isError)
    outcome = <HelpLoadError error={search.error} onRetry={() => void search.refetch()} />;
  else outcome = <HelpLoading />;

  return (
    <div className={reading.column}>
      <HelpBreadcrumbs
        crumbs={[
          { label: t('meta.title'), to: withLanguage(paths.help, language) },
          { label: t('search.title') },
        ]}
      />
      <h1 className={reading.title}>
        {isLongEnough ? t('search.resultsFor', { query }) : t('search.title')}
      </h1>
      <HelpSearchForm query={query} />
      {outcome}
    </div>
  );
}

export const help: PageModule = { Component: HelpHomePage };
export const helpDrivers: PageModule = { Component: () => <HelpCentre audience="drivers" /> };
export const helpSuppliers: PageModule = { Component: () => <HelpCentre audience="suppliers" /> };
export const helpArticle: PageModule = { Component: HelpArticlePage };
export const helpSearch: PageModule = { Component: HelpSearchPage };
