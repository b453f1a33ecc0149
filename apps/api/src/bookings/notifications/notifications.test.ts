import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationChangeSchema, NotificationListSchema } from '@roadbook/domain/contracts/notifications';
import { notifications } from '../../db/schema/bookings';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('a user’s notifications', () => {
  let ctx: TestContext;
  let me: { id: string; email: string };
  let myCookie: string;
  let otherCookie: string;

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie === '' ? { origin: TEST_SITE_URL } : asPage(cookie),
      ...(payload === undefined ? {} : { payload }),
    });
  const listOf = async (cookie: string, page = 1) =>
    NotificationListSchema.parse((await call('GET', `/api/notifications?page=${page}`, cookie)).json());

  async function give(userId: string, count: number) {
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        code: 'statusChanged',
        params: { number: `N${index}`, car: 'Fiat 500', status: 'confirmed' },
        createdAt: new Date(Date.now() - index * 1000),
      })),
    );
  }

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
    me = await createAccount(ctx.database.db);
    const other = await createAccount(ctx.database.db);
    myCookie = await signIn(ctx.app, me.email);
    otherCookie = await signIn(ctx.app, other.email);
    await give(me.id, 32);
    await give(other.id, 2);
  });
  afterAll(() => ctx.close());

  it('lists the user’s own, newest first, 30 a page, with the unread count', async () => {
    const first = await listOf(myCookie);
    expect(first).toMatchObject({ total: 32, page: 1, pageSize: 30, unread: 32 });
    expect(first.notifications).toHaveLength(30);
    expect(first.notifications[0]?.params).toEqual({ number: 'N0', car: 'Fiat 500', status: 'confirmed' });
    expect((await listOf(myCookie, 2)).notifications.map(({ params }) => params.number)).toEqual([
      'N30',
      'N31',
    ]);
    expect((await listOf(otherCookie)).total).toBe(2);
    expect((await call('GET', '/api/notifications', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/count', '')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications?page=0', myCookie)).statusCode).toBe(400);
  });

  it('marks one or all read and unread, and never another user’s', async () => {
    const [first] = (await listOf(myCookie)).notifications;
    if (!first) throw new Error('no notification');
    const mark = async (cookie: string, payload: object) =>
      NotificationChangeSchema.parse((await call('POST', '/api/notifications/mark', cookie, payload)).json());

    expect(await mark(otherCookie, { ids: [first.id], isRead: true })).toEqual({ changed: 0, unread: 2 });
    expect(await mark(myCookie, { ids: [first.id], isRead: true })).toEqual({ changed: 1, unread: 31 });
    expect((await call('GET', '/api/notifications/count', myCookie)).json()).toEqual({ unread: 31 });
    expect(await mark(myCookie, { ids: [first.id], isRead: false })).toEqual({ changed: 1, unread: 32 });
    expect(await mark(myCookie, { isRead: true })).toEqual({ changed: 32, unread: 0 });
    expect((await listOf(otherCookie)).unread).toBe(2);
    expect(await mark(myCookie, { isRead: false })).toEqual({ changed: 32, unread: 32 });
    const invalid = await call('POST', '/api/notifications/mark', myCookie, { ids: ['nope'], isRead: true });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes one or all, and never another user’s', async () => {
    const [first] = (await listOf(myCookie)).notifications;
    const [others] = (await listOf(otherCookie)).notifications;
    if (!first || !others) throw new Error('no notification');
    const remove = async (cookie: string, payload: object) =>
      NotificationChangeSchema.parse(
        (await call('POST', '/api/notifications/delete', cookie, payload)).json(),
      );
    expect(await remove(myCookie, { ids: [others.id] })).toEqual({ changed: 0, unread: 32 });
    expect(await remove(myCookie, { ids: [first.id] })).toEqual({ changed: 1, unread: 31 });
    expect(await remove(myCookie, {})).toEqual({ changed: 31, unread: 0 });
    expect((await listOf(myCookie)).total).toBe(0);
    expect((await listOf(otherCookie)).total).toBe(2);
  });

  it('streams the unread count to the user’s open page as it changes', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/notifications/events',
      headers: { cookie: myCookie },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    const events = () => received.join('').match(/event: count\ndata: \{"unread":\d+\}\n\n/g) ?? [];
    const waitForEvents = async (count: number) => {
      for (let tries = 0; tries < 150 && events().length < count; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events().map((event) => event.slice(event.indexOf('{')).trim());
    };
    expect(await waitForEvents(1)).toEqual(['{"unread":0}']);
    await give(me.id, 2);
    const [newest] = (await listOf(myCookie)).notifications;
    await call('POST', '/api/notifications/mark', myCookie, { ids: [newest?.id], isRead: true });
    expect(await waitForEvents(2)).toEqual(['{"unread":0}', '{"unread":1}']);
    await call('POST', '/api/notifications/delete', myCookie, {});
    expect(await waitForEvents(3)).toEqual(['{"unread":0}', '{"unread":1}', '{"unread":0}']);
    request.destroy();

    const stranger = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/api/notifications/events' }, resolve),
    );
    expect(stranger.statusCode).toBe(401);
    stranger.resume();
  });
});
