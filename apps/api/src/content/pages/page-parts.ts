// The pieces every page's content is made of (page-content.ts, help-page-content.ts): what a page
// holds, what it is described from, and its heading, paragraphs, title and the not-found page.
import type { Language } from '@roadbook/domain/constants';
import type { HelpArticle } from '@roadbook/domain/contracts/help';
import type { HelpAudience } from '@roadbook/domain/help';
import { SITE_PATHS } from '@roadbook/domain/site-paths';
import type { Translate, TranslationParams } from '@roadbook/i18n/translate';
import { escapeHtml } from './page-markup';

export interface PageContent {
  /** 404 for an address the site does not have (or a help article that does not exist). */
  status: 200 | 404;
  /** The document's title. */
  title: string;
  description: string;
  /** The page's heading and text, the inside of its `<main>`; empty for a page that says nothing more. */
  body: string;
  /** What a browser without JavaScript is told the page needs it for: all of it, or its form. */
  needsScripts?: 'page' | 'form';
  /** Listed by search engines (the public pages, each location, each help article). */
  isIndexable: boolean;
  /** The query that is part of the page's address (`place=…`), kept in its canonical and alternates. */
  addressQuery?: string;
  openGraphType?: 'article';
  /** The pages above this one, home first, then this one (`path` without `l`). */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** schema.org objects besides the breadcrumbs. */
  structuredData?: readonly object[];
}

/** What a page is described from: its language, the settings its texts quote, the data it lists. */
export interface PageContext {
  language: Language;
  t: Translate;
  /** The marketplace's settings quoted by the information texts (`{{minimumAge}}` …). */
  values: TranslationParams;
  /** A site path with the page's `l`, when it had one. */
  link: (path: string) => string;
  siteUrl: string;
  contactEmail: string;
}

export interface PageData {
  listLocations: (language: Language) => Promise<readonly { id: string; name: string }[]>;
  findLocation: (id: string, language: Language) => Promise<{ id: string; name: string } | null>;
  listSuppliers: (page: number) => Promise<readonly { name: string; carCount: number }[] | null>;
  listHelpArticles: (
    language: Language,
    audience: HelpAudience,
  ) => Promise<readonly { id: string; topic: string; title: string; summary: string }[]>;
  findHelpArticle: (id: string, language: Language) => Promise<HelpArticle | null>;
}

export const heading1 = (text: string) => `<h1>${escapeHtml(text)}</h1>`;
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function titled(context: PageContext, page: string): string {
  return context.t('meta.titleTemplate', { page });
}

export const homeCrumb = (context: PageContext) => ({ name: context.t('nav.home'), path: SITE_PATHS.home });

/** The not-found page: its message and the way back (the home, or the help centre for an article). */
export function notFound(
  context: PageContext,
  {
    message = context.t('notFound.message'),
    back = { label: context.t('notFound.backHome'), path: SITE_PATHS.home },
  }: { message?: string; back?: { label: string; path: string } } = {},
): PageContent {
  return {
    status: 404,
    title: titled(context, context.t('meta.notFound.title')),
    description: context.t('meta.description'),
    body: `${heading1(message)}<p><a href="${escapeHtml(context.link(back.path))}">${escapeHtml(back.label)}</a></p>`,
    isIndexable: false,
  };
}
