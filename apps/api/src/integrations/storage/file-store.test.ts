import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '@roadbook/domain/error-codes';
import { createFileStore, type FileStore } from './file-store';

const USER_ID = '0b7e3f4e-3c1a-4d6e-9f00-6a1b2c3d4e5f';
const DAY = 86_400_000;

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const TRAVERSALS = [
  '../outside.webp',
  'avatars/../../outside.webp',
  '/etc/passwd',
  'avatars/..%2F..%2Foutside.webp',
  'avatars%2F0123456789abcdef.webp',
  'avatars\\..\\..\\outside.webp',
  'avatars/0123456789abcdef.webp\0.png',
  'avatars/0123456789abcdef.webp/',
  'secret/0123456789abcdef.webp',
  './avatars/0123456789abcdef.webp',
  'avatars/0123456789ABCDEF.webp',
  'avatars/0123456789abcdef.html',
  '',
];

describe('the file store', () => {
  let root: string;
  let uploadsDir: string;
  let privateDir: string;
  let store: FileStore;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-files-'));
    uploadsDir = path.join(root, 'uploads');
    privateDir = path.join(root, 'private');
    store = createFileStore({ uploadsDir, privateDir });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  describe('public images', () => {
    it('are named by their content, under their folder', async () => {
      const bytes = Buffer.from('webp bytes of a car');
      const relativePath = await store.savePublic('cars', bytes, 'webp');
      const hash = createHash('sha256').update(bytes).digest('hex');
      expect(relativePath).toBe(`cars/${hash.slice(0, 32)}.webp`);
      expect(fs.readFileSync(path.join(uploadsDir, relativePath))).toEqual(bytes);

      expect(await store.savePublic('cars', Buffer.from(bytes), 'webp')).toBe(relativePath);
      const other = await store.savePublic('cars', Buffer.from('another car'), 'webp');
      expect(other).not.toBe(relativePath);
      expect(await store.savePublic('avatars', bytes, 'webp')).toBe(`avatars/${hash.slice(0, 32)}.webp`);
      // Written through a temporary file and renamed: nothing else is left.
      expect(filesUnder(uploadsDir)).toEqual(
        [`avatars/${hash.slice(0, 32)}.webp`, other, relativePath].sort(),
      );
    });

    it('are removed by their path, a missing one being no error', async () => {
      const relativePath = await store.savePublic('logos', Buffer.from('logo'), 'webp');
      await store.removePublic(relativePath);
      expect(filesUnder(uploadsDir)).toEqual([]);
      await expect(store.removePublic(relativePath)).resolves.toBeUndefined();
      // The demo data's logos, in their own folder, are removable too.
      fs.mkdirSync(path.join(uploadsDir, 'suppliers'));
      fs.writeFileSync(path.join(uploadsDir, 'suppliers/0123456789abcdef.webp'), 'demo');
      await store.removePublic('suppliers/0123456789abcdef.webp');
      expect(filesUnder(uploadsDir)).toEqual([]);
    });

    it('are never looked for outside the uploads folder', async () => {
      fs.writeFileSync(path.join(root, 'outside.webp'), 'keep me');
      for (const attempt of TRAVERSALS) {
        expect({ attempt, code: await refusal(store.removePublic(attempt)) }).toEqual({
          attempt,
          code: 'common.invalidRequest',
        });
      }
      expect(fs.readFileSync(path.join(root, 'outside.webp'), 'utf8')).toBe('keep me');
    });
  });

  describe('licences', () => {
    it('are stored privately under a random name tied to their user, and read back with their type', async () => {
      const scan = Buffer.from('jpeg bytes of a licence');
      const name = await store.saveLicence(USER_ID, scan, 'jpg');
      expect(name).toMatch(new RegExp(`^${USER_ID}-[0-9a-f]{32}\\.jpg$`));
      expect(filesUnder(path.join(privateDir, 'licences'))).toEqual([name]);
      expect(filesUnder(uploadsDir)).toEqual([]);
      expect(fs.statSync(path.join(privateDir, 'licences', name)).mode & 0o077).toBe(0);

      expect(await store.readLicence(name)).toEqual({ bytes: scan, contentType: 'image/jpeg' });
      const second = await store.saveLicence(USER_ID, scan, 'pdf');
      expect(second).not.toBe(name);
      expect((await store.readLicence(second)).contentType).toBe('application/pdf');

      await store.removeLicence(name);
      expect(await refusal(store.readLicence(name))).toBe('common.notFound');
      await expect(store.removeLicence(name)).resolves.toBeUndefined();
    });

    it('refuse names and user ids that are not theirs to give', async () => {
      const name = await store.saveLicence(USER_ID, Buffer.from('licence'), 'pdf');
      const attempts = [
        `../licences/${name}`,
        `temp/../${name}`,
        path.join(privateDir, 'licences', name),
        `${name}\0`,
        `${name.slice(0, -4)}.html`,
        `${USER_ID}-..%2F..%2Fuploads.jpg`,
        `${USER_ID}-${'0'.repeat(31)}.jpg`,
      ];
      for (const attempt of attempts) {
        expect({ attempt, code: await refusal(store.readLicence(attempt)) }).toEqual({
          attempt,
          code: 'common.invalidRequest',
        });
        expect(await refusal(store.removeLicence(attempt))).toBe('common.invalidRequest');
      }
      for (const userId of ['../../uploads', `${USER_ID}/..`, 'not-a-user', '']) {
        expect(await refusal(store.saveLicence(userId, Buffer.from('x'), 'jpg'))).toBe(
          'common.invalidRequest',
        );
      }
      expect(await store.readLicence(name)).toMatchObject({ contentType: 'application/pdf' });
    });
  });

  describe("a visitor's licence, before their account exists", () => {
    it('waits under a random temporary name, then becomes the new user’s', async () => {
      const scan = Buffer.from('%PDF- a licence');
      const temp = await store.saveTempLicence(scan, 'pdf');
      expect(temp).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(filesUnder(path.join(privateDir, 'licences'))).toEqual([`temp/${temp}`]);

      const name = await store.promoteTempLicence(temp, USER_ID);
      expect(name).toMatch(new RegExp(`^${USER_ID}-[0-9a-f]{32}\\.pdf$`));
      expect(await store.readLicence(name)).toEqual({ bytes: scan, contentType: 'application/pdf' });
      expect(filesUnder(path.join(privateDir, 'licences'))).toEqual([name]);
      expect(await refusal(store.promoteTempLicence(temp, USER_ID))).toBe('common.notFound');
    });

    it('can be removed, and names from outside are checked', async () => {
      const temp = await store.saveTempLicence(Buffer.from('x'), 'jpg');
      await store.removeTempLicence(temp);
      await expect(store.removeTempLicence(temp)).resolves.toBeUndefined();
      expect(filesUnder(privateDir)).toEqual([]);
      for (const attempt of ['../x.jpg', `../temp/${temp}`, `${temp}/..`, 'ABCDEF.jpg', `${temp}\0`]) {
        expect(await refusal(store.removeTempLicence(attempt))).toBe('common.invalidRequest');
        expect(await refusal(store.promoteTempLicence(attempt, USER_ID))).toBe('common.invalidRequest');
      }
      const another = await store.saveTempLicence(Buffer.from('y'), 'jpg');
      expect(await refusal(store.promoteTempLicence(another, '../../uploads'))).toBe('common.invalidRequest');
    });

    it('is swept away once old enough, with what interrupted writes left', async () => {
      const tempDir = path.join(privateDir, 'licences', 'temp');
      const old = await store.saveTempLicence(Buffer.from('old'), 'jpg');
      const recent = await store.saveTempLicence(Buffer.from('recent'), 'pdf');
      const partial = `.${'a'.repeat(32)}.partial`;
      fs.writeFileSync(path.join(tempDir, partial), 'half');
      fs.writeFileSync(path.join(tempDir, 'unrelated.txt'), 'not ours');
      const twoDaysAgo = new Date(Date.now() - 2 * DAY);
      for (const file of [old, partial, 'unrelated.txt'])
        fs.utimesSync(path.join(tempDir, file), twoDaysAgo, twoDaysAgo);

      expect(await store.sweepTempLicences(DAY)).toBe(1);
      expect(filesUnder(tempDir)).toEqual([recent, 'unrelated.txt'].sort());
      expect(await store.sweepTempLicences(DAY)).toBe(0);
    });

    it('sweeps nothing when no visitor ever sent one', async () => {
      expect(await store.sweepTempLicences(DAY)).toBe(0);
    });
  });
});
