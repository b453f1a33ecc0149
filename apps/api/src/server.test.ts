// The start (server.ts) as `npm start` runs it, in a process of its own: what it says of settings
// that weaken the site, and the settings it refuses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './testing/api-process.fixture';

describe('the start', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-start-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const settings = () => ({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'https://roadbook.example',
  });

  it('warns that TRUST_PROXY=true lets every client choose its address', async () => {
    const server = await startApiProcess({ ...settings(), TRUST_PROXY: 'true' });
    try {
      expect(server.output()).toContain('Warning: TRUST_PROXY=true believes the X-Forwarded-For header');
      expect(server.output()).toContain('per-address limit');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses the developer outbox behind a proxy, naming both settings', async () => {
    await expect(startApiProcess({ ...settings(), DEV_OUTBOX: 'on', TRUST_PROXY: '1' })).rejects.toThrow(
      'DEV_OUTBOX: cannot be on with TRUST_PROXY',
    );
  }, 60_000);
});
