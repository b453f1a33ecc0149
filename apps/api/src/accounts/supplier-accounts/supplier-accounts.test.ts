import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@roadbook/domain/contracts/accounts';
import { users } from '../../db/schema/users';
import { createAdminRecipients, noticesOf, TEST_ADMIN_EMAIL } from '../../testing/admin-notices.fixture';
import {
  asPage,
  createAccount,
  linkSentTo,
  queuedEmails,
  signIn,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import { RECAPTCHA_TOKENS, startFakeSiteverify, type FakeSiteverify } from '../../testing/recaptcha.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

function signUpBody(email: string) {
  return {
    fullName: 'Sol Rentals',
    email,
    phone: '+34 952 000 111',
    password: 'agency-pass-1',
    confirmPassword: 'agency-pass-1',
    acceptTerms: true,
  };
}

const settings = {
  priceChangeRate: 7.5,
  isPayAtCounterAllowed: true,
  isLicenceRequired: true,
  minimumRentalDays: 3,
};

describe('POST /api/supplier-sign-up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: TEST_SITE_URL, ADMIN_EMAIL: TEST_ADMIN_EMAIL, FORM_RATE_LIMIT_MAX: '1000' },
    });
    await createAdminRecipients(ctx.database.db);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = { origin: TEST_SITE_URL }) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const publicSupplierNames = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/suppliers' });
    const body: { suppliers: { name: string }[] } = response.json();
    return body.suppliers.map((supplier) => supplier.name);
  };

  it('makes a supplier account that is neither verified nor approved, and emails it and the admins', async () => {
    const response = await post('/api/supplier-sign-up', {
      ...signUpBody('Desk@Sol-Rentals.example'),
      language: 'fr',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'desk@sol-rentals.example' });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'desk@sol-rentals.example'));
    expect(row).toMatchObject({
      type: 'supplier',
      fullName: 'Sol Rentals',
      phone: '+34 952 000 111',
      language: 'fr',
      isVerified: false,
      approvedAt: null,
      birthDate: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2/);
    const [activation] = await queuedEmails(ctx, 'desk@sol-rentals.example', 'accountActivation');
    expect(activation).toMatchObject({ language: 'fr' });
    expect(activation?.text).toContain(`${TEST_SITE_URL}/activate?`);
    const notices = await noticesOf(ctx, 'newSupplier');
    expect(notices.map(({ to, language }) => ({ to, language }))).toEqual([
      { to: 'boss@roadbook.test', language: 'en' },
      { to: 'chef@roadbook.test', language: 'fr' },
      { to: TEST_ADMIN_EMAIL, language: 'es' },
    ]);
    for (const notice of notices) expect(notice.text).toContain('desk@sol-rentals.example');
  });

  it('is not public until its address is confirmed and an admin approves it', async () => {
    expect(await publicSupplierNames()).toEqual([]);
    const link = await linkSentTo(ctx, 'desk@sol-rentals.example', 'accountActivation');
    const activated = await post('/api/activate', { userId: link.userId, token: link.token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({
      type: 'supplier',
      isVerified: true,
      supplier: { isApproved: false },
    });
    expect(await publicSupplierNames()).toEqual([]);
    await ctx.database.db
      .update(users)
      .set({ approvedAt: new Date() })
      .where(eq(users.email, 'desk@sol-rentals.example'));
    expect(await publicSupplierNames()).toEqual(['Sol Rentals']);
  });

  it('refuses an address already registered, in any case, and makes nothing', async () => {
    const before = (await noticesOf(ctx, 'newSupplier')).length;
    for (const email of ['DESK@sol-rentals.example', 'driver@roadbook.test']) {
      const response = await post('/api/supplier-sign-up', signUpBody(email));
      expect(response.statusCode, email).toBe(409);
      expect(response.json().error.code).toBe('validation.emailAlreadyRegistered');
    }
    expect(await noticesOf(ctx, 'newSupplier')).toHaveLength(before);
  });

  it.each([
    { name: 'no company name', change: { fullName: ' ' }, path: 'fullName', code: 'validation.required' },
    { name: 'an invalid email', change: { email: 'desk@' }, path: 'email', code: 'validation.invalidEmail' },
    { name: 'no phone', change: { phone: '' }, path: 'phone', code: 'validation.required' },
    { name: 'an invalid phone', change: { phone: '12' }, path: 'phone', code: 'validation.invalidPhone' },
    {
      name: 'a short password',
      change: { password: 'abc', confirmPassword: 'abc' },
      path: 'password',
      code: 'validation.passwordTooShort',
    },
    {
      name: 'passwords that differ',
      change: { confirmPassword: 'agency-pass-2' },
      path: 'confirmPassword',
      code: 'validation.passwordsDontMatch',
    },
    {
      name: 'terms not accepted',
      change: { acceptTerms: false },
      path: 'acceptTerms',
      code: 'validation.acceptTerms',
    },
    {
      name: 'a language not offered',
      change: { language: 'it' },
      path: 'language',
      code: 'validation.invalidValue',
    },
  ])('refuses $name: field code $code', async ({ change, path, code }) => {
    const response = await post('/api/supplier-sign-up', { ...signUpBody('new@agency.example'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'common.invalidRequest',
      details: { fields: [expect.objectContaining({ path, code, in: 'body' })] },
    });
  });

  it('refuses malformed bodies with 4xx, never a 5xx', async () => {
    for (const { payload, type, status } of [
      { payload: '{"email":', type: 'application/json', status: 400 },
      { payload: '[1, 2]', type: 'application/json', status: 400 },
      {
        payload: '{"fullName": {"a": 1}, "password": 123456, "acceptTerms": "yes"}',
        type: 'application/json',
        status: 400,
      },
      { payload: 'email=a@b.co', type: 'text/plain', status: 400 },
      { payload: '<email>a@b.co</email>', type: 'application/xml', status: 415 },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/supplier-sign-up',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, payload).toBe(status);
      expect(response.json().error.code).toBe('common.invalidRequest');
    }
  });
});

describe('POST /api/update-supplier-settings', () => {
  let ctx: TestContext;
  const ids: Record<'supplier' | 'other' | 'driver' | 'admin', string> = {
    supplier: '',
    other: '',
    driver: '',
    admin: '',
  };
  const cookies: Record<'supplier' | 'other' | 'driver' | 'admin', string> = {
    supplier: '',
    other: '',
    driver: '',
    admin: '',
  };
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
    const { db } = ctx.database;
    for (const [key, type] of [
      ['supplier', 'supplier'],
      ['other', 'supplier'],
      ['driver', 'user'],
      ['admin', 'admin'],
    ] as const) {
      const account = await createAccount(db, {
        type,
        email: `${key}@settings.example`,
        fullName: `The ${key}`,
      });
      ids[key] = account.id;
      cookies[key] = await signIn(ctx.app, account.email);
    }
  });
  afterAll(() => ctx.close());

  const update = (who: keyof typeof cookies | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/update-supplier-settings',
      payload,
      headers: who === null ? { origin: TEST_SITE_URL } : asPage(cookies[who]),
    });

  it('lets a supplier set its own settings, and answers its account', async () => {
    const response = await update('supplier', settings);
    expect(response.statusCode).toBe(200);
    const { user }: { user: User } = response.json();
    expect(user).toMatchObject({ id: ids.supplier, type: 'supplier', fullName: 'The supplier' });
    expect(user.supplier).toEqual({ isApproved: false, ...settings });
    const again = await update('supplier', { ...settings, priceChangeRate: null, supplierId: ids.supplier });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.supplier).toMatchObject({ priceChangeRate: null, minimumRentalDays: 3 });
  });

  it('shows the approval once an admin has given it', async () => {
    await ctx.database.db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, ids.supplier));
    const response = await update('supplier', settings);
    expect(response.json().user.supplier).toMatchObject({ isApproved: true, priceChangeRate: 7.5 });
  });

  it('lets an admin set the settings of the supplier it names', async () => {
    const response = await update('admin', { ...settings, minimumRentalDays: 90, supplierId: ids.other });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: ids.other, supplier: { minimumRentalDays: 90 } });
  });

  it('asks an admin which supplier, and answers 404 for an account that is not a supplier', async () => {
    const unnamed = await update('admin', settings);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'supplierId', code: 'validation.required' }),
    ]);
    for (const supplierId of [ids.driver, '00000000-0000-4000-8000-000000000000']) {
      const response = await update('admin', { ...settings, supplierId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('common.notFound');
    }
  });

  it('refuses a driver (403), a supplier on another supplier (403), and nobody signed in (401)', async () => {
    const beforeOther = await ctx.database.db.select().from(users).where(eq(users.id, ids.other));
    const driver = await update('driver', settings);
    expect(driver.statusCode).toBe(403);
    expect(driver.json().error.code).toBe('auth.forbidden');
    const driverOnSupplier = await update('driver', { ...settings, supplierId: ids.supplier });
    expect(driverOnSupplier.statusCode).toBe(403);
    const other = await update('supplier', { ...settings, minimumRentalDays: 1, supplierId: ids.other });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('auth.forbidden');
    const anonymous = await update(null, settings);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('auth.unauthenticated');
    expect(await ctx.database.db.select().from(users).where(eq(users.id, ids.other))).toEqual(beforeOther);
  });

  it.each([
    {
      name: 'a rate over 999.99 %',
      change: { priceChangeRate: 1000 },
      path: 'priceChangeRate',
      code: 'validation.outOfRange',
    },
    {
      name: 'a rate with three decimals',
      change: { priceChangeRate: 1.234 },
      path: 'priceChangeRate',
      code: 'validation.tooManyDecimals',
    },
    {
      name: 'a minimum of 0 days',
      change: { minimumRentalDays: 0 },
      path: 'minimumRentalDays',
      code: 'validation.outOfRange',
    },
    {
      name: 'a minimum of 91 days',
      change: { minimumRentalDays: 91 },
      path: 'minimumRentalDays',
      code: 'validation.outOfRange',
    },
    {
      name: 'a minimum of 1.5 days',
      change: { minimumRentalDays: 1.5 },
      path: 'minimumRentalDays',
      code: 'validation.invalidValue',
    },
    {
      name: 'pay at the counter left out',
      change: { isPayAtCounterAllowed: undefined },
      path: 'isPayAtCounterAllowed',
      code: 'validation.required',
    },
    {
      name: 'a licence rule as text',
      change: { isLicenceRequired: 'yes' },
      path: 'isLicenceRequired',
      code: 'validation.invalidValue',
    },
    {
      name: 'a supplier id that is not one',
      change: { supplierId: 'me' },
      path: 'supplierId',
      code: 'validation.invalidValue',
    },
  ])('refuses $name: field code $code', async ({ change, path, code }) => {
    const response = await update('supplier', { ...settings, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      expect.objectContaining({ path, code, in: 'body' }),
    ]);
  });

  it('answers the range of an out-of-range value in its message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-supplier-settings',
      payload: { ...settings, minimumRentalDays: 120 },
      headers: { ...asPage(cookies.supplier), 'accept-language': 'fr' },
    });
    expect(response.json().error.details.fields).toEqual([
      expect.objectContaining({ code: 'validation.outOfRange', params: { min: 1, max: 90 } }),
    ]);
  });

  it('refuses malformed bodies with 4xx, never a 5xx', async () => {
    for (const payload of [
      '{',
      '[]',
      '"settings"',
      '{"priceChangeRate": "NaN", "minimumRentalDays": 1e999}',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/update-supplier-settings',
        payload,
        headers: { ...asPage(cookies.supplier), 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe('POST /api/supplier-sign-up with reCAPTCHA on', () => {
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

  const signUp = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/supplier-sign-up', payload });

  it('refuses a sign-up without a token Google vouches for, making no account', async () => {
    for (const recaptchaToken of [undefined, '', 'forged-token', RECAPTCHA_TOKENS.lowScore]) {
      const response = await signUp({ ...signUpBody('bot@agency.example'), recaptchaToken });
      expect(response.statusCode, String(recaptchaToken)).toBe(400);
      expect(response.json().error.code).toBe('auth.recaptcha');
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'bot@agency.example'))).toEqual(
      [],
    );
  });

  it('takes a sign-up whose token Google vouches for', async () => {
    const response = await signUp({
      ...signUpBody('real@agency.example'),
      recaptchaToken: RECAPTCHA_TOKENS.good,
    });
    expect(response.statusCode).toBe(201);
    expect(site.received.at(-1)?.form.get('response')).toBe(RECAPTCHA_TOKENS.good);
  });
});
