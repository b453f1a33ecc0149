import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to port 8080, PGlite in ./data, maintenance on and Spanish', () => {
    const config = parseConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data', 'pglite') });
    expect(config.site).toMatchObject({ maintenance: true, hideSuppliers: false, defaultLanguage: 'es' });
    expect(config.seedDemoData).toBe(true);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and flags', () => {
    const config = parseConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/rb',
      DATABASE_URL: 'postgres://u@db:5432/roadbook',
      MAINTENANCE: 'off',
      HIDE_SUPPLIERS: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.uploadsDir).toBe('/tmp/rb/uploads');
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/roadbook' });
    expect(config.site).toMatchObject({ maintenance: false, hideSuppliers: true });
  });

  it('lists every invalid variable in one error', () => {
    const parse = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TIME_ZONE: 'Mars/Olympus',
        MAINTENANCE: 'maybe',
      });
    expect(parse).toThrow(/^Invalid configuration:/);
    for (const name of ['PORT', 'DATABASE_URL', 'TIME_ZONE', 'MAINTENANCE']) expect(parse).toThrow(name);
  });
});
