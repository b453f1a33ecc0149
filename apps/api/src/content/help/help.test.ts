import { HELP_AUDIENCES, HELP_TOPICS, HIGHLIGHT_END as E, HIGHLIGHT_START as S } from '@roadbook/domain/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from '../../testing/help.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { loadHelpArticles, shippedArticles } from './help-content';

describe('the help centres', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { FORM_RATE_LIMIT_MAX: '1000' } });
    expect(await loadHelpArticles(ctx.database.db, HELP_ARTICLES)).toBe(4);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const search = async (q: string, lang: string, audience?: string) => {
    const query = new URLSearchParams({ q, lang, ...(audience ? { audience } : {}) });
    const response = await get(`/api/help/search?${query.toString()}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      searchedFor: string | null;
      results: { id: string; title: string; extract: string }[];
    };
  };

  it('adds shipped articles once: a second start leaves them (and what was counted) as they are', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/help/articles/how-to-book/feedback',
      payload: { helpful: true },
    });
    expect(await loadHelpArticles(ctx.database.db, HELP_ARTICLES)).toBe(0);
    const { article } = (await get('/api/help/articles/how-to-book?lang=en')).json();
    expect(article.helpfulCount).toBe(1);
  });

  it('lists a centre in its order, in the language asked (lang, else Accept-Language)', async () => {
    const drivers = await get('/api/help/articles?audience=drivers', { 'accept-language': 'fr-CA,en;q=0.5' });
    expect(drivers.statusCode).toBe(200);
    expect(drivers.json().articles.map((a: { id: string; title: string }) => [a.id, a.title])).toEqual([
      ['how-to-book', 'Réserver un véhicule'],
      ['cancelling-a-booking', 'Annuler une réservation'],
      ['roadside-assistance', 'Assistance routière jour et nuit'],
    ]);
    const suppliers = await get('/api/help/articles?audience=suppliers&lang=es');
    expect(suppliers.json().articles).toEqual([
      {
        id: 'supplier-bookings',
        audience: 'suppliers',
        topic: 'bookings',
        title: 'Gestionar las reservas de sus coches',
        summary: 'Confirme las reservas en mostrador y finalice las cancelaciones.',
      },
    ]);
    // Without a language, the marketplace's default (es).
    expect((await get('/api/help/articles')).json().articles).toHaveLength(4);
    expect((await get('/api/help/articles')).json().articles[0].title).toBe('Cómo reservar un vehículo');
  });

  it('answers an article with its rich text and its neighbours, its topic first', async () => {
    const response = await get('/api/help/articles/cancelling-a-booking?lang=en');
    expect(response.statusCode).toBe(200);
    const { article } = response.json();
    expect(article).toMatchObject({
      id: 'cancelling-a-booking',
      audience: 'drivers',
      topic: 'cancelling',
      language: 'en',
      title: 'Cancelling a booking',
      body: expect.stringContaining('**late cancellation fee**'),
    });
    expect(article.related.map((a: { id: string }) => a.id)).toEqual(['how-to-book', 'roadside-assistance']);
  });

  it.each([
    { url: '/api/help/articles/no-such-article', status: 404 },
    { url: '/api/help/articles/Not%20An%20Id', status: 400 },
    { url: `/api/help/articles/${'a'.repeat(101)}`, status: 414 },
    { url: '/api/help/articles?audience=everyone', status: 400 },
    { url: `/api/help/search?q=${'a'.repeat(201)}`, status: 400 },
    { url: '/api/help/search', status: 400 },
  ])('answers $status to $url, never a 5xx', async ({ url, status }) => {
    expect((await get(url)).statusCode).toBe(status);
  });

  it('finds by stems in each language, accents and case ignored, the title’s words first', async () => {
    const english = await search('CANCELLATIONS', 'en');
    expect(english.searchedFor).toBeNull();
    // The title's word first, then the summary's, then a link's label in a body.
    expect(english.results.map((r) => r.id)).toEqual([
      'cancelling-a-booking',
      'supplier-bookings',
      'how-to-book',
    ]);
    expect(english.results[0]?.title).toBe(`${S}Cancelling${E} a booking`);

    const french = await search('reservation annulee', 'fr');
    expect(french.results[0]?.id).toBe('cancelling-a-booking');
    expect(french.results[0]?.title).toBe(`${S}Annuler${E} une ${S}réservation${E}`);
    expect(french.results.map((r) => r.id)).toContain('how-to-book');

    const spanish = await search('cancelación', 'es');
    expect(spanish.results.map((r) => r.id)).toEqual(['cancelling-a-booking', 'supplier-bookings']);
    expect(spanish.results[0]?.extract).toContain(`${S}cancelación${E}`);
  });

  it('replaces a misspelt word by the closest word the articles use, and says so', async () => {
    const french = await search('anulation', 'fr');
    expect(french.searchedFor).toBe('annulation');
    expect(french.results[0]?.id).toBe('cancelling-a-booking');

    const spanish = await search('asistensia carretera', 'es');
    expect(spanish.searchedFor).toBe('asistencia carretera');
    expect(spanish.results.map((r) => r.id)).toEqual(['roadside-assistance']);

    // Words the articles use in another form, numbers and words the language ignores stay as typed.
    const typed = await search('réservations 24 ma', 'fr');
    expect(typed.searchedFor).toBeNull();
    expect(typed.results.length).toBeGreaterThan(0);
  });

  it('keeps to one centre when asked, and finds nothing for too short or unknown words', async () => {
    expect((await search('booking', 'en', 'suppliers')).results.map((r) => r.id)).toEqual([
      'supplier-bookings',
    ]);
    expect((await search('a', 'en')).results).toEqual([]);
    expect((await search('the of and', 'en')).results).toEqual([]);
    expect((await search('zzzzqqq', 'en')).results).toEqual([]);
    // Markup in a search is only text.
    expect((await search('<script>alert(1)</script>', 'en')).results).toEqual([]);
  });

  it('counts "was this helpful?" answers', async () => {
    const post = (id: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/help/articles/${id}/feedback`, payload });
    const yes = await post('roadside-assistance', { helpful: true });
    expect(yes.json()).toEqual({ helpfulCount: 1, notHelpfulCount: 0 });
    expect((await post('roadside-assistance', { helpful: false })).json()).toEqual({
      helpfulCount: 1,
      notHelpfulCount: 1,
    });
    expect((await post('no-such-article', { helpful: true })).statusCode).toBe(404);
    expect((await post('roadside-assistance', { helpful: 'yes' })).statusCode).toBe(400);
  });
});

