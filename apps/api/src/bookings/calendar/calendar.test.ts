// The back office's availability calendar and blocked periods through their routes, on a real
// database: who may read and change which car, the calendar's page, a block and a booking refusing
// each other (whatever arrives at the same time), the search hiding a blocked car for that period
// only, and the audit event of each change (none for a refusal).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '@roadbook/domain/checkout';
import {
  CalendarPageSchema,
  CarBlockResponseSchema,
  type CarBlock,
} from '@roadbook/domain/contracts/calendar';
import { CarSearchResultSchema } from '@roadbook/domain/contracts/car-search';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { auditEvents } from '../../db/schema/audit';
import { bookings } from '../../db/schema/bookings';
import { carBlocks } from '../../db/schema/car-blocks';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace, DAY, HOUR, hoursFromNow } from '../../testing/cars.fixture';
import { backOfficeAccounts, requestAs } from '../../testing/back-office.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

type Who = 'admin' | 'supplierA' | 'supplierB' | 'driver' | 'visitor';

describe('the back office calendar and blocked periods', () => {
  let ctx: TestContext;
  let place: string;
  const ids = { admin: '', supplierA: '', supplierB: '', driver: '' };
  const cookie: Record<Who, string> = { admin: '', supplierA: '', supplierB: '', driver: '', visitor: '' };
  let day = 3;

  /** A new period each time, `days` long, so that tests do not meet each other's dates. */
  function nextPeriod(days = 2) {
    day += days + 1;
    const from = hoursFromNow(day, 10);
    return { from: from.toISOString(), to: new Date(from.getTime() + days * DAY).toISOString() };
  }

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) =>
    requestAs(ctx, cookie, method, url, who, payload);

  const carOf = (supplier: 'supplierA' | 'supplierB', name = 'Seat Ibiza') =>
    createCar(ctx.database.db, { supplierId: ids[supplier], locationIds: [place], name });

  const postBlock = (who: Who, carId: string, body: object) =>
    call('POST', `/api/admin/cars/${carId}/blocks`, who, body);

  async function blocked(who: Who, carId: string, body: object): Promise<CarBlock> {
    const response = await postBlock(who, carId, body);
    expect(response.statusCode, response.body).toBe(201);
    return CarBlockResponseSchema.parse(response.json()).block;
  }

  const checkout = (carId: string, period: { from: string; to: string }) =>
    call('POST', '/api/checkout', 'driver', {
      carId,
      pickUpLocationId: place,
      ...period,
      payment: 'counter',
    });

  const auditOf = (recordId: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, recordId))
      .orderBy(auditEvents.at);
  const auditCount = async () =>
    (await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents)).length;
  const blocksOf = (carId: string) =>
    ctx.database.db.select().from(carBlocks).where(eq(carBlocks.carId, carId));

  async function calendar(who: Who, query: string) {
    const response = await call('GET', `/api/admin/calendar?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return CalendarPageSchema.parse(response.json());
  }

  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        FORM_RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_MAX: '100000',
        TIME_ZONE: 'Europe/Madrid',
      },
    });
    const { db } = ctx.database;
    place = await createPlace(db, 'KA');
    const accounts = await backOfficeAccounts(ctx, {
      supplierSettings: { isPayAtCounterAllowed: true, isLicenceRequired: false },
    });
    Object.assign(ids, accounts.ids);
    Object.assign(cookie, accounts.cookies);
  });
  afterAll(() => ctx.close());

  describe('who may enter', () => {
    it('refuses a visitor (401) and a driver (403) on every route, and changes nothing', async () => {
      const carId = await carOf('supplierA');
      const block = await blocked('supplierA', carId, nextPeriod());
      const routes: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
        ['GET', '/api/admin/calendar?from=2031-01-01&to=2031-01-31'],
        ['GET', '/api/admin/calendar?from=junk'],
        ['POST', `/api/admin/cars/${carId}/blocks`, nextPeriod()],
        ['POST', `/api/admin/cars/${carId}/blocks`, { from: 12 }],
        ['DELETE', `/api/admin/blocks/${block.id}`],
      ];
      const before = await auditCount();
      for (const [method, url, body] of routes) {
        const visitor = await call(method, url, 'visitor', body);
        expect({ method, url, status: visitor.statusCode }).toEqual({ method, url, status: 401 });
        expect(visitor.json().error.code).toBe('auth.unauthenticated');
        const driver = await call(method, url, 'driver', body);
        expect({ method, url, status: driver.statusCode }).toEqual({ method, url, status: 403 });
        expect(driver.json().error.code).toBe('auth.forbidden');
      }
      expect(await auditCount()).toBe(before);
      expect((await blocksOf(carId)).map((row) => row.id)).toEqual([block.id]);
    });

    it("answers 404 for another supplier's car or block, as for an unknown one, and changes nothing", async () => {
      const carId = await carOf('supplierA');
      const block = await blocked('supplierA', carId, nextPeriod());
      const before = await auditCount();
      for (const [method, url, body] of [
        ['POST', `/api/admin/cars/${carId}/blocks`, nextPeriod()],
        ['DELETE', `/api/admin/blocks/${block.id}`, undefined],
      ] as const) {
        const response = await call(method, url, 'supplierB', body);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.json().error.code).toBe('common.notFound');
        const unknown = await call(method, url.replace(/[0-9a-f-]{36}/, randomUUID()), 'supplierB', body);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual(response.json());
      }
      expect(await auditCount()).toBe(before);
      expect(await blocksOf(carId)).toHaveLength(1);
    });

    it('lets an admin block and unblock any car', async () => {
      const carId = await carOf('supplierB');
      const block = await blocked('admin', carId, nextPeriod());
      const removed = await call('DELETE', `/api/admin/blocks/${block.id}`, 'admin');
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await blocksOf(carId)).toEqual([]);
    });
  });

  describe('blocks', () => {
    it('adds a block and records it, removes it and records that; a second removal is 404', async () => {
      const carId = await carOf('supplierA', 'Fiat Panda');
      const period = nextPeriod(3);
      const block = await blocked('supplierA', carId, { ...period, reason: '  Brakes  ' });
      expect(block).toEqual({
        id: expect.any(String),
        carId,
        from: period.from,
        to: period.to,
        reason: 'Brakes',
        createdBy: ids.supplierA,
        createdAt: expect.any(String),
      });
      const snapshot = { carId, carName: 'Fiat Panda', from: period.from, to: period.to, reason: 'Brakes' };
      expect(await auditOf(block.id)).toEqual([
        expect.objectContaining({
          actorId: ids.supplierA,
          action: 'create',
          recordKind: 'block',
          recordLabel: 'Fiat Panda',
          before: null,
          after: snapshot,
        }),
      ]);

      const removed = await call('DELETE', `/api/admin/blocks/${block.id}`, 'supplierA');
      expect(removed.statusCode, removed.body).toBe(204);
      expect(removed.body).toBe('');
      expect(await blocksOf(carId)).toEqual([]);
      const events = await auditOf(block.id);
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ action: 'delete', before: snapshot, after: null });

      const again = await call('DELETE', `/api/admin/blocks/${block.id}`, 'supplierA');
      expect(again.statusCode).toBe(404);
      expect(await auditOf(block.id)).toHaveLength(2);
    });

    it('answers invalid bodies with field codes, never a 5xx', async () => {
      const carId = await carOf('supplierA');
      const from = hoursFromNow(30);
      const at = (ms: number) => new Date(from.getTime() + ms).toISOString();
      const cases: [body: object, fields: object[]][] = [
        [
          {},
          [
            { path: 'from', code: 'validation.required' },
            { path: 'to', code: 'validation.required' },
          ],
        ],
        [
          { from: 'soon', to: '2031-02-30T10:00:00Z' },
          [
            { path: 'from', code: 'validation.invalidDate' },
            { path: 'to', code: 'validation.invalidDate' },
          ],
        ],
        [
          { from: from.toISOString(), to: from.toISOString() },
          [{ path: 'to', code: 'validation.endNotAfterStart' }],
        ],
        [{ from: from.toISOString(), to: at(-HOUR) }, [{ path: 'to', code: 'validation.endNotAfterStart' }]],
        [
          { from: from.toISOString(), to: at(365 * DAY + 1000) },
          [{ path: 'to', code: 'validation.periodTooLong', params: { count: 365 } }],
        ],
        [
          { from: from.toISOString(), to: at(DAY), reason: 'x'.repeat(201) },
          [{ path: 'reason', code: 'validation.tooLong', params: { max: 200 } }],
        ],
      ];
      for (const [body, fields] of cases) {
        const response = await postBlock('supplierA', carId, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.details.fields).toEqual(
          fields.map((field) => ({ ...field, in: 'body' })),
        );
      }
      // The longest block is accepted.
      await blocked('supplierA', carId, { from: from.toISOString(), to: at(365 * DAY) });
      const malformedId = await postBlock('supplierA', 'not-a-car', nextPeriod());
      expect(malformedId.statusCode).toBe(400);
      expect(await blocksOf(carId)).toHaveLength(1);
    });

    it('refuses a block that meets another block of the car (409), but not one that follows it', async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      await blocked('supplierA', carId, period);
      const before = await auditCount();
      const overlapping = await postBlock('admin', carId, {
        from: new Date(new Date(period.from).getTime() + HOUR).toISOString(),
        to: new Date(new Date(period.to).getTime() + DAY).toISOString(),
      });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().error.code).toBe('booking.carUnavailable');
      expect(await auditCount()).toBe(before);
      // Half-open: one that starts when the other ends is fine, and so is another car's.
      await blocked('supplierA', carId, {
        from: period.to,
        to: new Date(new Date(period.to).getTime() + DAY).toISOString(),
      });
      await blocked('supplierA', await carOf('supplierA'), period);
    });

    it('refuses a checkout during a block (409), and takes one right after it', async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      await blocked('supplierA', carId, period);
      const during = await checkout(carId, {
        from: new Date(new Date(period.from).getTime() - DAY).toISOString(),
        to: new Date(new Date(period.from).getTime() + HOUR).toISOString(),
      });
      expect(during.statusCode).toBe(409);
      expect(during.json().error.code).toBe('booking.carUnavailable');
      const after = await checkout(carId, {
        from: period.to,
        to: new Date(new Date(period.to).getTime() + DAY).toISOString(),
      });
      expect(after.statusCode, after.body).toBe(201);
    });

    it("refuses a block over a checkout's booking (409), and one over a cancelled booking is fine", async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      const booked = await checkout(carId, period);
      expect(booked.statusCode, booked.body).toBe(201);
      const refused = await postBlock('supplierA', carId, period);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('booking.carUnavailable');
      expect(await blocksOf(carId)).toEqual([]);

      const { booking } = CheckoutAnswerSchema.parse(booked.json());
      const cancelled = await call('POST', '/api/bookings/status', 'supplierA', {
        ids: [booking.id],
        status: 'cancelled',
      });
      expect(cancelled.json()).toEqual({ updated: [booking.id], refused: [] });
      await blocked('supplierA', carId, period);
      // Nor may the cancelled booking be held again by hand over the block.
      const reopened = await call('POST', '/api/bookings/status', 'admin', {
        ids: [booking.id],
        status: 'reserved',
      });
      expect(reopened.json()).toEqual({
        updated: [],
        refused: [{ id: booking.id, code: 'booking.carUnavailable' }],
      });
    });

    it('releases an unpaid checkout past its payment window before blocking its period', async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      const expired = await createBooking(ctx.database.db, {
        carId,
        locationId: place,
        from: new Date(period.from),
        to: new Date(period.to),
        status: 'void',
        paymentExpiresAt: new Date(Date.now() - 60_000),
      });
      await blocked('supplierA', carId, period);
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, expired));
      expect(row?.status).toBe('cancelled');
    });

    it('refuses to move a booking into a blocked period (an amendment), and changes nothing', async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      const booked = CheckoutAnswerSchema.parse((await checkout(carId, period)).json());
      const later = nextPeriod(2);
      await blocked('supplierA', carId, later);
      const amended = await call('POST', `/api/bookings/${booked.booking.id}/amend`, 'supplierA', {
        pickUpLocationId: place,
        ...later,
      });
      expect(amended.statusCode).toBe(409);
      expect(amended.json().error.code).toBe('booking.carUnavailable');
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booked.booking.id));
      expect(row?.startsAt.toISOString()).toBe(period.from);
    });

    it('gives one winner to a block and a checkout sent at once for one car and period', async () => {
      for (let round = 0; round < 4; round += 1) {
        const carId = await carOf('supplierA');
        const period = nextPeriod(2);
        const [block, booking] = await Promise.all([
          postBlock('supplierA', carId, period),
          checkout(carId, period),
        ]);
        const statuses = [block.statusCode, booking.statusCode];
        expect(
          statuses.filter((status) => status === 201),
          JSON.stringify(statuses),
        ).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(1);
        const held = await ctx.database.db.execute(sql`
          select (select count(*)::int from car_blocks where car_id = ${carId}::uuid)
            + (select count(*)::int from bookings where car_id = ${carId}::uuid and status <> 'cancelled') as n`);
        expect((held as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
      }
    });

    it('turns ten blocks sent at once for one car and period into one block and nine refusals', async () => {
      const carId = await carOf('supplierA');
      const period = nextPeriod(2);
      const before = await auditCount();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => postBlock(index % 2 ? 'admin' : 'supplierA', carId, period)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect(await blocksOf(carId)).toHaveLength(1);
      expect(await auditCount()).toBe(before + 1);
    });

    it('hides a blocked car from the search for that period only, in its results and its counts', async () => {
      // The cheapest, so that it heads the first page of results, whatever cars the other tests left
      // at the place (the search orders by price).
      const carId = await createCar(ctx.database.db, {
        supplierId: ids.supplierA,
        locationIds: [place],
        name: 'Seat Ibiza',
        dailyPrice: 100,
      });
      const period = nextPeriod(2);
      const search = async (from: string, to: string) => {
        const response = await ctx.app.inject({
          url: `/api/cars/search?${new URLSearchParams({ pickupLocation: place, from, to })}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = CarSearchResultSchema.parse(response.json());
        return { ids: result.cars.map((car) => car.id), total: result.total };
      };
      const free = await search(period.from, period.to);
      expect(free.ids).toContain(carId);
      const block = await blocked('supplierA', carId, period);

      const during = await search(period.from, period.to);
      expect(during.ids).not.toContain(carId);
      expect(during.total).toBe(free.total - 1);
      // Meeting the block by an hour is enough to hide it.
      const inside = new Date(new Date(period.to).getTime() - HOUR).toISOString();
      expect(
        (await search(inside, new Date(new Date(period.to).getTime() + DAY).toISOString())).ids,
      ).not.toContain(carId);
      // Half-open: the car is found right after the block, and right before it.
      const after = await search(period.to, new Date(new Date(period.to).getTime() + DAY).toISOString());
      expect(after.ids).toContain(carId);
      const earlier = new Date(new Date(period.from).getTime() - DAY).toISOString();
      expect((await search(earlier, period.from)).ids).toContain(carId);

      await call('DELETE', `/api/admin/blocks/${block.id}`, 'supplierA');
      expect((await search(period.from, period.to)).ids).toContain(carId);
    });
  });

  describe('GET /api/admin/calendar', () => {
    // Madrid is UTC+1 in January: its 2031-01-10 is [2031-01-09T23:00Z, 2031-01-10T23:00Z).
    const span = 'from=2031-01-10&to=2031-01-12';
    let calendarSupplier: string;
    let calendarCookie: string;
    const carIds: Record<string, string> = {};

    beforeAll(async () => {
      const { db } = ctx.database;
      const supplier = await createAccount(db, { type: 'supplier', fullName: 'Calendar Cars' });
      calendarSupplier = supplier.id;
      calendarCookie = await signIn(ctx.app, supplier.email);
      for (const name of ['Zeta', 'alpha', 'Omega', 'Beta']) {
        carIds[name] = await createCar(db, { supplierId: supplier.id, locationIds: [place], name });
      }
      const driver = await createAccount(db, { fullName: 'Carla Calendar' });
      const booking = (carId: string, from: string, to: string, status: 'paid' | 'cancelled' | 'completed') =>
        createBooking(db, {
          carId,
          locationId: place,
          from: new Date(from),
          to: new Date(to),
          status,
          driverId: driver.id,
        });
      const alpha = carIds.alpha ?? '';
      carIds.met = await booking(alpha, '2031-01-09T20:00:00Z', '2031-01-10T01:00:00Z', 'paid');
      carIds.completed = await booking(alpha, '2031-01-12T10:00:00Z', '2031-01-14T10:00:00Z', 'completed');
      await booking(alpha, '2031-01-11T10:00:00Z', '2031-01-11T12:00:00Z', 'cancelled');
      // Zeta's bookings and Omega's blocks end as the span starts, or start as it ends (its last
      // day ends at 2031-01-12T23:00Z): they do not meet it.
      await booking(carIds.Zeta ?? '', '2031-01-08T10:00:00Z', '2031-01-09T23:00:00Z', 'paid');
      await booking(carIds.Zeta ?? '', '2031-01-12T23:00:00Z', '2031-01-13T10:00:00Z', 'paid');
      const blockOf = (car: string, from: string, to: string, reason: string | null = null) => ({
        carId: carIds[car] ?? '',
        startsAt: new Date(from),
        endsAt: new Date(to),
        reason,
      });
      const [block] = await db
        .insert(carBlocks)
        .values([
          blockOf('Beta', '2031-01-05T00:00:00Z', '2031-01-20T00:00:00Z', 'Gearbox'),
          blockOf('Omega', '2031-01-01T00:00:00Z', '2031-01-09T23:00:00Z'),
          blockOf('Omega', '2031-01-12T23:00:00Z', '2031-01-25T00:00:00Z'),
        ])
        .returning({ id: carBlocks.id });
      carIds.block = block?.id ?? '';
      carIds.driver = driver.id;
    });

    /** The calendar of the calendar supplier. */
    async function ownCalendar(query: string) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/calendar?${query}`,
        headers: asPage(calendarCookie),
      });
      expect(response.statusCode, response.body).toBe(200);
      return CalendarPageSchema.parse(response.json());
    }

    it("gives a supplier its cars by name, each with the bookings and blocks that meet the span's days", async () => {
      const page = await ownCalendar(span);
      expect(page).toMatchObject({
        from: '2031-01-10',
        to: '2031-01-12',
        timeZone: 'Europe/Madrid',
        total: 4,
        page: 1,
        pageSize: 30,
      });
      expect(page.cars.map((car) => car.name)).toEqual(['alpha', 'Beta', 'Omega', 'Zeta']);
      const [alpha, beta, omega, zeta] = page.cars;
      expect(alpha?.supplier).toEqual({ id: calendarSupplier, name: 'Calendar Cars', logo: null });
      expect(alpha?.bookings).toEqual([
        {
          id: carIds.met,
          number: bookingNumber(carIds.met ?? ''),
          status: 'paid',
          from: '2031-01-09T20:00:00.000Z',
          to: '2031-01-10T01:00:00.000Z',
          driver: { id: carIds.driver, fullName: 'Carla Calendar' },
        },
        expect.objectContaining({ id: carIds.completed, status: 'completed' }),
      ]);
      expect(alpha?.blocks).toEqual([]);
      expect(beta?.bookings).toEqual([]);
      expect(beta?.blocks).toEqual([
        {
          id: carIds.block,
          from: '2031-01-05T00:00:00.000Z',
          to: '2031-01-20T00:00:00.000Z',
          reason: 'Gearbox',
        },
      ]);
      expect(omega).toMatchObject({ bookings: [], blocks: [] });
      expect(zeta).toMatchObject({ bookings: [], blocks: [] });
    });

    it('keeps the cars asked for, pages them, and never shows another supplier’s', async () => {
      const only = await ownCalendar(`${span}&car=${carIds.Zeta}&car=${carIds.alpha}`);
      expect(only.cars.map((car) => car.name)).toEqual(['alpha', 'Zeta']);
      const second = await ownCalendar(`${span}&pageSize=3&page=2`);
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.cars.map((car) => car.name)).toEqual(['Zeta']);
      const past = await ownCalendar(`${span}&page=9`);
      expect(past).toMatchObject({ total: 4, cars: [] });

      // Another supplier: its own cars only, whatever it names.
      const other = await calendar('supplierB', `${span}&car=${carIds.alpha}&supplier=${calendarSupplier}`);
      expect(other).toMatchObject({ total: 0, cars: [] });
      const own = await calendar('supplierB', `${span}&supplier=${calendarSupplier}`);
      expect(own.cars.every((car) => car.supplier.id === ids.supplierB)).toBe(true);
    });

    it("gives an admin every car, or one supplier's", async () => {
      const named = await calendar('admin', `${span}&supplier=${calendarSupplier}`);
      expect(named.cars.map((car) => car.name)).toEqual(['alpha', 'Beta', 'Omega', 'Zeta']);
      const all = await calendar('admin', `${span}&pageSize=100`);
      const suppliers = new Set(all.cars.map((car) => car.supplier.id));
      expect(suppliers).toEqual(new Set([calendarSupplier, ids.supplierA, ids.supplierB]));
      const names = all.cars.map((car) => car.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });

    it('answers an invalid span with field codes, never a 5xx', async () => {
      const cases: [query: string, fields: object[]][] = [
        [
          '',
          [
            { path: 'from', code: 'validation.required' },
            { path: 'to', code: 'validation.required' },
          ],
        ],
        [
          'from=2031-02-30&to=tomorrow',
          [
            { path: 'from', code: 'validation.invalidDate' },
            { path: 'to', code: 'validation.invalidDate' },
          ],
        ],
        ['from=2031-01-12&to=2031-01-11', [{ path: 'to', code: 'validation.endBeforeStart' }]],
        [
          'from=2031-01-01&to=2031-04-04',
          [{ path: 'to', code: 'validation.periodTooLong', params: { count: 93 } }],
        ],
        [`${span}&car=nope`, [{ path: 'car', code: 'validation.invalidValue' }]],
        [`${span}&pageSize=101`, [{ path: 'pageSize', code: 'validation.invalidValue' }]],
      ];
      for (const [query, fields] of cases) {
        const response = await call('GET', `/api/admin/calendar?${query}`, 'admin');
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.details.fields, query).toEqual(
          fields.map((field) => ({ ...field, in: 'querystring' })),
        );
      }
      // 93 days, the first and the last included, are fine; one day too.
      expect((await calendar('admin', 'from=2031-01-01&to=2031-04-03')).from).toBe('2031-01-01');
      expect((await calendar('admin', 'from=2031-01-01&to=2031-01-01')).to).toBe('2031-01-01');
    });
  });

  it('keeps no block of a deleted car', async () => {
    const carId = await carOf('supplierA');
    await blocked('supplierA', carId, nextPeriod());
    const removed = await call('DELETE', `/api/admin/cars/${carId}`, 'supplierA');
    expect(removed.json()).toEqual({ outcome: 'deleted' });
    expect(await blocksOf(carId)).toEqual([]);
  });
});
