import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_SITE_URL } from '../testing/accounts.fixture';
import { freePort } from '../testing/api-process.fixture';
import { startRedisServer } from '../testing/redis.fixture';
import { createTestApp, type TestContext } from '../testing/test-app';
import { connectRedis } from './redis';

// REDIS_URL names a server that does not answer: the site goes on, limits counted in its memory.
describe('the API while its Redis is down', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        LOG_LEVEL: 'warn',
        SIGN_IN_MAX_FAILURES: '1',
        FORM_RATE_LIMIT_MAX: '1',
      },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => ctx.close());

  it('answers, lets requests through its rate limits, counts failed sign-ins itself and says so', async () => {
    for (let request = 0; request < 3; request += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: { origin: TEST_SITE_URL },
        payload: {},
      });
      expect(form.statusCode).toBe(400);
    }

    const { email } = await createAccount(ctx.database.db);
    const wrong = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sign-in/frontend',
        headers: { origin: TEST_SITE_URL },
        payload: { email, password: 'not-the-password' },
      });
    expect((await wrong()).statusCode).toBe(401);
    expect((await wrong()).json()).toMatchObject({ error: { code: 'auth.signInDelayed' } });

    const log = lines.join('');
    expect(log).toContain('redis: the commands connection failed; retrying');
    expect(log).toContain('sign-in limits: Redis did not answer, counting in this process');
  });
});

describe('the channels of a Redis that went away', () => {
  it('are listened to again once it is back, and say so', async () => {
    let own = await startRedisServer();
    const port = Number(new URL(own.url).port);
    // What the client logged, shown if a wait below fails.
    const said: string[] = [];
    const say = (...args: unknown[]) => said.push(format(...args));
    const redis = connectRedis(
      { url: own.url, keyPrefix: 'roadbook-test:' },
      { info: say, warn: say, error: say },
    );
    const received: string[] = [];
    let listenings = 0;
    redis.subscribe(
      redis.key('news'),
      (message) => received.push(message),
      () => (listenings += 1),
    );
    // Reconnecting waits up to 5 s between tries: 20 s leaves room for a busy machine.
    const until = async (isDone: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!isDone() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect({ isDone: isDone(), said }).toEqual({ isDone: true, said: expect.any(Array) });
    };
    try {
      await redis.connected();
      await until(() => listenings === 1);
      redis.publish(redis.key('news'), 'first');
      await until(() => received.length === 1);

      own.server.kill();
      await new Promise((resolve) => own.server.once('exit', resolve));
      own = await startRedisServer(port);
      await until(() => listenings === 2);
      redis.publish(redis.key('news'), 'second');
      await until(() => received.length === 2);
      expect(received).toEqual(['first', 'second']);
      expect(said).toContain('redis: the channels connection is back');
    } finally {
      await redis.close();
      own.server.kill();
    }
  }, 60_000);
});
