import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authChallenges, passkeys, sessions, users } from '../../db/schema/users';
import {
  ageSession,
  asPage,
  createAccount,
  sessionCookieOf,
  signIn,
  TEST_SITE_URL,
} from '../../testing/accounts.fixture';
import {
  createSoftwareAuthenticator,
  type CeremonyOptions,
  type SoftwareAuthenticator,
} from '../../testing/passkey-authenticator.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

const RP_ID = new URL(TEST_SITE_URL).hostname;
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Bend = Partial<Pick<CeremonyOptions, 'origin' | 'rpId'>>;

describe('passkeys', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => ctx.close());

  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { cookie?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...asPage(options.cookie ?? ''), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  async function registrationOptions(cookie: string) {
    const response = await inject('POST', '/api/passkeys/registration-options', { cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Asks for options, lets the authenticator answer (bent by `bend`), and sends the answer. */
  async function register(
    cookie: string,
    authenticator: SoftwareAuthenticator,
    { name, bend = {}, headers }: { name?: string; bend?: Bend; headers?: Record<string, string> } = {},
  ) {
    const { challengeId, options } = await registrationOptions(cookie);
    const response = authenticator.register({
      challenge: options.challenge,
      origin: TEST_SITE_URL,
      rpId: RP_ID,
      userId: options.user.id,
      ...bend,
    });
    return inject('POST', '/api/passkeys/register', {
      cookie,
      payload: { challengeId, ...(name === undefined ? {} : { name }), response },
      ...(headers ? { headers } : {}),
    });
  }

  async function signInOptions() {
    const response = await inject('POST', '/api/passkeys/sign-in-options');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function signInWith(
    authenticator: SoftwareAuthenticator,
    { bend = {}, counter }: { bend?: Bend; counter?: number } = {},
  ) {
    const { challengeId, options } = await signInOptions();
    const response = authenticator.authenticate({
      challenge: options.challenge,
      origin: TEST_SITE_URL,
      rpId: RP_ID,
      ...(counter === undefined ? {} : { counter }),
      ...bend,
    });
    return inject('POST', '/api/passkeys/sign-in', { payload: { challengeId, response } });
  }

  /** A signed-in account with one registered passkey. */
  async function accountWithPasskey(fields: Parameters<typeof createAccount>[1] = {}) {
    const account = await createAccount(ctx.database.db, fields);
    const cookie = await signIn(ctx.app, account.email);
    const authenticator = createSoftwareAuthenticator();
    const registered = await register(cookie, authenticator, { name: 'My phone' });
    expect(registered.statusCode).toBe(200);
    return { account, cookie, authenticator };
  }

  const storedPasskey = async (id: string) =>
    (await ctx.database.db.select().from(passkeys).where(eq(passkeys.id, id)))[0];

  const expectPasskeyFailed = (response: { statusCode: number; json(): { error: { code: string } } }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.passkeyFailed');
  };

  describe('registering', () => {
    it('gives creation options for a discoverable credential and stores the challenge for five minutes', async () => {
      const account = await createAccount(ctx.database.db, { fullName: 'Ana Pérez' });
      const cookie = await signIn(ctx.app, account.email);
      const before = Date.now();
      const { challengeId, options } = await registrationOptions(cookie);

      expect(options).toMatchObject({
        rp: { name: 'Roadbook', id: RP_ID },
        user: { name: account.email, displayName: 'Ana Pérez' },
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        attestation: 'none',
      });
      const [stored] = await ctx.database.db
        .select()
        .from(authChallenges)
        .where(eq(authChallenges.id, challengeId));
      expect(stored).toMatchObject({ challenge: options.challenge, userId: account.id });
      const minutes = ((stored?.expiresAt.getTime() ?? 0) - before) / 60_000;
      expect(minutes).toBeGreaterThan(4.9);
      expect(minutes).toBeLessThan(5.1);
    });

    it('needs a sign-in of the last 10 minutes: an older session signs in again first', async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const { challengeId } = await registrationOptions(cookie);
      await ageSession(ctx.database.db, cookie, 11);

      const options = await inject('POST', '/api/passkeys/registration-options', { cookie });
      expect(options.statusCode).toBe(401);
      expect(options.json().error.code).toBe('auth.reauthenticationRequired');
      // Nor can a challenge asked for earlier be answered now.
      const answer = await inject('POST', '/api/passkeys/register', {
        cookie,
        payload: {
          challengeId,
          response: createSoftwareAuthenticator().register({
            challenge: 'x',
            origin: TEST_SITE_URL,
            rpId: RP_ID,
            userId: 'x',
          }),
        },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe('auth.reauthenticationRequired');
      expect(await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, account.id))).toEqual(
        [],
      );
    });

    it('saves the credential with its name, and excludes it from the next options', async () => {
      const { account, cookie, authenticator } = await accountWithPasskey();

      const saved = await storedPasskey(authenticator.id);
      expect(saved).toMatchObject({
        userId: account.id,
        name: 'My phone',
        counter: 0,
        transports: ['internal'],
      });
      expect(saved?.publicKey.length).toBeGreaterThan(60);
      const list = await inject('GET', '/api/passkeys', { cookie });
      expect(list.json()).toEqual({
        passkeys: [
          { id: authenticator.id, name: 'My phone', createdAt: expect.any(String), lastUsedAt: null },
        ],
      });
      const { options } = await registrationOptions(cookie);
      expect(options.excludeCredentials).toEqual([
        { id: authenticator.id, type: 'public-key', transports: ['internal'] },
      ]);
    });

    it('names a passkey after the browser and system when no name is given', async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const response = await register(cookie, createSoftwareAuthenticator(), {
        name: '  ',
        headers: { 'user-agent': CHROME_ON_MAC },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().passkeys[0].name).toBe('Chrome · macOS');
    });

    it('finds the challenge from the answer when no challenge id is sent', async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const authenticator = createSoftwareAuthenticator();
      const { options } = await registrationOptions(cookie);
      const response = authenticator.register({
        challenge: options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      const first = await inject('POST', '/api/passkeys/register', {
        cookie,
        payload: { name: 'Key', response },
      });
      expect(first.statusCode).toBe(200);
      // Taken by the first answer: the same answer again is refused.
      const again = await inject('POST', '/api/passkeys/register', {
        cookie,
        payload: { name: 'Key', response },
      });
      expectPasskeyFailed(again);
    });

    it.each([
      { name: 'another origin', bend: { origin: 'https://roadbook.evil.test' } },
      { name: 'another RP id', bend: { rpId: 'evil.test' } },
    ])('refuses an answer made for $name, and saves nothing', async ({ bend }) => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const authenticator = createSoftwareAuthenticator();
      expectPasskeyFailed(await register(cookie, authenticator, { bend }));
      expect(await storedPasskey(authenticator.id)).toBeUndefined();
    });

    it('takes the challenge whatever the outcome: a replay, even after a failure, is refused', async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const authenticator = createSoftwareAuthenticator();
      const { challengeId, options } = await registrationOptions(cookie);
      const bent = authenticator.register({
        challenge: options.challenge,
        origin: 'https://evil.test',
        rpId: RP_ID,
      });
      const good = authenticator.register({
        challenge: options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      const send = (response: object) =>
        inject('POST', '/api/passkeys/register', { cookie, payload: { challengeId, name: 'x', response } });

      expectPasskeyFailed(await send(bent));
      expectPasskeyFailed(await send(good));
      const [left] = await ctx.database.db
        .select()
        .from(authChallenges)
        .where(eq(authChallenges.id, challengeId));
      expect(left).toBeUndefined();
    });

    it("refuses an expired challenge and another account's challenge", async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const other = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      const authenticator = createSoftwareAuthenticator();

      const expired = await registrationOptions(cookie);
      await ctx.database.db
        .update(authChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authChallenges.id, expired.challengeId));
      const answer = authenticator.register({
        challenge: expired.options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      expectPasskeyFailed(
        await inject('POST', '/api/passkeys/register', {
          cookie,
          payload: { challengeId: expired.challengeId, name: 'x', response: answer },
        }),
      );

      const theirs = await registrationOptions(other);
      const stolen = authenticator.register({
        challenge: theirs.options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      expectPasskeyFailed(
        await inject('POST', '/api/passkeys/register', {
          cookie,
          payload: { challengeId: theirs.challengeId, name: 'x', response: stolen },
        }),
      );
      expect(await storedPasskey(authenticator.id)).toBeUndefined();
    });

    it('refuses a credential that is already registered', async () => {
      const { cookie, authenticator } = await accountWithPasskey();
      expectPasskeyFailed(await register(cookie, authenticator));
      const other = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      expectPasskeyFailed(await register(other, authenticator));
    });

    it('refuses an answer that is not a credential', async () => {
      const account = await createAccount(ctx.database.db);
      const cookie = await signIn(ctx.app, account.email);
      const response = await inject('POST', '/api/passkeys/register', {
        cookie,
        payload: { name: 'x', response: { id: 'abc', type: 'password' } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('common.invalidRequest');
    });

    it('deletes expired challenges when new ones are made', async () => {
      const stale = await signInOptions();
      await ctx.database.db
        .update(authChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authChallenges.id, stale.challengeId));
      await signInOptions();
      const rows = await ctx.database.db
        .select()
        .from(authChallenges)
        .where(eq(authChallenges.id, stale.challengeId));
      expect(rows).toEqual([]);
    });
  });

  describe('signing in', () => {
    it('signs in with a registered passkey: session cookie, method passkey, counter and last use saved', async () => {
      const { account, authenticator } = await accountWithPasskey();
      const response = await signInWith(authenticator);

      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: account.id, email: account.email });
      const cookie = sessionCookieOf(response.headers['set-cookie']);
      expect(cookie).not.toBe('');
      const me = await inject('POST', '/api/validate-access-token', { cookie });
      expect(me.json().user.id).toBe(account.id);
      const opened = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
      expect(opened.map((session) => session.method)).toContain('passkey');
      expect(await storedPasskey(authenticator.id)).toMatchObject({
        counter: 1,
        lastUsedAt: expect.any(Date),
      });
    });

    it('keeps the session beyond the browser with stayConnected', async () => {
      const { authenticator } = await accountWithPasskey();
      const { challengeId, options } = await signInOptions();
      const answer = authenticator.authenticate({
        challenge: options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      const response = await inject('POST', '/api/passkeys/sign-in', {
        payload: { challengeId, response: answer, stayConnected: true },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/Expires=/);
    });

    it('gives options for any passkey of the site, and stores the challenge without an account', async () => {
      const { challengeId, options } = await signInOptions();
      expect(options).toMatchObject({ rpId: RP_ID, userVerification: 'preferred' });
      expect(options.allowCredentials).toBeUndefined();
      const [stored] = await ctx.database.db
        .select()
        .from(authChallenges)
        .where(eq(authChallenges.id, challengeId));
      expect(stored).toMatchObject({ challenge: options.challenge, userId: null });
    });

    it.each([
      { name: 'another origin', bend: { origin: 'https://roadbook.evil.test' } },
      { name: 'another RP id', bend: { rpId: 'evil.test' } },
    ])('refuses an answer made for $name', async ({ bend }) => {
      const { authenticator } = await accountWithPasskey();
      const response = await signInWith(authenticator, { bend });
      expectPasskeyFailed(response);
      expect(sessionCookieOf(response.headers['set-cookie'])).toBe('');
    });

    it('refuses a replayed answer, and a challenge already taken by a failure', async () => {
      const { authenticator } = await accountWithPasskey();
      const { challengeId, options } = await signInOptions();
      const answer = authenticator.authenticate({
        challenge: options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      const send = (response: object) =>
        inject('POST', '/api/passkeys/sign-in', { payload: { challengeId, response } });
      expect((await send(answer)).statusCode).toBe(200);
      expectPasskeyFailed(await send(answer));

      const second = await signInOptions();
      const bent = authenticator.authenticate({
        challenge: second.options.challenge,
        origin: 'https://evil.test',
        rpId: RP_ID,
      });
      const good = authenticator.authenticate({
        challenge: second.options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      const sendSecond = (response: object) =>
        inject('POST', '/api/passkeys/sign-in', { payload: { challengeId: second.challengeId, response } });
      expectPasskeyFailed(await sendSecond(bent));
      expectPasskeyFailed(await sendSecond(good));
    });

    it('refuses an expired challenge, and a registration challenge', async () => {
      const { cookie, authenticator } = await accountWithPasskey();
      const { challengeId, options } = await signInOptions();
      await ctx.database.db
        .update(authChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authChallenges.id, challengeId));
      const late = authenticator.authenticate({
        challenge: options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      expectPasskeyFailed(
        await inject('POST', '/api/passkeys/sign-in', { payload: { challengeId, response: late } }),
      );

      const forRegistration = await registrationOptions(cookie);
      const misused = authenticator.authenticate({
        challenge: forRegistration.options.challenge,
        origin: TEST_SITE_URL,
        rpId: RP_ID,
      });
      expectPasskeyFailed(
        await inject('POST', '/api/passkeys/sign-in', {
          payload: { challengeId: forRegistration.challengeId, response: misused },
        }),
      );
    });

    it('refuses an unknown credential and an unknown challenge', async () => {
      expectPasskeyFailed(await signInWith(createSoftwareAuthenticator()));
      const { authenticator } = await accountWithPasskey();
      const answer = authenticator.authenticate({ challenge: 'AAAA', origin: TEST_SITE_URL, rpId: RP_ID });
      expectPasskeyFailed(
        await inject('POST', '/api/passkeys/sign-in', {
          payload: { challengeId: '00000000-0000-4000-8000-000000000000', response: answer },
        }),
      );
    });

    it('refuses a counter that did not go forward, and keeps the stored one', async () => {
      const { authenticator } = await accountWithPasskey();
      expect((await signInWith(authenticator, { counter: 5 })).statusCode).toBe(200);
      expectPasskeyFailed(await signInWith(authenticator, { counter: 3 }));
      expectPasskeyFailed(await signInWith(authenticator, { counter: 5 }));
      expect(await storedPasskey(authenticator.id)).toMatchObject({ counter: 5 });
      expect((await signInWith(authenticator, { counter: 6 })).statusCode).toBe(200);
    });

    it('refuses a tampered signature or authenticator data', async () => {
      const { authenticator } = await accountWithPasskey();
      for (const field of ['signature', 'authenticatorData'] as const) {
        const { challengeId, options } = await signInOptions();
        const answer = authenticator.authenticate({
          challenge: options.challenge,
          origin: TEST_SITE_URL,
          rpId: RP_ID,
        });
        const bytes = Buffer.from(answer.response[field], 'base64url');
        const last = bytes.length - 1;
        bytes[last] = (bytes[last] ?? 0) ^ 0x01;
        const tampered = {
          ...answer,
          response: { ...answer.response, [field]: bytes.toString('base64url') },
        };
        expectPasskeyFailed(
          await inject('POST', '/api/passkeys/sign-in', { payload: { challengeId, response: tampered } }),
        );
      }
    });

    it('refuses a suspended or deleted account', async () => {
      for (const change of [{ isBlacklisted: true }, { deletedAt: new Date() }]) {
        const { account, authenticator } = await accountWithPasskey();
        await ctx.database.db.update(users).set(change).where(eq(users.id, account.id));
        const response = await signInWith(authenticator);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('auth.accountSuspended');
        expect(sessionCookieOf(response.headers['set-cookie'])).toBe('');
      }
    });

    it('refuses requests from another site', async () => {
      const crossSite = await ctx.app.inject({
        method: 'POST',
        url: '/api/passkeys/sign-in-options',
        headers: { origin: 'https://evil.test' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().error.code).toBe('auth.crossSiteRequest');
      const { cookie } = await accountWithPasskey();
      const fetchedCrossSite = await ctx.app.inject({
        method: 'POST',
        url: '/api/passkeys/registration-options',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchedCrossSite.statusCode).toBe(403);
    });
  });

  describe('listing and removing', () => {
    it('lists the account’s passkeys and removes one', async () => {
      const { cookie, authenticator } = await accountWithPasskey();
      const second = createSoftwareAuthenticator();
      expect((await register(cookie, second, { name: 'Laptop' })).statusCode).toBe(200);
      const list = await inject('GET', '/api/passkeys', { cookie });
      expect(list.json().passkeys.map((passkey: { name: string }) => passkey.name)).toEqual([
        'My phone',
        'Laptop',
      ]);

      const removed = await inject('DELETE', `/api/passkeys/${authenticator.id}`, { cookie });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().passkeys.map((passkey: { id: string }) => passkey.id)).toEqual([second.id]);
      expectPasskeyFailed(await signInWith(authenticator));
    });

    it("never removes another account's passkey, nor says that it exists", async () => {
      const owner = await accountWithPasskey();
      const intruder = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      const theirs = await inject('DELETE', `/api/passkeys/${owner.authenticator.id}`, { cookie: intruder });
      const nobody = await inject('DELETE', '/api/passkeys/no-such-passkey', { cookie: intruder });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(nobody.json());
      expect(await storedPasskey(owner.authenticator.id)).toBeDefined();
    });

    it('answers 401 to the account calls without a session', async () => {
      const calls = [
        inject('GET', '/api/passkeys'),
        inject('POST', '/api/passkeys/registration-options'),
        inject('DELETE', '/api/passkeys/abc'),
        inject('POST', '/api/passkeys/register', {
          payload: {
            name: 'x',
            response: {
              id: 'abc',
              rawId: 'abc',
              type: 'public-key',
              response: { clientDataJSON: 'e30', attestationObject: 'oA' },
            },
          },
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('auth.unauthenticated');
      }
    });
  });
});
