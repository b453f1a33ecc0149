import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { sessions, userIdentities, users } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  asPage,
  createAccount,
  queuedEmails,
  signIn,
  TEST_PASSWORD,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, createSupplier } from '../../testing/cars.fixture';
import { multipartBody, pngOf } from '../../testing/uploads.fixture';
import { createSessionStore } from '../accounts/session-store';

describe('leaving Roadbook', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, cookie: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: asPage(cookie), payload });

  async function withAvatar(userId: string, cookie: string): Promise<string> {
    const body = multipartBody([{ name: 'file', fileName: 'a.png', content: await pngOf(80, 80) }]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/update-avatar/${userId}`,
      headers: { ...asPage(cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
    return path.join(ctx.dataDir, response.json().user.avatar);
  }

  it('asks for the password again: none, or a wrong one, changes nothing', async () => {
    const me = await createAccount(ctx.database.db);
    const cookie = await signIn(ctx.app, me.email);
    const missing = await post('/api/delete-my-account', cookie);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('auth.reauthenticationRequired');
    const wrong = await post('/api/delete-my-account', cookie, { password: 'not-mine' });
    expect(wrong.json().error.code).toBe('auth.wrongPassword');
    expect(await ctx.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
    // Guessing is limited like sign-in: past the limit even the right password waits.
    for (let i = 0; i < 4; i += 1) await post('/api/delete-my-account', cookie, { password: `guess-${i}` });
    const limited = await post('/api/delete-my-account', cookie, { password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/delete-my-account',
          payload: { password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('deletes an account without bookings entirely, its uploads too, and emails a receipt', async () => {
    const me = await createAccount(ctx.database.db, { email: 'leaver@example.com', language: 'es' });
    const cookie = await signIn(ctx.app, me.email);
    const avatar = await withAvatar(me.id, cookie);
    expect(fs.existsSync(avatar)).toBe(true);

    const response = await post('/api/delete-my-account', cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/roadbook_session=;/);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(fs.existsSync(avatar)).toBe(false);
    const [receipt] = await queuedEmails(ctx, 'leaver@example.com', 'accountDeleted');
    expect(receipt?.language).toBe('es');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/sign-in/frontend',
          headers: { origin: TEST_SITE_URL },
          payload: { email: me.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps the bookings of a deleted account, pointing at an anonymised account; the address is free again', async () => {
    const me = await createAccount(ctx.database.db, { email: 'booker@example.com', fullName: 'Bea Booker' });
    const supplierId = await createSupplier(ctx.database.db, { name: 'Keep Rent', priceChangeRate: 0 });
    const place = await createPlace(ctx.database.db, 'KP');
    const carId = await createCar(ctx.database.db, { supplierId, locationIds: [place] });
    const bookingId = await createBooking(ctx.database.db, {
      carId,
      locationId: place,
      from: new Date(Date.now() - 10 * 86_400_000),
      to: new Date(Date.now() - 8 * 86_400_000),
      status: 'completed',
      driverId: me.id,
    });
    const cookie = await signIn(ctx.app, me.email);
    expect((await post('/api/delete-my-account', cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);

    const [booking] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.driverId).toBe(me.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      fullName: 'Deleted account',
      phone: null,
      birthDate: null,
      passwordHash: null,
    });
    expect(row?.email).not.toContain('booker');
    expect(row?.deletedAt).not.toBeNull();
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    // The address can sign up again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-email',
      headers: { origin: TEST_SITE_URL },
      payload: { email: 'booker@example.com' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('"delete my data" clears the profile, uploads and linked sign-ins but keeps the account', async () => {
    const me = await createAccount(ctx.database.db, { email: 'private@example.com' });
    const cookie = await signIn(ctx.app, me.email);
    const avatar = await withAvatar(me.id, cookie);
    await ctx.database.db
      .insert(userIdentities)
      .values({ provider: 'google', subject: 'g-private', userId: me.id });
    const response = await post('/api/delete-my-data', cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'private@example.com',
      phone: null,
      birthDate: null,
      avatar: null,
    });
    expect(fs.existsSync(avatar)).toBe(false);
    expect(
      await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, me.id)),
    ).toHaveLength(0);
    expect(await queuedEmails(ctx, 'private@example.com', 'dataDeleted')).toHaveLength(1);
    expect((await signIn(ctx.app, me.email)).length).toBeGreaterThan(0);
    // The session that asked is still signed in.
    const still = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-access-token',
      headers: asPage(cookie),
    });
    expect(still.statusCode).toBe(200);
  });

  it('an account without a password confirms with a fresh social sign-in, not an old session', async () => {
    const me = await createAccount(ctx.database.db, { password: null });
    const store = createSessionStore(ctx.database.db, { sessionDays: 30, sessionBrowserHours: 24 });
    const social = await store.open(me.id, { isPersistent: false, method: 'social' });
    // A social sign-in of an hour ago no longer proves anything.
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.tokenHash, social.tokenHash));
    const stale = await post('/api/delete-my-data', `roadbook_session=${social.token}`);
    expect(stale.json().error.code).toBe('auth.reauthenticationRequired');
    const fresh = await store.open(me.id, { isPersistent: false, method: 'social' });
    expect((await post('/api/delete-my-data', `roadbook_session=${fresh.token}`)).statusCode).toBe(200);
  });

  it('"download my data" gives everything stored about the account, to the account only', async () => {
    const me = await createAccount(ctx.database.db, { email: 'curious@example.com', fullName: 'Cu Rious' });
    const cookie = await signIn(ctx.app, me.email);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/export-my-data',
      headers: asPage(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = JSON.parse(response.body);
    expect(data.account).toMatchObject({ id: me.id, email: 'curious@example.com', fullName: 'Cu Rious' });
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/export-my-data' })).statusCode).toBe(401);
  });
});
