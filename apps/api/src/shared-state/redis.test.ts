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
    const redis = connectRedis(
      { url: own.url, keyPrefix: 'roadbook-test:' },
      { info() {}, warn() {}, error() {} },
    );
    const received: string[] = [];
    let listenings = 0;
    redis.subscribe(
      redis.key('news'),
      (message) => received.push(message),
      () => (listenings += 1),
    );
    const until = async (isDone: () => boolean) => {
      for (let tries = 0; tries < 100 && !isDone(); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(isDone()).toBe(true);
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
    } finally {
      await redis.close();
      own.server.kill();
    }
  }, 30_000);
});
