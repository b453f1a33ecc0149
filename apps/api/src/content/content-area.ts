// The content area: the help centres, the pages the server writes for each address (with their
// words and data, for search engines and first loads), the SEO documents (sitemaps, robots.txt),
// the mailing list, the contact form and the internal area's guide.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocationsService } from '../catalogue/locations/locations.service';
import type { SuppliersService } from '../catalogue/suppliers/suppliers.service';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Platform } from '../platform/platform-area';
import { contactRoutes } from './contact/contact.routes';
import { createContactService } from './contact/contact.service';
import { helpRoutes } from './help/help.routes';
import { createHelpService } from './help/help.service';
import { internalRoutes } from './internal/internal.routes';
import { createInternalService } from './internal/internal.service';
import { mailingListRoutes } from './mailing-list/mailing-list.routes';
import { createMailingListService } from './mailing-list/mailing-list.service';
import { createPageData } from './pages/page-data';
import { createPagesService } from './pages/pages.service';
import { seoRoutes } from './seo/seo.routes';
import { createSeoService } from './seo/seo.service';

export interface ContentAreaDependencies {
  config: Config;
  database: DatabaseHandle;
  platform: Pick<Platform, 'emails' | 'recaptcha' | 'failureLimiters' | 'currentSettings' | 'site'>;
  locations: LocationsService;
  suppliers: SuppliersService;
}

export function createContentArea({
  config,
  database,
  platform,
  locations,
  suppliers,
}: ContentAreaDependencies) {
  const { emails, recaptcha } = platform;
  const { defaultLanguage } = config.site;
  const help = createHelpService({ database });
  const contact = createContactService({
    database,
    email: emails,
    recaptcha,
    contactEmail: config.site.contactEmail,
    teamLanguage: defaultLanguage,
  });
  const mailingList = createMailingListService({ database, email: emails, recaptcha });
  const internal = createInternalService({
    database,
    signInLimits: config.accounts.signInLimits,
    failureLimiters: platform.failureLimiters,
  });
  const seo = createSeoService({
    siteUrl: config.siteUrl,
    siteSettings: platform.currentSettings,
    locations,
    help,
  });
  const pageData = createPageData({ locations, suppliers, help });

  const { formRateLimit } = config.accounts;
  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(contactRoutes, { contact, formRateLimit });
    await api.register(mailingListRoutes, { mailingList, formRateLimit });
    await api.register(helpRoutes, { help, defaultLanguage, formRateLimit });
    await api.register(internalRoutes, { internal });
  };
  /** Outside /api: the sitemaps and robots.txt. */
  const siteRoutes: FastifyPluginAsyncZod = async (site) => {
    await site.register(seoRoutes, { seo });
  };
  /** The pages of the built web app, each written with its words and data. */
  const createPages = (indexHtml: string) =>
    createPagesService({ siteUrl: config.siteUrl, indexHtml, site: platform.site, data: pageData });

  return { help, routes, siteRoutes, createPages };
}

export type ContentArea = ReturnType<typeof createContentArea>;
