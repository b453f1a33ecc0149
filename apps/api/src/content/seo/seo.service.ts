// What search engines read besides the pages: /sitemap.xml lists every public page in each language
// (with its other languages as alternates and the address without `l` as x-default), each location
// and each help article; /robots.txt points to it and keeps crawlers out of the API and the internal
// area.
import { LANGUAGES } from '@roadbook/domain/constants';
import { PUBLIC_PAGES, SUPPLIERS_PAGE } from '@roadbook/domain/public-pages';
import { escapeHtml } from '../../http/escape-markup';
import type { HelpService } from '../help/help.service';
import type { LocationsService } from '../../catalogue/locations/locations.service';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';

export interface SeoServiceDependencies {
  /** The site's address (PUBLIC_URL). */
  siteUrl: string;
  /** The site settings now: the suppliers' page is left out while the marketplace hides them. */
  siteSettings: CurrentSiteSettings;
  locations: Pick<LocationsService, 'locationIds'>;
  help: Pick<HelpService, 'articleDates'>;
}

interface SitemapPage {
  /** The path with its own query, without `l`. */
  path: string;
  lastModified?: Date;
}

export function createSeoService({ siteUrl, siteSettings, locations, help }: SeoServiceDependencies) {
  const address = (path: string, language?: string) => {
    if (language === undefined) return `${siteUrl}${path}`;
    return `${siteUrl}${path}${path.includes('?') ? '&' : '?'}l=${language}`;
  };

  /** One `<url>` per language, each naming all the languages and x-default as alternates. */
  const entries = ({ path, lastModified }: SitemapPage) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: address(path, language) })),
      { hreflang: 'x-default', href: address(path) },
    ]
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    const modified = lastModified === undefined ? '' : `<lastmod>${lastModified.toISOString()}</lastmod>`;
    return LANGUAGES.map(
      (language) => `<url><loc>${escapeHtml(address(path, language))}</loc>${modified}${alternates}</url>`,
    );
  };

  return {
    async sitemap(): Promise<string> {
      const [locationIds, articles, { hideSuppliers }] = await Promise.all([
        locations.locationIds(),
        help.articleDates(),
        siteSettings(),
      ]);
      const pages: SitemapPage[] = [
        ...PUBLIC_PAGES.filter((path) => !(hideSuppliers && path === SUPPLIERS_PAGE)).map((path) => ({
          path,
        })),
        ...locationIds.map((id) => ({ path: `/locations?place=${id}` })),
        ...articles.map(({ id, updatedAt }) => ({
          path: `/help/article/${encodeURIComponent(id)}`,
          lastModified: updatedAt,
        })),
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...pages.flatMap(entries),
        '</urlset>',
        '',
      ].join('\n');
    },

    robots(): string {
      return [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /internal/',
        `Sitemap: ${siteUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
