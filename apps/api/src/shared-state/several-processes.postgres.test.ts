import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { bookings, notifications } from '../db/schema/bookings';
import { scheduledJobs } from '../db/schema/jobs';
import { createAccount, sessionCookieOf, TEST_PASSWORD, TEST_SITE_URL } from '../testing/accounts.fixture';
import { databaseUrlOf, startApiProcess, type ApiProcess } from '../testing/api-process.fixture';
import { createBooking, createCar, createPlace, createSupplier, DAY, HOUR } from '../testing/cars.fixture';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server.fixture';
import { providerAnswer } from '../testing/rates-provider.fixture';
import { startTestRedis, type TestRedis } from '../testing/redis.fixture';
import { createTestDatabase } from '../testing/test-database';

// Two real API processes on one PostgreSQL database and one Redis, each addressed on its own port as
// a load balancer would: what one process counts, caches or announces, the other sees. On the
// PostgreSQL project only, as every *.postgres.test.ts: several processes need a database server.

const FORM_LIMIT = 4;
const SIGN_IN_FAILURES = 2;

describe('two API processes sharing PostgreSQL and Redis', () => {
  let redis: TestRedis;
  let database: DatabaseHandle;
  let provider: FakeHttpServer;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let driver: { id: string; email: string };
  let admin: { id: string; email: string };
  let waiting: string;
  let over: string;

  const send = (server: ApiProcess, method: string, url: string, body?: object, cookie?: string) =>
    fetch(`${server.base}${url}`, {
      method,
      headers: {
        origin: TEST_SITE_URL,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie === undefined ? {} : { cookie }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const signIn = async (server: ApiProcess, area: 'frontend' | 'backend', email: string) => {
    const response = await send(server, 'POST', `/api/sign-in/${area}`, { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return sessionCookieOf(response.headers.getSetCookie());
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
    provider = await startFakeHttpServer((_request, response) =>
      sendJson(response, 200, providerAnswer({ EUR: 0.9 }, '2026-03-02')),
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-processes-'));
    const { db } = database;
    driver = await createAccount(db);
    admin = await createAccount(db, { type: 'admin' });
    const place = await createPlace(db, 'PT');
    const carId = await createCar(db, {
      supplierId: await createSupplier(db, { name: 'Shared Cars', priceChangeRate: 0 }),
      locationIds: [place],
    });
    const at = (ms: number) => new Date(Date.now() + ms);
    // A counter booking that an admin confirms, and one whose drop-off has passed (for the job).
    waiting = await createBooking(db, {
      carId,
      locationId: place,
      from: at(10 * DAY),
      to: at(12 * DAY),
      status: 'pending',
      driverId: driver.id,
    });
    over = await createBooking(db, {
      carId,
      locationId: place,
      from: at(-5 * DAY),
      to: at(-HOUR),
      status: 'paid',
      driverId: (await createAccount(db)).id,
    });
    // Every claim of a scheduled job (the UPDATE that leases its row) is written down.
    await db.execute(
      sql`create table job_claims (name text not null, at timestamptz not null default clock_timestamp())`,
    );
    await db.execute(sql`
      create function record_job_claim() returns trigger language plpgsql as $$
      begin insert into job_claims (name) values (new.name); return new; end $$`);
    await db.execute(sql`
      create trigger job_claimed after update on scheduled_jobs for each row
      when (new.leased_until is not null and new.leased_until is distinct from old.leased_until)
      execute function record_job_claim()`);

    const env = {
      DATABASE_URL: await databaseUrlOf(database),
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      PUBLIC_URL: TEST_SITE_URL,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
      SIGN_IN_MAX_FAILURES: String(SIGN_IN_FAILURES),
      CURRENCY_RATES_URL: `${provider.origin}/v6/latest/USD`,
    };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await provider?.close();
    await redis?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs each due job once between them, and completes a rental once', async () => {
    const { db } = database;
    /** How many times each job was claimed since `since`. */
    const claims = async (since: Date) => {
      const result = await db.execute(
        sql`select name, count(*)::int as claims from job_claims where at >= ${since} group by name`,
      );
      const rows = z
        .object({ rows: z.array(z.object({ name: z.string(), claims: z.number() })) })
        .parse(result).rows;
      return Object.fromEntries(rows.map(({ name, claims: count }) => [name, count]));
    };
    /** Waits until every job has run since `since` and none is running. */
    const settled = async (since: Date) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const rows = await db.select().from(scheduledJobs);
        if (
          rows.every((row) => row.leasedUntil === null && row.lastRunAt !== null && row.lastRunAt >= since)
        ) {
          return rows.map(({ name }) => name);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the jobs did not all run');
    };

    // Both processes looked for due jobs as they started: each job was due, and claimed once.
    const names = await settled(new Date(0));
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(await claims(new Date(0))).toEqual(Object.fromEntries(names.map((name) => [name, 1])));

    // Due again while both run: the next look of either takes each one, the other finds it taken.
    const since = new Date();
    await db.update(scheduledJobs).set({ nextRunAt: sql`now()` });
    await settled(since);
    expect(await claims(since)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));

    const [completed] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, over));
    expect(completed?.status).toBe('completed');
    const told = await db.select().from(notifications).where(eq(notifications.bookingId, over));
    expect(told.map(({ code }) => code)).toEqual(['statusChanged']);
  }, 60_000);

  it('counts a form’s requests against one limit, whichever process answers them', async () => {
    // An empty message is refused (400) after the limit counted it.
    const statuses: number[] = [];
    for (let request = 0; request <= FORM_LIMIT; request += 1) {
      statuses.push((await send(request % 2 === 0 ? a : b, 'POST', '/api/send-email', {})).status);
    }
    expect(statuses).toEqual([...Array<number>(FORM_LIMIT).fill(400), 429]);
    expect((await send(b, 'POST', '/api/send-email', {})).status).toBe(429);
  });

  it('counts failed sign-ins of an account on both processes together', async () => {
    const { email } = await createAccount(database.db);
    const wrong = (server: ApiProcess) =>
      send(server, 'POST', '/api/sign-in/frontend', { email, password: 'not-the-password' });
    for (let failure = 0; failure < SIGN_IN_FAILURES; failure += 1) {
      expect((await wrong(failure % 2 === 0 ? a : b)).status).toBe(401);
    }
    const refused = await wrong(a);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'auth.signInDelayed' } });
    // Attempts made at once through both processes count each other: the limit holds for a burst.
    const other = await createAccount(database.db);
    const burst = await Promise.all(
      Array.from({ length: SIGN_IN_FAILURES + 4 }, (_, attempt) =>
        send(attempt % 2 === 0 ? a : b, 'POST', '/api/sign-in/frontend', {
          email: other.email,
          password: 'not-the-password',
        }),
      ),
    );
    expect(burst.map(({ status }) => status).sort()).toEqual([
      ...Array<number>(SIGN_IN_FAILURES).fill(401),
      ...Array<number>(4).fill(429),
    ]);
  });

  it('fetches the currency rates once for both processes', async () => {
    const rates = async (server: ApiProcess) => (await send(server, 'GET', '/api/currency-rates')).json();
    expect(await rates(a)).toMatchObject({ source: 'live', rates: { EUR: 0.9 } });
    expect(await rates(b)).toMatchObject({ source: 'live', rates: { EUR: 0.9 } });
    expect(provider.requests).toHaveLength(1);
  });

  it('tells a page served by one process of a notification made through the other', async () => {
    const driverCookie = await signIn(a, 'frontend', driver.email);
    const adminCookie = await signIn(b, 'backend', admin.email);
    const url = new URL(`${a.base}/api/notifications/events`);
    const request = http.get({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: { cookie: driverCookie },
    });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      expect(response.statusCode).toBe(200);
      let received = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      const counts = async (count: number) => {
        for (let tries = 0; tries < 100; tries += 1) {
          const events = received.match(/event: count\ndata: (\{.*\})\n\n/g) ?? [];
          if (events.length >= count) return events.map((event) => event.slice(event.indexOf('{')).trim());
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return [];
      };
      expect(await counts(1)).toEqual(['{"unread":0}']);

      const confirmed = await send(
        b,
        'POST',
        '/api/bookings/status',
        { ids: [waiting], status: 'confirmed' },
        adminCookie,
      );
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ refused: [] });
      expect(await counts(2)).toEqual(['{"unread":0}', '{"unread":1}']);
    } finally {
      request.destroy();
    }
  });

  it('applies the site settings an admin saved through the other process', async () => {
    const adminCookie = await signIn(b, 'backend', admin.email);
    const maintenance = async (server: ApiProcess) =>
      z.object({ maintenance: z.boolean() }).parse(await (await send(server, 'GET', '/api/config')).json())
        .maintenance;
    expect(await maintenance(a)).toBe(true);
    const current = await send(b, 'GET', '/api/admin/settings', undefined, adminCookie);
    const { settings } = z
      .object({ settings: z.record(z.string(), z.unknown()) })
      .parse(await current.json());
    const saved = await send(
      b,
      'PUT',
      '/api/admin/settings',
      { ...settings, maintenance: false },
      adminCookie,
    );
    expect(saved.status).toBe(200);
    let seen = true;
    for (let tries = 0; tries < 40 && seen; tries += 1) {
      seen = await maintenance(a);
      if (seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(false);
  });
});
