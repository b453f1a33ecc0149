// The back office's help articles on a real database, through their routes: admins only (a visitor,
// a driver and a supplier are refused before their input is read); every article with its three
// translations by centre; an article written with its centre, topic and words in each language; the
// audit event of each change; the help pages and search see a change at once; the next start adds
// back neither an edited nor a deleted shipped article.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminHelpArticleListSchema,
  AdminHelpArticleResponseSchema,
} from '@roadbook/domain/contracts/admin-help';
import { HelpSearchAnswerSchema } from '@roadbook/domain/contracts/help';
import type { NewHelpArticleInput } from '@roadbook/domain/help-article-schema';
import { auditEvents } from '../../db/schema/audit';
import { helpArticles } from '../../db/schema/help';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { backOfficeAccounts, requestAs, type BackOfficeWho } from '../../testing/back-office.fixture';
import { HELP_ARTICLES } from '../../testing/help.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { loadHelpArticles } from '../../content/help/help-content';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const NEW_ARTICLE: NewHelpArticleInput = {
  id: 'winter-tyres',
  audience: 'drivers',
  topic: 'roadside',
  translations: {
    en: {
      title: 'Winter tyres and snow chains',
      summary: 'When a car comes with winter equipment.',
      body: 'Ask the agency for **snow chains**.\n\n- Mountain roads\n- Ski resorts',
    },
    fr: {
      title: 'Pneus hiver et chaînes à neige',
      summary: 'Quand une voiture est équipée pour l’hiver.',
      body: 'Demandez des **chaînes à neige** à l’agence.',
    },
    es: {
      title: 'Neumáticos de invierno y cadenas',
      summary: 'Cuándo un coche lleva equipo de invierno.',
      body: 'Pida **cadenas para nieve** a la agencia.',
    },
  },
};

