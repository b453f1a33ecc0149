import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PUBLIC_PAGES } from '@roadbook/domain/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { HELP_ARTICLES } from '../../testing/help.fixture';
import { createCountry, createLocation } from '../../testing/places.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { loadHelpArticles } from '../help/help-content';

async function locationIds(ctx: TestContext): Promise<string[]> {
  const result = await ctx.database.db.execute(sql`select id from locations`);
  return z
    .object({ rows: z.array(z.object({ id: z.string() })) })
    .parse(result)
    .rows.map((row) => row.id);
}

describe('what search engines read', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
    await loadHelpArticles(ctx.database.db, HELP_ARTICLES);
    const country = await createCountry(ctx.database.db, 'PT', { en: 'Portugal' });
    await createLocation(ctx.database.db, country, { names: { en: 'Lisbon Airport' } });
  });
  afterAll(() => ctx.close());

  it('lists every public page, location and help article in each language, with their alternates', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);

    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const places = await locationIds(ctx);
    expect(places).toHaveLength(1);
    expect(locs).toHaveLength((PUBLIC_PAGES.length + places.length + HELP_ARTICLES.length) * 3);
    for (const language of ['en', 'fr', 'es']) {
      expect(locs).toContain(`${TEST_SITE_URL}/about?l=${language}`);
      expect(locs).toContain(`${TEST_SITE_URL}/help/article/${HELP_ARTICLES[0]?.id}?l=${language}`);
      // The query's & is written as XML wants it.
      expect(locs).toContain(`${TEST_SITE_URL}/locations?place=${places[0]}&amp;l=${language}`);
    }
    const privacy = xml.split('\n').find((line) => line.includes(`<loc>${TEST_SITE_URL}/privacy?l=fr</loc>`));
    expect(privacy).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${TEST_SITE_URL}/privacy?l=es"/>`,
    );
    expect(privacy).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_SITE_URL}/privacy"/>`,
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('leaves the suppliers out while the marketplace hides them', async () => {
    const hidden = await createTestApp({ env: { HIDE_SUPPLIERS: 'true', PUBLIC_URL: TEST_SITE_URL } });
    try {
      const xml = (await hidden.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(xml).not.toContain(`<loc>${TEST_SITE_URL}/suppliers?l=`);
      expect(xml).toContain(`<loc>${TEST_SITE_URL}/help/suppliers?l=en</loc>`);
      expect(xml).toContain('/locations?l=en');
    } finally {
      await hidden.close();
    }
  });

  it('points crawlers to the sitemap and away from the API and the internal area', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /api/\nDisallow: /internal/\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`,
    );
  });
});
