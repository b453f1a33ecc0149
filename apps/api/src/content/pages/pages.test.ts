import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PUBLIC_PAGES } from '@roadbook/domain/public-pages';
import { resources } from '@roadbook/i18n/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { HELP_ARTICLES } from '../../testing/help.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { loadHelpArticles } from '../help/help-content';

/** The web app's own index.html (the build only adds its scripts and styles). */
const INDEX_HTML = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headingOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function structuredData(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as { '@type': string },
  );
}

describe('pages as whole documents, for search engines, link previews and browsers without scripts', () => {
  let ctx: TestContext;
  let webDir: string;
  let lisbonId: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-pages-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    ctx = await createTestApp({
      env: { WEB_DIST_DIR: webDir, PUBLIC_URL: TEST_SITE_URL, DEFAULT_LANGUAGE: 'es' },
    });
    await loadHelpArticles(ctx.database.db, HELP_ARTICLES);
    const country = await createCountry(ctx.database.db, 'PT', { en: 'Portugal', fr: 'Portugal' });
    lisbonId = await createLocation(ctx.database.db, country, {
      names: { en: 'Lisbon Airport', fr: 'Aéroport de Lisbonne' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers every public page in each language with its title, heading and text, whatever the Accept header', async () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      for (const page of PUBLIC_PAGES) {
        const response = await get(`${page}?l=${language}`, { accept: 'application/json' });
        expect(response.statusCode, page).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = response.body;
        expect(html).toContain(`<html lang="${language}">`);
        expect(titleOf(html), page).toBeTruthy();
        expect(headingOf(html), `${page} in ${language}`).toBeTruthy();
        expect(html).toContain(`<link rel="canonical" href="${TEST_SITE_URL}${page}?l=${language}" />`);
        for (const alternate of ['en', 'fr', 'es']) {
          expect(html).toContain(
            `<link rel="alternate" hreflang="${alternate}" href="${TEST_SITE_URL}${page}?l=${alternate}" />`,
          );
        }
        expect(html).toContain(
          `<link rel="alternate" hreflang="x-default" href="${TEST_SITE_URL}${page}" />`,
        );
        expect(html).toContain(`<meta property="og:url" content="${TEST_SITE_URL}${page}?l=${language}" />`);
        expect(html).not.toContain('noindex');
      }
    }
    const about = (await get('/about?l=fr')).body;
    expect(unescape(titleOf(about))).toBe(`${resources.fr.info.about.meta.title} · Roadbook`);
    expect(unescape(headingOf(about))).toBe(resources.fr.info.about.title);
    expect(about).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(about).toContain(`<meta property="og:title" content="${titleOf(about) ?? ''}" />`);
  });

  it('speaks the default language at the address without `l`, its x-default', async () => {
    const html = (await get('/privacy')).body;
    expect(html).toContain('<html lang="es">');
    expect(unescape(headingOf(html))).toBe(resources.es.legal.privacy.title);
    expect(html).toContain('15 de julio de 2025');
    expect(html).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/privacy" />`);
  });

  it("speaks the browser's language at the address without `l`, as the site starts in it", async () => {
    const english = await get('/home', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(unescape(headingOf(english.body))).toBe(resources.en.home.pages.professional.heading);
    expect(english.headers.vary).toMatch(/accept-language/i);
    // Its address is still the x-default one, whose language depends on the browser.
    expect(english.body).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/home" />`);

    // By the header's weights, not its order.
    const french = await get('/about', { 'accept-language': 'es;q=0.4, de, fr-CA;q=0.8' });
    expect(french.body).toContain('<html lang="fr">');
    // `l` wins over the browser; a browser without a language of ours gets the default.
    expect((await get('/home?l=es', { 'accept-language': 'en' })).body).toContain('<html lang="es">');
    expect((await get('/home', { 'accept-language': 'de-DE, *;q=0.5' })).body).toContain('<html lang="es">');
  });

  it('describes the organisation, the FAQ and where each page sits, as structured data', async () => {
    const home = structuredData((await get('/home?l=en')).body);
    expect(home).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Roadbook',
        url: TEST_SITE_URL,
        email: expect.stringContaining('@') as unknown,
      },
    ]);
    const about = structuredData((await get('/about?l=en')).body);
    expect(about.find((data) => data['@type'] === 'Organization')).toMatchObject({
      name: 'Roadbook',
      url: TEST_SITE_URL,
    });
    expect(about.find((data) => data['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${TEST_SITE_URL}/home?l=en` },
        {
          '@type': 'ListItem',
          position: 2,
          name: resources.en.info.about.title,
          item: `${TEST_SITE_URL}/about?l=en`,
        },
      ],
    });

    const faq = structuredData((await get('/faq?l=es')).body).find((data) => data['@type'] === 'FAQPage');
    const booking = resources.es.info.faq.groups.booking.questions.howToBook;
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    const howToBook = questions.find((question) => question.name === booking.question);
    // The answer's words without its marks: the link's label stays, its address goes.
    expect(howToBook?.acceptedAnswer.text).toContain('página de búsqueda');
    expect(howToBook?.acceptedAnswer.text).not.toContain('](/search)');
    // The settings the answers quote are filled in.
    expect(JSON.stringify(questions)).not.toContain('{{');
  });

  it('writes a help article with its centre in the breadcrumbs, and 404 for an article that is not there', async () => {
    const response = await get('/help/article/how-to-book?l=fr');
    expect(response.statusCode).toBe(200);
    expect(unescape(headingOf(response.body))).toBe('Réserver un véhicule');
    expect(response.body).toContain('<li>Choisissez les options</li>');
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    const crumbs = structuredData(response.body).find((data) => data['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      resources.fr.common.nav.home,
      resources.fr.help.meta.title,
      resources.fr.help.centres.drivers.title,
      'Réserver un véhicule',
    ]);

    const centre = (await get('/help/drivers?l=en')).body;
    expect(centre).toContain('<a href="/help/article/how-to-book?l=en">How to book a vehicle</a>');

    for (const url of ['/help/article/no-such-article?l=en', '/help/article/NOT%20an%20id']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
      expect(missing.body).not.toContain('rel="canonical"');
    }
  });

  it('names a location at its own address and lists the locations on /locations', async () => {
    const place = await get(`/locations?place=${lisbonId}&l=fr`);
    expect(unescape(headingOf(place.body))).toBe('Trouver un véhicule à Aéroport de Lisbonne');
    expect(place.body).toContain(
      `<link rel="canonical" href="${TEST_SITE_URL}/locations?place=${lisbonId}&amp;l=fr" />`,
    );
    const list = (await get('/locations?l=en')).body;
    expect(list).toContain(`<a href="/locations?place=${lisbonId}&amp;l=en">Lisbon Airport</a>`);
    // An id that names no location (or is no id at all) gives the list, never an error.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await get(`/locations?place=${id}&l=en`);
      expect(unknown.statusCode).toBe(200);
      expect(unescape(headingOf(unknown.body))).toBe(resources.en.places.locations.heading);
    }
  });

  it('answers an unknown address with 404 and the not-found page, in the language asked', async () => {
    for (const url of ['/nowhere?l=en', '/help/nowhere?l=en', '/internal?l=en', '/assets/missing.js?l=en']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(headingOf(response.body)).toBe(resources.en.common.notFound.message);
      expect(unescape(titleOf(response.body))).toBe('Page not found · Roadbook');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    // A path that a URL parser would read as a host stays a path the site does not have.
    for (const url of ['//x:99999/', '//[/', '//evil.example/about']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const api = await get('/api/nowhere', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('common.notFound');
  });

  it('keeps private pages out of search engines, and tells a browser without scripts that they need them', async () => {
    for (const url of [
      '/sign-in?l=fr',
      '/bookings?l=fr',
      '/internal/login?l=fr',
      '/checkout-session/cs_1?l=fr',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain(
        `<noscript><p class="rb-page-text">${resources.fr.pages.noScript}</p></noscript>`,
      );
      expect(response.body).not.toContain('hreflang');
      expect(response.body).not.toContain('rel="canonical"');
    }
    // A page to read with a form on it: its text, and that the form needs scripts.
    const contact = (await get('/contact?l=es')).body;
    expect(contact).toContain(
      `<noscript><p class="rb-page-text">${resources.es.pages.formNeedsScript}</p></noscript></main>`,
    );
    expect(unescape(headingOf(contact))).toBe(resources.es.info.contact.title);
  });

  it('answers / with the maintenance page while the marketplace is in maintenance', async () => {
    const root = await get('/?l=fr');
    expect(root.statusCode).toBe(200);
    expect(unescape(headingOf(root.body))).toBe(resources.fr.common.maintenance.title);
    expect(root.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers a page compressed to clients that accept it', async () => {
    const page = await get('/home?l=en', { 'accept-encoding': 'br;q=0, gzip, deflate' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const brotli = await get('/home?l=en', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await get('/home?l=en', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"><main');
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/home?l=en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(page.rawPayload).toString()).toContain(
      `<h1>${resources.en.home.pages.professional.heading}</h1>`,
    );
  });

  it('sends / to /home with its query once the marketplace is open', async () => {
    const open = await createTestApp({ env: { WEB_DIST_DIR: webDir, MAINTENANCE: 'false' } });
    try {
      const root = await open.app.inject({ method: 'GET', url: '/?l=fr&utm_source=mail' });
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/home?l=fr&utm_source=mail');
    } finally {
      await open.close();
    }
  });

  it('writes the suppliers page while they are shown, a page that is no number as the first, and 404 past the last', async () => {
    for (const url of ['/suppliers?l=en', '/suppliers?page=abc&l=en', '/suppliers?page=1e18&l=en']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(unescape(headingOf(response.body)), url).toBe(resources.en.places.suppliers.heading);
    }
    expect((await get('/suppliers?page=99&l=en')).statusCode).toBe(404);
    const hidden = await createTestApp({ env: { WEB_DIST_DIR: webDir, HIDE_SUPPLIERS: 'true' } });
    try {
      // As the site shows it while the marketplace hides its suppliers: not there.
      expect((await hidden.app.inject({ method: 'GET', url: '/suppliers?l=en' })).statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
  });

  it('writes what a visitor typed as text, never as markup', async () => {
    const response = await get(`/help/search?l=en&q=${encodeURIComponent('<script>alert(1)</script>"')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });
});
