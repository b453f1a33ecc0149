// What each page of the site says before the web app starts: its title, description, heading and
// text in the page's language, from the same catalogues and data the app shows, and the structured
// data that goes with it. Pages behind a sign-in or a form only say what they are, and are not listed
// by search engines.
import { formatCalendarDay } from '@roadbook/domain/calendar-day';
import { MINIMUM_SERVICE_AGE, PRIVACY_POLICY_EFFECTIVE_DATE } from '@roadbook/domain/constants';
import { HELP_AUDIENCES } from '@roadbook/domain/help';
import { plainText } from '@roadbook/domain/rich-text';
import { HELP_ARTICLE_PATH, SITE_PATHS } from '@roadbook/domain/site-paths';
import { PageQuerySchema } from '@roadbook/domain/contracts/list-page';
import { resources } from '@roadbook/i18n/resources';
import type { TranslationParams } from '@roadbook/i18n/translate';
import { escapeHtml, linkListHtml, richTextHtml, sectionHtml } from './page-markup';
import { helpArticle, helpCentre, helpCentrePath, helpHome, helpSearch } from './help-page-content';
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

/** The sections of a catalogue's page (`info:about.sections`), in the catalogue's order. */
function sectionsHtml(context: PageContext, namespace: 'info' | 'legal', page: string): string {
  const catalogue: unknown = resources[context.language][namespace];
  const pageTexts = (catalogue as Record<string, { sections?: Record<string, unknown> }>)[page];
  return Object.keys(pageTexts?.sections ?? {})
    .map((id) =>
      sectionHtml(
        context.t(`${namespace}:${page}.sections.${id}.heading`, context.values),
        context.t(`${namespace}:${page}.sections.${id}.body`, context.values),
      ),
    )
    .join('');
}

/** An information or legal page: its title, date line, introduction, sections and what follows. */
function documentPage(
  context: PageContext,
  namespace: 'info' | 'legal',
  page: string,
  path: string,
  after = '',
): PageContent {
  const { t, values } = context;
  const title = t(`${namespace}:${page}.title`);
  const dateLine =
    page === 'privacy'
      ? paragraph(
          t('legal:common.effective', {
            date: formatCalendarDay(PRIVACY_POLICY_EFFECTIVE_DATE, context.language),
          }),
        )
      : '';
  return {
    status: 200,
    title: titled(context, t(`${namespace}:${page}.meta.title`)),
    description: t(`${namespace}:${page}.meta.description`),
    body: `${heading1(title)}${dateLine}${richTextHtml(t(`${namespace}:${page}.intro`, values))}${sectionsHtml(context, namespace, page)}${after}`,
    isIndexable: true,
    breadcrumbs: [homeCrumb(context), { name: title, path }],
  };
}

function organization(context: PageContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: context.t('app.name'),
    url: context.siteUrl,
    email: context.contactEmail,
  };
}

function faqPage(context: PageContext): PageContent {
  const { t, values } = context;
  const groups = resources[context.language].info.faq.groups;
  const questions = Object.entries(groups).flatMap(([groupId, group]) =>
    Object.keys(group.questions).map((questionId) => ({
      groupId,
      question: t(`info:faq.groups.${groupId}.questions.${questionId}.question`, values),
      answer: t(`info:faq.groups.${groupId}.questions.${questionId}.answer`, values),
    })),
  );
  const groupsHtml = Object.keys(groups)
    .map(
      (groupId) =>
        `<section><h2>${escapeHtml(t(`info:faq.groups.${groupId}.title`))}</h2>${questions
          .filter((question) => question.groupId === groupId)
          .map(({ question, answer }) => sectionHtml(question, answer, 3))
          .join('')}</section>`,
    )
    .join('');
  const page = documentPage(
    context,
    'info',
    'faq',
    SITE_PATHS.faq,
    `${groupsHtml}${sectionHtml(t('info:faq.more.title'), t('info:faq.more.body', values))}`,
  );
  return {
    ...page,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: questions.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(answer) },
        })),
      },
    ],
  };
}

