import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InternalAccountSettings } from '../content-settings';
import type { DatabaseHandle } from '../../db/client';
import { internalSessions, internalUsers } from '../../db/schema/internal';
import { createTestDatabase } from '../../testing/test-database';
import { isPasswordCorrect } from '../../platform/credentials/passwords';
import { ensureInternalAccounts } from './internal-accounts';

const NO_SETTINGS: InternalAccountSettings = { reader: null, editor: null };

describe('ensureInternalAccounts', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let accountsFile: string;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(internalUsers);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-internal-'));
    accountsFile = path.join(dataDir, 'data', 'internal-accounts.txt');
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ensure = (accounts: InternalAccountSettings) =>
    ensureInternalAccounts(database.db, { accounts, accountsFile });
  const account = async (role: 'reader' | 'editor') =>
    (await database.db.select().from(internalUsers).where(eq(internalUsers.role, role)))[0];

  it('generates both accounts on the first start, into a file only its owner may read', async () => {
    const generated = await ensure(NO_SETTINGS);
    expect(generated.map(({ role, username }) => ({ role, username }))).toEqual([
      { role: 'reader', username: 'reader' },
      { role: 'editor', username: 'editor' },
    ]);
    for (const { role, password } of generated) {
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await isPasswordCorrect((await account(role))?.passwordHash ?? null, password)).toBe(true);
    }
    expect(generated[0]?.password).not.toBe(generated[1]?.password);

    expect(fs.statSync(accountsFile).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(accountsFile, 'utf8');
    for (const { role, username, password } of generated)
      expect(text).toContain(`${role} ${username} ${password}\n`);

    // The next start keeps them: nothing generated, the file as it was.
    expect(await ensure(NO_SETTINGS)).toEqual([]);
    expect(fs.readFileSync(accountsFile, 'utf8')).toBe(text);
    expect(
      await isPasswordCorrect((await account('editor'))?.passwordHash ?? null, generated[1]?.password ?? ''),
    ).toBe(true);
  });

  it('uses the settings’ accounts, generating only the role left unset', async () => {
    const generated = await ensure({
      reader: { username: 'ana.reader', password: 'reader-pass-2026' },
      editor: null,
    });
    expect(generated.map(({ role }) => role)).toEqual(['editor']);
    const reader = await account('reader');
    expect(reader?.username).toBe('ana.reader');
    expect(await isPasswordCorrect(reader?.passwordHash ?? null, 'reader-pass-2026')).toBe(true);
    expect(fs.readFileSync(accountsFile, 'utf8')).not.toContain('reader-pass-2026');
  });

  it('writes no file when the settings give both accounts', async () => {
    expect(
      await ensure({
        reader: { username: 'ana.reader', password: 'reader-pass-2026' },
        editor: { username: 'ben.editor', password: 'editor-pass-2026' },
      }),
    ).toEqual([]);
    expect(fs.existsSync(accountsFile)).toBe(false);
  });

  it('hashes a changed password again and ends the account’s sessions, leaving an unchanged one be', async () => {
    const settings = {
      reader: { username: 'ana.reader', password: 'reader-pass-2026' },
      editor: { username: 'ben.editor', password: 'editor-pass-2026' },
    };
    await ensure(settings);
    const before = await account('editor');
    await database.db
      .insert(internalSessions)
      .values({ tokenHash: 'a-session', userId: before?.id ?? '', expiresAt: new Date(Date.now() + 60_000) });

    // The same settings: the stored hash is kept (no new salt), the session lives on.
    await ensure(settings);
    expect((await account('editor'))?.passwordHash).toBe(before?.passwordHash);
    expect(await database.db.select().from(internalSessions)).toHaveLength(1);

    await ensure({ ...settings, editor: { username: 'ben.editor', password: 'a-new-passphrase' } });
    const after = await account('editor');
    expect(after?.id).toBe(before?.id);
    expect(await isPasswordCorrect(after?.passwordHash ?? null, 'a-new-passphrase')).toBe(true);
    expect(await isPasswordCorrect(after?.passwordHash ?? null, 'editor-pass-2026')).toBe(false);
    expect(await database.db.select().from(internalSessions)).toHaveLength(0);
  });

  it('replaces a generated account by the settings given later', async () => {
    const [, editor] = await ensure(NO_SETTINGS);
    await ensure({ reader: null, editor: { username: 'ben.editor', password: 'editor-pass-2026' } });
    const row = await account('editor');
    expect(row?.username).toBe('ben.editor');
    expect(await isPasswordCorrect(row?.passwordHash ?? null, editor?.password ?? '')).toBe(false);
  });

  it('gives a generated account another username when the other role’s settings take its role’s', async () => {
    const generated = await ensure({
      reader: { username: 'editor', password: 'reader-pass-2026' },
      editor: null,
    });
    expect(generated[0]?.username).toMatch(/^editor-[0-9a-f]{6}$/);
  });

  it('refuses to start when the settings give one account the other’s username', async () => {
    await ensure(NO_SETTINGS);
    await expect(
      ensure({ reader: { username: 'editor', password: 'reader-pass-2026' }, editor: null }),
    ).rejects.toThrow('username "editor" is the other internal account\'s');
  });
});
