// The site's pages as whole HTML documents (page-content.ts says what each one holds): the language
// the address names with `l`, else the browser's (Accept-Language, read as the site reads
// navigator.languages), else the marketplace's default; the address without `l` is each page's
// x-default, whose language therefore varies with Accept-Language. The visitor's country is not
// asked for here: a document waits for no outside service, and a search engine's crawler would get
// the language of wherever it crawls from. `/` sends to /home unless the marketplace is in maintenance.
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { acceptLanguageTags, isLanguage, resolveStartLanguage } from '@roadbook/domain/language';
import { isSitePage, SITE_PATHS, sitePathOf } from '@roadbook/domain/site-paths';
import { createTranslator } from '@roadbook/i18n/translator';
import type { SiteService } from '../../platform/site/site.service';
import { createDocumentWriter, type DocumentHead } from './page-document';
import { describePage, policyValues } from './page-content';
import type { PageContent, PageData } from './page-parts';
import { escapeHtml, jsonLdHtml } from './page-markup';

export interface PagesServiceDependencies {
  /** The site's address (PUBLIC_URL). */
  siteUrl: string;
  /** The built web app's index.html. */
  indexHtml: string;
  site: Pick<SiteService, 'publicConfig'>;
  data: PageData;
}

export type RenderedPage = { status: 200 | 404; html: string } | { redirect: string };

const LANGUAGE_PARAM = 'l';

/**
 * A request's path and query, read against a fixed origin: `//host/…` stays a path (not found);
 * what is no address at all is read as an address the site does not have.
 */
function readAddress(url: string): URL {
  try {
    return new URL(`http://site.invalid${url}`);
  } catch {
    return new URL('http://site.invalid/-');
  }
}

export function createPagesService({ siteUrl, indexHtml, site, data }: PagesServiceDependencies) {
  const writeDocument = createDocumentWriter(indexHtml);

  /** An absolute address: `path`, the page's own query, and `l` when given. */
  const address = (path: string, query: string | undefined, language: Language | null) => {
    const params = [query, language === null ? undefined : `${LANGUAGE_PARAM}=${language}`].filter(
      (part) => part !== undefined && part !== '',
    );
    return `${siteUrl}${path}${params.length === 0 ? '' : `?${params.join('&')}`}`;
  };

  function head(
    content: PageContent,
    path: string,
    language: Language,
    asked: Language | null,
  ): DocumentHead {
    const breadcrumbs =
      content.breadcrumbs === undefined
        ? []
        : [
            {
              '@context': 'https://schema.org',
              '@type': 'BreadcrumbList',
              itemListElement: content.breadcrumbs.map((crumb, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: crumb.name,
                item: address(crumb.path, undefined, asked),
              })),
            },
          ];
    return {
      language,
      title: content.title,
      description: content.description,
      siteName: createTranslator(language)('app.name'),
      canonical: content.isIndexable ? address(path, content.addressQuery, asked) : null,
      alternates: content.isIndexable
        ? [
            ...LANGUAGES.map((hreflang) => ({
              hreflang,
              href: address(path, content.addressQuery, hreflang),
            })),
            { hreflang: 'x-default', href: address(path, content.addressQuery, null) },
          ]
        : [],
      isIndexable: content.isIndexable,
      openGraphType: content.openGraphType ?? 'website',
      extraHead: [...breadcrumbs, ...(content.structuredData ?? [])].map(jsonLdHtml).join(''),
    };
  }

  return {
    /**
     * The document at `url` (a path with its query), or where to go instead; `acceptLanguage` is the
     * request's Accept-Language header.
     */
    async render(
      url: string,
      { acceptLanguage }: { acceptLanguage?: string | undefined } = {},
    ): Promise<RenderedPage> {
      const { pathname, searchParams, search } = readAddress(url);
      const config = await site.publicConfig();
      if (pathname === SITE_PATHS.maintenance && !config.maintenance) {
        return { redirect: `${SITE_PATHS.home}${search}` };
      }
      const named = searchParams.get(LANGUAGE_PARAM)?.trim().toLowerCase();
      const asked = isLanguage(named) ? named : null;
      const language = resolveStartLanguage({
        urlLanguage: asked,
        browserLanguages: acceptLanguageTags(acceptLanguage),
        defaultLanguage: config.defaultLanguage,
      });
      const path = sitePathOf(pathname);
      const t = createTranslator(language);
      const content = await describePage(
        {
          language,
          t,
          values: policyValues(config),
          link: (target) =>
            asked === null
              ? target
              : `${target}${target.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${asked}`,
          siteUrl,
          contactEmail: config.contactEmail,
        },
        data,
        { path, params: searchParams, isKnown: isSitePage(pathname), hideSuppliers: config.hideSuppliers },
      );
      const notice =
        content.needsScripts === undefined
          ? ''
          : `<noscript><p class="rb-page-text">${escapeHtml(
              t(content.needsScripts === 'page' ? 'pages:noScript' : 'pages:formNeedsScript'),
            )}</p></noscript>`;
      const body =
        content.body === '' ? notice : `<main class="rb-page-text">${content.body}${notice}</main>`;
      return { status: content.status, html: writeDocument(head(content, path, language, asked), body) };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