function homePage(context: PageContext): PageContent {
  const { t } = context;
  return {
    status: 200,
    title: t('home:meta.title'),
    description: t('home:meta.description'),
    body: `${heading1(t('home:pages.professional.heading'))}${paragraph(t('home:pages.professional.lead'))}`,
    isIndexable: true,
    structuredData: [organization(context)],
  };
}

async function locationsPage(
  context: PageContext,
  data: PageData,
  placeId: string | null,
): Promise<PageContent> {
  const { t, language } = context;
  const place = placeId === null ? null : await data.findLocation(placeId, language);
  const breadcrumbs = [
    homeCrumb(context),
    { name: t('places:locations.heading'), path: SITE_PATHS.locations },
  ];
  if (place !== null) {
    const heading = t('places:locations.searchLabel', { place: place.name });
    return {
      status: 200,
      title: titled(context, heading),
      description: t('search:meta.descriptionAt', { place: place.name }),
      body: `${heading1(heading)}${paragraph(t('places:locations.intro'))}<p><a href="${escapeHtml(context.link(SITE_PATHS.locations))}">${escapeHtml(t('places:locations.back'))}</a></p>`,
      needsScripts: 'form',
      isIndexable: true,
      addressQuery: `place=${encodeURIComponent(place.id)}`,
      breadcrumbs: [
        ...breadcrumbs,
        { name: place.name, path: `${SITE_PATHS.locations}?place=${encodeURIComponent(place.id)}` },
      ],
    };
  }
  const locations = await data.listLocations(language);
  const links = locations.map(({ id, name }) => ({
    label: name,
    href: context.link(`${SITE_PATHS.locations}?place=${encodeURIComponent(id)}`),
  }));
  return {
    status: 200,
    title: titled(context, t('places:locations.meta.title')),
    description: t('places:locations.meta.description'),
    body: `${heading1(t('places:locations.heading'))}${paragraph(t('places:locations.intro'))}<h2>${escapeHtml(t('places:locations.listHeading'))}</h2>${locations.length === 0 ? paragraph(t('places:locations.empty')) : linkListHtml(links)}`,
    isIndexable: true,
    breadcrumbs,
  };
}

/** null past the last page. */
async function suppliersPage(
  context: PageContext,
  data: PageData,
  page: number,
): Promise<PageContent | null> {
  const suppliers = await data.listSuppliers(page);
  if (suppliers === null) return null;
  const { t } = context;
  const items = suppliers.map(({ name }) => `<li>${escapeHtml(name)}</li>`).join('');
  return {
    status: 200,
    title: titled(context, t('places:suppliers.meta.title')),
    description: t('places:suppliers.meta.description'),
    body: `${heading1(t('places:suppliers.heading'))}${paragraph(t('places:suppliers.intro'))}${suppliers.length === 0 ? paragraph(t('places:suppliers.empty')) : `<ul>${items}</ul>`}`,
    isIndexable: true,
    ...(page === 1 ? {} : { addressQuery: `page=${page}` }),
    breadcrumbs: [homeCrumb(context), { name: t('places:suppliers.heading'), path: SITE_PATHS.suppliers }],
  };
}

function searchPage(context: PageContext): PageContent {
  const { t } = context;
  return {
    status: 200,
    title: titled(context, t('search:meta.title')),
    description: t('search:meta.description'),
    body: `${heading1(t('search:heading.noSearch'))}${paragraph(t('search:meta.description'))}`,
    needsScripts: 'form',
    isIndexable: true,
    breadcrumbs: [homeCrumb(context), { name: t('search:heading.noSearch'), path: SITE_PATHS.search }],
  };
}

/**
 * A page behind a sign-in or a form: its name only, left out of search engines, and for a browser
 * without JavaScript, that the page needs it.
 */
function appPage(context: PageContext): PageContent {
  return {
    status: 200,
    title: context.t('app.name'),
    description: context.t('meta.description'),
    body: '',
    needsScripts: 'page',
    isIndexable: false,
  };
}

