import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/users';
import { createAdminRecipients, noticesOf, TEST_ADMIN_EMAIL } from '../../testing/admin-notices.fixture';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import { RECAPTCHA_TOKENS, startFakeSiteverify, type FakeSiteverify } from '../../testing/recaptcha.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

const supplierLead = {
  fullName: 'Lucía Gómez',
  email: 'Lucia@Sol-Rentals.example',
  phone: '+34 952 000 111',
  company: 'Sol Rentals',
  message: 'We have 40 vans in Málaga.',
};
const driverLead = { fullName: 'Tom Baker', email: 'tom@example.com' };

describe('POST /api/supplier-lead-capture and /api/driver-lead-capture', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, ADMIN_EMAIL: TEST_ADMIN_EMAIL, FORM_RATE_LIMIT_MAX: '1000' },
    });
    await createAdminRecipients(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const storedLeads = () =>
    ctx.database.db.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.kind));
  const leadNotices = async (since: number) => (await noticesOf(ctx, 'newLead')).slice(since);

  it('stores a new supplier lead and emails each admin who takes notifications, in their language', async () => {
    const before = (await noticesOf(ctx, 'newLead')).length;
    const response = await post('/api/supplier-lead-capture', supplierLead, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'created' });
    expect(await storedLeads()).toEqual([
      expect.objectContaining({
        kind: 'supplier',
        email: 'lucia@sol-rentals.example',
        fullName: 'Lucía Gómez',
        phone: '+34 952 000 111',
        company: 'Sol Rentals',
        message: 'We have 40 vans in Málaga.',
        language: 'es',
        status: 'new',
      }),
    ]);
    const notices = await leadNotices(before);
    expect(notices.map(({ to, language }) => ({ to, language }))).toEqual([
      { to: 'boss@roadbook.test', language: 'en' },
      { to: 'chef@roadbook.test', language: 'fr' },
      // ADMIN_EMAIL, in the marketplace's default language.
      { to: TEST_ADMIN_EMAIL, language: 'es' },
    ]);
    for (const notice of notices) {
      expect(notice.text).toContain('Lucía Gómez');
      expect(notice.text).toContain('Sol Rentals');
      expect(notice.text).toContain('We have 40 vans in Málaga.');
    }
  });

  it('updates the lead of an address already known, whatever its case, instead of adding one', async () => {
    const before = (await noticesOf(ctx, 'newLead')).length;
    await ctx.database.db.update(leads).set({ status: 'contacted' });
    const response = await post('/api/supplier-lead-capture', {
      fullName: 'Lucía Gómez Ruiz',
      email: 'LUCIA@sol-rentals.example',
      company: 'Sol Rentals Costa',
      message: 'Now 50 vans.',
      language: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'updated' });
    const rows = await storedLeads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: 'Lucía Gómez Ruiz',
      company: 'Sol Rentals Costa',
      message: 'Now 50 vans.',
      language: 'fr',
      // Left out this time: the earlier phone stays.
      phone: '+34 952 000 111',
      // Back before the admins.
      status: 'new',
    });
    const notices = await leadNotices(before);
    expect(notices).toHaveLength(3);
    expect(notices[0]?.text).toContain('Now 50 vans.');
  });

  it('keeps drivers and suppliers apart: one address may be both', async () => {
    const response = await post('/api/driver-lead-capture', {
      ...driverLead,
      email: 'lucia@sol-rentals.example',
    });
    expect(response.statusCode).toBe(201);
    expect((await storedLeads()).map((row) => row.kind)).toEqual(['supplier', 'user']);
    const again = await post('/api/driver-lead-capture', {
      ...driverLead,
      email: 'lucia@sol-rentals.example',
    });
    expect(again.json()).toEqual({ status: 'updated' });
    expect(await storedLeads()).toHaveLength(2);
  });

  it('takes a driver lead with a name and an address only, in the language of the page', async () => {
    const before = (await noticesOf(ctx, 'newLead')).length;
    const response = await post('/api/driver-lead-capture', driverLead, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(leads)
      .where(sql`${leads.email} = 'tom@example.com'`);
    expect(row).toMatchObject({ kind: 'user', phone: null, company: null, message: null, language: 'fr' });
    expect((await leadNotices(before)).map((notice) => notice.to)).toHaveLength(3);
  });

  it.each([
    { name: 'no name', change: { fullName: '  ' }, path: 'fullName', code: 'validation.required' },
    { name: 'no email', change: { email: undefined }, path: 'email', code: 'validation.required' },
    { name: 'an invalid email', change: { email: 'lucia@' }, path: 'email', code: 'validation.invalidEmail' },
    {
      name: 'an invalid phone',
      change: { phone: 'call me' },
      path: 'phone',
      code: 'validation.invalidPhone',
    },
    { name: 'no company', change: { company: '' }, path: 'company', code: 'validation.required' },
    {
      name: 'a company name too long',
      change: { company: 'x'.repeat(101) },
      path: 'company',
      code: 'validation.tooLong',
    },
    {
      name: 'a message too long',
      change: { message: 'x'.repeat(2001) },
      path: 'message',
      code: 'validation.tooLong',
    },
    {
      name: 'a language not offered',
      change: { language: 'de' },
      path: 'language',
      code: 'validation.invalidValue',
    },
  ])('refuses a supplier lead with $name: field code $code', async ({ change, path, code }) => {
    const response = await post('/api/supplier-lead-capture', {
      ...supplierLead,
      email: 'new@example.com',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'common.invalidRequest',
      details: { fields: [expect.objectContaining({ path, code, in: 'body' })] },
    });
  });

  it('refuses malformed bodies with 4xx, never a 5xx, and stores nothing', async () => {
    const before = await storedLeads();
    const bodies: { payload: string; type: string; status: number }[] = [
      { payload: '{"fullName": "Ana",', type: 'application/json', status: 400 },
      { payload: '[]', type: 'application/json', status: 400 },
      { payload: '"lead"', type: 'application/json', status: 400 },
      { payload: 'null', type: 'application/json', status: 400 },
      {
        payload: '{"fullName": 7, "email": ["a@b.co"], "message": {}}',
        type: 'application/json',
        status: 400,
      },
      {
        payload: 'fullName=Ana&email=ana@example.com',
        type: 'application/x-www-form-urlencoded',
        status: 415,
      },
    ];
    for (const url of ['/api/supplier-lead-capture', '/api/driver-lead-capture']) {
      for (const { payload, type, status } of bodies) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type },
        });
        expect(response.statusCode, `${url} ${payload}`).toBe(status);
        expect(response.json().error.code).toBe('common.invalidRequest');
      }
    }
    expect(await storedLeads()).toEqual(before);
  });
});