describe('the shipped help articles', () => {
  it('cover every topic of both centres, in every language', () => {
    const articles = shippedArticles();
    for (const audience of HELP_AUDIENCES) {
      const topics = new Set(articles.filter((a) => a.audience === audience).map((a) => a.topic));
      expect([...topics].sort(), audience).toEqual([...HELP_TOPICS[audience]].sort());
    }
  });

  it('link only to the site’s own pages and to articles that exist', () => {
    const articles = shippedArticles();
    const ids = new Set(articles.map((a) => a.id));
    for (const article of articles) {
      for (const { body } of Object.values(article.translations)) {
        for (const [, target] of body.matchAll(/\]\(([^)]*)\)/g)) {
          expect(target, article.id).toMatch(/^\/|^mailto:/);
          const linked = /^\/help\/article\/(.+)$/.exec(target ?? '')?.[1];
          if (linked !== undefined) expect(ids.has(linked), `${article.id} → ${linked}`).toBe(true);
        }
      }
    }
  });
});

describe('searching the shipped help articles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    expect(await loadHelpArticles(ctx.database.db)).toBe(shippedArticles().length);
  });
  afterAll(() => ctx.close());

  it.each([
    { lang: 'en', q: 'how do I cancel', id: 'how-to-cancel-a-booking' },
    { lang: 'fr', q: 'anuler ma reservasion', id: 'how-to-cancel-a-booking' },
    { lang: 'es', q: 'permiso de conducir', id: 'driving-licence-requirements' },
    { lang: 'fr', q: 'âge minimum', id: 'minimum-age-to-rent' },
  ])('finds $id among the first results for "$q" in $lang', async ({ lang, q, id }) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/help/search?${new URLSearchParams({ q, lang }).toString()}`,
    });
    const ids = (response.json().results as { id: string }[]).map((result) => result.id);
    expect(ids.slice(0, 3), JSON.stringify(ids)).toContain(id);
  });
});