describe('the back office’s help articles', () => {
  let ctx: TestContext;
  let cookies: Record<BackOfficeWho, string>;
  let adminId = '';

  const call = (method: Method, url: string, who: BackOfficeWho, body?: object) =>
    requestAs(ctx, cookies, method, url, who, body);
  const auditOf = (id: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordKind, 'helpArticle'), eq(auditEvents.recordId, id)))
      .orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const search = async (q: string, lang: string) => {
    const query = new URLSearchParams({ q, lang }).toString();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/help/search?${query}` });
    return HelpSearchAnswerSchema.parse(response.json()).results.map((result) => result.id);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, RATE_LIMIT_MAX: '100000' } });
    expect(await loadHelpArticles(ctx.database.db, HELP_ARTICLES)).toBe(4);
    const accounts = await backOfficeAccounts(ctx);
    cookies = accounts.cookies;
    adminId = accounts.ids.admin;
  });
  afterAll(async () => ctx.close());

  it('refuses a visitor (401), a driver and a supplier (403) on every route, whatever the input', async () => {
    const before = await auditCount();
    const routes: [Method, string][] = [
      ['GET', '/api/admin/help/articles?audience=everyone'],
      ['GET', '/api/admin/help/articles/how-to-book'],
      ['POST', '/api/admin/help/articles'],
      ['PUT', '/api/admin/help/articles/how-to-book'],
      ['DELETE', '/api/admin/help/articles/how-to-book'],
    ];
    for (const [method, url] of routes) {
      for (const [who, status] of [
        ['visitor', 401],
        ['driver', 403],
        ['supplierA', 403],
      ] as const) {
        const payload = method === 'POST' || method === 'PUT' ? { topic: 7 } : undefined;
        const response = await call(method, url, who, payload);
        expect({ method, url, who, status: response.statusCode }).toEqual({ method, url, who, status });
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('lists every article by centre with its three translations', async () => {
    const response = await call('GET', '/api/admin/help/articles', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { articles } = AdminHelpArticleListSchema.parse(response.json());
    expect(articles.map((article) => [article.audience, article.id, article.position])).toEqual([
      ['drivers', 'how-to-book', 1],
      ['drivers', 'cancelling-a-booking', 2],
      ['drivers', 'roadside-assistance', 3],
      ['suppliers', 'supplier-bookings', 1],
    ]);
    expect(articles[0]?.translations.fr.title).toBe('Réserver un véhicule');
    const suppliers = AdminHelpArticleListSchema.parse(
      (await call('GET', '/api/admin/help/articles?audience=suppliers', 'admin')).json(),
    );
    expect(suppliers.articles.map((article) => article.id)).toEqual(['supplier-bookings']);
  });

  it('refuses each invalid field with its code, a topic of the other centre and a taken address', async () => {
    const before = await auditCount();
    const { en, fr, es } = NEW_ARTICLE.translations;
    const refusals: [object, string, string][] = [
      [{ ...NEW_ARTICLE, id: 'Winter Tyres' }, 'id', 'validation.invalidValue'],
      [{ ...NEW_ARTICLE, id: 'new' }, 'id', 'validation.invalidValue'],
      [{ ...NEW_ARTICLE, topic: 'payouts' }, 'topic', 'validation.invalidValue'],
      [
        { ...NEW_ARTICLE, translations: { en, fr: { ...fr, title: ' ' }, es } },
        'translations.fr.title',
        'validation.required',
      ],
      [{ ...NEW_ARTICLE, translations: { en, fr } }, 'translations.es', 'validation.invalidValue'],
      [{ ...NEW_ARTICLE, id: 'how-to-book' }, 'id', 'validation.articleIdTaken'],
    ];
    for (const [payload, path, code] of refusals) {
      const response = await call('POST', '/api/admin/help/articles', 'admin', payload);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'common.invalidRequest',
        details: { fields: [{ path, in: 'body', code }] },
      });
    }
    expect(await auditCount()).toBe(before);
  });

  it('adds an article at its centre’s end, found by the help search at once, and records it', async () => {
    expect(await search('chaines neige', 'fr')).toEqual([]);
    const response = await call('POST', '/api/admin/help/articles', 'admin', NEW_ARTICLE);
    expect(response.statusCode, response.body).toBe(201);
    const { article } = AdminHelpArticleResponseSchema.parse(response.json());
    expect(article).toMatchObject({
      id: 'winter-tyres',
      position: 4,
      translations: NEW_ARTICLE.translations,
    });
    expect(await search('chaines neige', 'fr')).toEqual(['winter-tyres']);
    // A misspelt word is corrected to the new article's words too.
    expect(await search('cadenass', 'es')).toEqual(['winter-tyres']);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/help/articles/winter-tyres?lang=es' });
    expect(page.json().article.title).toBe('Neumáticos de invierno y cadenas');
    expect(await auditOf('winter-tyres')).toMatchObject([
      { actorId: adminId, action: 'create', recordLabel: 'Winter tyres and snow chains', before: null },
    ]);
  });

  it('rewrites a shipped article, which the next start leaves as the admin wrote it', async () => {
    const { id: _id, ...input } = NEW_ARTICLE;
    const rewritten = {
      ...input,
      topic: 'booking',
      translations: {
        ...input.translations,
        en: { title: 'Booking a car, step by step', summary: 'The steps.', body: 'Search, pick, **pay**.' },
      },
    };
    const response = await call('PUT', '/api/admin/help/articles/how-to-book', 'admin', rewritten);
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminHelpArticleResponseSchema.parse(response.json()).article).toMatchObject({
      topic: 'booking',
      position: 1,
      translations: rewritten.translations,
    });
    expect(await search('step', 'en')).toEqual(['how-to-book']);
    expect(await loadHelpArticles(ctx.database.db, HELP_ARTICLES)).toBe(0);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/help/articles/how-to-book?lang=en' });
    expect(page.json().article.title).toBe('Booking a car, step by step');
    const [event] = await auditOf('how-to-book');
    expect(event).toMatchObject({
      action: 'update',
      before: { topic: 'booking', translations: { en: { title: 'How to book a vehicle' } } },
      after: { translations: { en: { title: 'Booking a car, step by step' } } },
    });
    const unknown = await call('PUT', '/api/admin/help/articles/no-such-article', 'admin', rewritten);
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a shipped article, gone from the help at once and not added back at the next start', async () => {
    const response = await call('DELETE', '/api/admin/help/articles/roadside-assistance', 'admin');
    expect(response.statusCode).toBe(204);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/help/articles/roadside-assistance?lang=en',
    });
    expect(page.statusCode).toBe(404);
    expect(await loadHelpArticles(ctx.database.db, HELP_ARTICLES)).toBe(0);
    const stored = await ctx.database.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.id, 'roadside-assistance'));
    expect(stored).toHaveLength(0);
    expect((await auditOf('roadside-assistance')).at(-1)).toMatchObject({ action: 'delete', after: null });
    expect((await call('DELETE', '/api/admin/help/articles/roadside-assistance', 'admin')).statusCode).toBe(
      404,
    );
  });
});
