import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authChallenges, sessions } from '../../db/schema/users';
import { createFileStore } from '../../integrations/storage/file-store';
import { createAccount, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createHousekeeping, TEMP_LICENCE_HOURS } from './housekeeping';
import { createSessionStore } from './session-store';

describe('housekeeping', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL } });
  });
  afterAll(() => ctx.close());

  it('removes ended sessions, expired challenges and day-old temporary licences, and keeps the rest', async () => {
    const { db } = ctx.database;
    const me = await createAccount(db);
    const store = createSessionStore(db, { sessionDays: 30, sessionBrowserHours: 24 });
    const live = await store.open(me.id, { isPersistent: false, method: 'password' });
    const ended = await store.open(me.id, { isPersistent: false, method: 'password' });
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, ended.tokenHash));
    await db.insert(authChallenges).values([
      { challenge: 'old', expiresAt: new Date(Date.now() - 1000) },
      { challenge: 'new', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const files = createFileStore({
      uploadsDir: path.join(ctx.dataDir, 'uploads'),
      privateDir: path.join(ctx.dataDir, 'private'),
    });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const old = await files.saveTempLicence(pdf, 'pdf');
    const recent = await files.saveTempLicence(pdf, 'pdf');
    const tempDir = path.join(ctx.dataDir, 'private', 'licences', 'temp');
    const past = new Date(Date.now() - (TEMP_LICENCE_HOURS + 1) * 3_600_000);
    fs.utimesSync(path.join(tempDir, old), past, past);

    await createHousekeeping({ db, sessions: store, files }).run(new Date(), new AbortController().signal);

    const left = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    expect(left.map((row) => row.tokenHash)).toEqual([live.tokenHash]);
    expect((await db.select().from(authChallenges)).map((row) => row.challenge)).toEqual(['new']);
    expect(fs.existsSync(path.join(tempDir, old))).toBe(false);
    expect(fs.existsSync(path.join(tempDir, recent))).toBe(true);
  });
});
