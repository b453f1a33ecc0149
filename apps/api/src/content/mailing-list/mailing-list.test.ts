import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingListSubscribers } from '../../db/schema/mailing-list';
import { queuedEmails, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('the mailing list: double opt-in and one-click unsubscribe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const subscriber = async (email: string) =>
    (
      await ctx.database.db
        .select()
        .from(mailingListSubscribers)
        .where(eq(mailingListSubscribers.email, email))
    )[0];
  /** The token of the newest link to /marketing with `param` in the emails of `to`. */
  const tokenSentTo = async (to: string, template: string, param: 'confirm' | 'unsubscribe') => {
    const [email] = await queuedEmails(ctx, to, template);
    const match = new RegExp(`/marketing\\?${param}=([A-Za-z0-9_-]+)`).exec(email?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${param} link for ${to}`);
    return match[1];
  };
  /** A sent email as its .eml in the outbox has it (headers and all). */
  const sentMessage = async (id: string) => {
    const outbox = path.join(ctx.dataDir, 'outbox');
    let name: string | undefined;
    for (let attempt = 0; attempt < 50 && name === undefined; attempt += 1) {
      name = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).find((file) => file.endsWith(`-${id}.eml`))
        : undefined;
      if (name === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!name) throw new Error(`email ${id} not in the outbox`);
    // Headers unfolded: a long one continues on lines that start with a space.
    return `\n${fs.readFileSync(path.join(outbox, name), 'utf8').replace(/\r?\n[ \t]+/g, ' ')}`;
  };

  it('subscribes only once the emailed link is followed, then welcomes with a one-click unsubscribe', async () => {
    const response = await post(
      '/api/mailing-list/subscribe',
      { email: 'Ana@Example.com' },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmationSent' });
    expect(await subscriber('ana@example.com')).toMatchObject({ status: 'pending', language: 'es' });

    const token = await tokenSentTo('ana@example.com', 'mailingListConfirm', 'confirm');
    const confirmed = await post('/api/mailing-list/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'subscribed', email: 'ana@example.com' });
    expect(await subscriber('ana@example.com')).toMatchObject({
      status: 'subscribed',
      confirmedAt: expect.any(Date),
    });

    // A second click says the same and welcomes no one twice.
    expect((await post('/api/mailing-list/confirm', { token })).json()).toEqual(confirmed.json());
    const welcomes = await queuedEmails(ctx, 'ana@example.com', 'mailingListWelcome');
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    expect(welcome?.subject).toBe('Bienvenido al boletín de Roadbook');
    expect(welcome?.text).toContain('Darse de baja con un clic');

    const unsubscribeToken = await tokenSentTo('ana@example.com', 'mailingListWelcome', 'unsubscribe');
    const sent = await sentMessage(welcome?.id ?? '');
    expect(sent).toContain('\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n');
    expect(sent).toContain(
      `\nList-Unsubscribe: <${TEST_SITE_URL}/api/mailing-list/unsubscribe/${unsubscribeToken}?l=es>\n`,
    );

    // A mail client that opens the address instead is sent to the page, and nothing changes yet.
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/mailing-list/unsubscribe/${unsubscribeToken}?l=es`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/marketing?unsubscribe=${unsubscribeToken}&l=es`);
    expect(await subscriber('ana@example.com')).toMatchObject({ status: 'subscribed' });

    // The mail client's one-click request (RFC 8058): form-urlencoded, no cookie, no origin.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/mailing-list/unsubscribe/${unsubscribeToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed', email: 'ana@example.com' });
    expect(await subscriber('ana@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(Date),
    });

    // The page's link does it too, again without harm.
    const again = await post('/api/mailing-list/unsubscribe', { token: unsubscribeToken });
    expect(again.json()).toEqual({ status: 'unsubscribed', email: 'ana@example.com' });
  });

  it('answers the same for a subscribed address and sends it nothing', async () => {
    await post('/api/mailing-list/subscribe', { email: 'ben@example.com' });
    await post('/api/mailing-list/confirm', {
      token: await tokenSentTo('ben@example.com', 'mailingListConfirm', 'confirm'),
    });
    const again = await post('/api/mailing-list/subscribe', { email: 'ben@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'confirmationSent' });
    expect(await queuedEmails(ctx, 'ben@example.com', 'mailingListConfirm')).toHaveLength(1);
  });

  it('lets an unsubscribed address subscribe again through a new confirmation', async () => {
    await post('/api/mailing-list/subscribe', { email: 'cleo@example.com', language: 'fr' });
    const first = await tokenSentTo('cleo@example.com', 'mailingListConfirm', 'confirm');
    await post('/api/mailing-list/confirm', { token: first });
    const leave = await tokenSentTo('cleo@example.com', 'mailingListWelcome', 'unsubscribe');
    await post('/api/mailing-list/unsubscribe', { token: leave });
    // The old confirmation link no longer subscribes.
    expect((await post('/api/mailing-list/confirm', { token: first })).statusCode).toBe(410);

    await post('/api/mailing-list/subscribe', { email: 'cleo@example.com', language: 'fr' });
    expect(await subscriber('cleo@example.com')).toMatchObject({ status: 'pending' });
    const second = await tokenSentTo('cleo@example.com', 'mailingListConfirm', 'confirm');
    expect(second).not.toBe(first);
    expect((await post('/api/mailing-list/confirm', { token: second })).statusCode).toBe(200);
    expect(await subscriber('cleo@example.com')).toMatchObject({ status: 'subscribed', language: 'fr' });
  });

  it('sends a pending address no new link within ten minutes: the one sent still works', async () => {
    await post('/api/mailing-list/subscribe', { email: 'eve@example.com' });
    const first = await tokenSentTo('eve@example.com', 'mailingListConfirm', 'confirm');
    const again = await post('/api/mailing-list/subscribe', { email: 'eve@example.com' });
    expect(again.json()).toEqual({ status: 'confirmationSent' });
    expect(await queuedEmails(ctx, 'eve@example.com', 'mailingListConfirm')).toHaveLength(1);
    expect((await post('/api/mailing-list/confirm', { token: first })).statusCode).toBe(200);
  });

  it('refuses an expired confirmation link with 410', async () => {
    await post('/api/mailing-list/subscribe', { email: 'dan@example.com' });
    const token = await tokenSentTo('dan@example.com', 'mailingListConfirm', 'confirm');
    await ctx.database.db
      .update(mailingListSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailingListSubscribers.email, 'dan@example.com'));
    const response = await post('/api/mailing-list/confirm', { token }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatchObject({
      code: 'mailingList.invalidLink',
      message: 'Ce lien n’est pas valide ou a expiré',
    });
  });

  it.each([
    { url: '/api/mailing-list/confirm', payload: { token: 'x'.repeat(43) }, status: 410 },
    { url: '/api/mailing-list/unsubscribe', payload: { token: 'x'.repeat(43) }, status: 410 },
    { url: '/api/mailing-list/confirm', payload: { token: '<script>' }, status: 400 },
    { url: '/api/mailing-list/subscribe', payload: { email: 'nobody' }, status: 400 },
    { url: '/api/mailing-list/subscribe', payload: {}, status: 400 },
  ])('answers $status to $url with $payload, never a 5xx', async ({ url, payload, status }) => {
    expect((await post(url, payload)).statusCode).toBe(status);
  });
});