function maintenancePage(context: PageContext): PageContent {
  const { t } = context;
  return {
    status: 200,
    title: titled(context, t('meta.maintenance.title')),
    description: t('meta.description'),
    body: `${heading1(t('maintenance.title'))}${paragraph(t('maintenance.message'))}`,
    isIndexable: false,
  };
}

/** The marketplace's settings the texts quote, as the web app's information pages pass them. */
export function policyValues(settings: {
  minimumAge: number;
  lateCancellationFeePercent: number;
  paymentWindowMinutes: number;
  contactEmail: string;
  sessionDays: number;
  sessionBrowserHours: number;
}): TranslationParams {
  return {
    serviceMinimumAge: MINIMUM_SERVICE_AGE,
    minimumAge: settings.minimumAge,
    lateFeePercent: settings.lateCancellationFeePercent,
    paymentWindowMinutes: settings.paymentWindowMinutes,
    contactEmail: settings.contactEmail,
    sessionDays: settings.sessionDays,
    sessionBrowserHours: settings.sessionBrowserHours,
  };
}

const withForm = (content: PageContent): PageContent => ({ ...content, needsScripts: 'form' });

/**
 * The content of the page at `path` (lower case, without a trailing slash: the router's match) with
 * `params`, or the not-found page when the web app has no page there (`isKnown`).
 */
export async function describePage(
  context: PageContext,
  data: PageData,
  {
    path,
    params,
    isKnown,
    hideSuppliers,
  }: { path: string; params: URLSearchParams; isKnown: boolean; hideSuppliers: boolean },
): Promise<PageContent> {
  if (!isKnown) return notFound(context);
  switch (path) {
    case SITE_PATHS.maintenance:
      return maintenancePage(context);
    case SITE_PATHS.home:
      return homePage(context);
    case SITE_PATHS.search:
      return searchPage(context);
    case SITE_PATHS.locations:
      return locationsPage(context, data, params.get('place'));
    case SITE_PATHS.suppliers: {
      // As the site reads it: a page that is no page number is the first one.
      const page = PageQuerySchema.safeParse(params.get('page') ?? undefined).data ?? 1;
      // While the marketplace hides its suppliers, and past the last page, there is nothing there.
      return (hideSuppliers ? null : await suppliersPage(context, data, page)) ?? notFound(context);
    }
    case SITE_PATHS.about:
      return { ...documentPage(context, 'info', 'about', path), structuredData: [organization(context)] };
    case SITE_PATHS.faq:
      return faqPage(context);
    case SITE_PATHS.support:
      return documentPage(context, 'info', 'support', path);
    case SITE_PATHS.contact:
      return withForm(
        documentPage(
          context,
          'info',
          'contact',
          path,
          sectionHtml(
            context.t('info:contact.other.title'),
            context.t('info:contact.other.body', context.values),
          ),
        ),
      );
    case SITE_PATHS.marketing:
      return withForm(
        documentPage(
          context,
          'info',
          'marketing',
          path,
          sectionHtml(context.t('info:marketing.sends.title'), context.t('info:marketing.sends.body')),
        ),
      );
    case SITE_PATHS.privacy:
      return documentPage(context, 'legal', 'privacy', path);
    case SITE_PATHS.terms:
      return documentPage(context, 'legal', 'terms', path);
    case SITE_PATHS.cookiePolicy:
      return documentPage(context, 'legal', 'cookies', path);
    case SITE_PATHS.accessibility:
      return documentPage(context, 'legal', 'accessibility', path);
    case SITE_PATHS.help:
      return helpHome(context);
    case `${SITE_PATHS.help}/search`:
      return helpSearch(context, (params.get('q') ?? '').trim());
  }
  const audience = HELP_AUDIENCES.find((centre) => path === helpCentrePath(centre));
  if (audience !== undefined) return helpCentre(context, data, audience);
  const article = HELP_ARTICLE_PATH.exec(path);
  if (article?.[1] !== undefined) return helpArticle(context, data, article[1]);
  return appPage(context);
}
