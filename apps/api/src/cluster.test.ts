import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('WEB_CONCURRENCY', () => {
  it('is 1 unless set, and above 1 needs a PostgreSQL server and Redis', () => {
    expect(parseConfig({}).processes).toBe(1);
    const server = { DATABASE_URL: 'postgres://u@db:5432/roadbook', REDIS_URL: 'redis://cache:6379' };
    expect(parseConfig({ ...server, WEB_CONCURRENCY: '4' })).toMatchObject({
      processes: 4,
      redis: { url: 'redis://cache:6379', keyPrefix: 'roadbook:' },
    });
    expect(() => parseConfig({ REDIS_URL: server.REDIS_URL, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: above 1 needs DATABASE_URL',
    );
    expect(() => parseConfig({ DATABASE_URL: server.DATABASE_URL, WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: above 1 needs REDIS_URL',
    );
    expect(() => parseConfig({ ...server, WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
    expect(() => parseConfig({ REDIS_URL: 'http://cache:6379' })).toThrow('REDIS_URL');
  });
});