describe('lead capture limits', () => {
  it('counts the requests of an address against the form limit', async () => {
    const ctx = await createTestApp({ env: { FORM_RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/driver-lead-capture',
          payload: { fullName: 'Tom', email: `tom${i}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await ctx.close();
    }
  });
});

describe('lead capture with reCAPTCHA on', () => {
  let ctx: TestContext;
  let site: FakeSiteverify;
  beforeAll(async () => {
    site = await startFakeSiteverify();
    ctx = await createTestApp({ env: { ...site.env, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  it.each([
    { name: 'no token', token: undefined },
    { name: 'an empty token', token: '' },
    { name: 'a forged token', token: 'forged-token' },
    { name: 'a v3 score under the minimum', token: RECAPTCHA_TOKENS.lowScore },
  ])('refuses $name with 400 auth.recaptcha and stores nothing', async ({ token }) => {
    for (const url of ['/api/supplier-lead-capture', '/api/driver-lead-capture']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { ...supplierLead, recaptchaToken: token },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('auth.recaptcha');
    }
    expect(await ctx.database.db.select().from(leads)).toEqual([]);
  });

  it('takes a lead whose token Google vouches for, checked for the sender address', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/supplier-lead-capture',
      payload: { ...supplierLead, recaptchaToken: RECAPTCHA_TOKENS.good },
      remoteAddress: '198.51.100.20',
    });
    expect(response.statusCode).toBe(201);
    expect(site.received.at(-1)?.form.get('response')).toBe(RECAPTCHA_TOKENS.good);
    expect(site.received.at(-1)?.form.get('remoteip')).toBe('198.51.100.20');
    expect(await ctx.database.db.select().from(leads)).toHaveLength(1);
  });
});
