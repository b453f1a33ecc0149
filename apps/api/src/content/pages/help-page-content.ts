// The help centres' pages as the API writes them: the centres, their articles by topic, an article
// (404 when there is none) and the search's page.
import {
  HELP_ARTICLE_ID_MAX_LENGTH,
  HELP_ARTICLE_ID_PATTERN,
  HELP_AUDIENCES,
  type HelpAudience,
} from '@roadbook/domain/help';
import { SITE_PATHS } from '@roadbook/domain/site-paths';
import { escapeHtml, linkListHtml, richTextHtml } from './page-markup';
import {
  heading1,
  homeCrumb,
  notFound,
  paragraph,
  titled,
  type PageContent,
  type PageContext,
  type PageData,
} from './page-parts';

const helpCrumbs = (context: PageContext) => [
  homeCrumb(context),
  { name: context.t('help:meta.title'), path: SITE_PATHS.help },
];
export const helpCentrePath = (audience: HelpAudience) => `${SITE_PATHS.help}/${audience}`;

export function helpHome(context: PageContext): PageContent {
  const { t } = context;
  const centres = HELP_AUDIENCES.map(
    (audience) =>
      `<section><h2><a href="${escapeHtml(context.link(helpCentrePath(audience)))}">${escapeHtml(t(`help:centres.${audience}.title`))}</a></h2>${paragraph(t(`help:home.${audience}`))}</section>`,
  );
  return {
    status: 200,
    title: titled(context, t('help:meta.title')),
    description: t('help:meta.description'),
    body: `${heading1(t('help:home.title'))}${paragraph(t('help:home.intro'))}${centres.join('')}${richTextHtml(t('help:home.more'))}`,
    isIndexable: true,
    breadcrumbs: helpCrumbs(context),
  };
}

export async function helpCentre(
  context: PageContext,
  data: PageData,
  audience: HelpAudience,
): Promise<PageContent> {
  const { t } = context;
  const title = t(`help:centres.${audience}.title`);
  const articles = await data.listHelpArticles(context.language, audience);
  const topics = [...new Set(articles.map((article) => article.topic))].map(
    (topic) =>
      `<section><h2>${escapeHtml(t(`help:topics.${audience}.${topic}`))}</h2>${linkListHtml(
        articles
          .filter((article) => article.topic === topic)
          .map(({ id, title: label }) => ({ label, href: context.link(helpArticlePath(id)) })),
      )}</section>`,
  );
  return {
    status: 200,
    title: titled(context, title),
    description: t(`help:centres.${audience}.description`),
    body: `${heading1(title)}${paragraph(t(`help:centres.${audience}.description`))}${topics.join('')}`,
    isIndexable: true,
    breadcrumbs: [...helpCrumbs(context), { name: title, path: helpCentrePath(audience) }],
  };
}

const helpArticlePath = (id: string) => `${SITE_PATHS.help}/article/${encodeURIComponent(id)}`;

export async function helpArticle(context: PageContext, data: PageData, id: string): Promise<PageContent> {
  const { t } = context;
  const isArticleId = id.length <= HELP_ARTICLE_ID_MAX_LENGTH && HELP_ARTICLE_ID_PATTERN.test(id);
  const article = isArticleId ? await data.findHelpArticle(id, context.language) : null;
  if (article === null) {
    return notFound(context, {
      message: t('help:article.notFound'),
      back: { label: t('help:article.back'), path: SITE_PATHS.help },
    });
  }
  const centre = t(`help:centres.${article.audience}.title`);
  return {
    status: 200,
    title: titled(context, article.title),
    description: article.summary,
    body: `${heading1(article.title)}${paragraph(article.summary)}${richTextHtml(article.body)}`,
    isIndexable: true,
    openGraphType: 'article',
    breadcrumbs: [
      ...helpCrumbs(context),
      { name: centre, path: helpCentrePath(article.audience) },
      { name: article.title, path: helpArticlePath(article.id) },
    ],
  };
}

export function helpSearch(context: PageContext, query: string): PageContent {
  const { t } = context;
  const heading = query.length >= 2 ? t('help:search.resultsFor', { query }) : t('help:search.title');
  return {
    status: 200,
    title: titled(context, heading),
    description: t('help:meta.description'),
    body: heading1(heading),
    needsScripts: 'page',
    isIndexable: false,
    ...(query === '' ? {} : { addressQuery: `q=${encodeURIComponent(query)}` }),
  };
}
