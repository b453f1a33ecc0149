import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@roadbook/domain/error-codes';

// Two places for uploaded files. Public images go under `uploadsDir`, served under /uploads/ and cached
// for a year, so each is named by its content: new bytes, new name. Drivers' licences go under
// `privateDir/licences`, never served, each under a random name; a visitor's licence waits in
// `licences/temp` until their account exists. Every name that comes from outside is checked against
// the exact shape this store gives its names before it comes near the file system.

export const PUBLIC_FOLDERS = ['avatars', 'logos', 'cars'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];
export type PublicExtension = 'webp' | 'jpg' | 'png';
export type LicenceExtension = 'jpg' | 'pdf';

/** The demo data's logos are in `suppliers/`: removable like the others. */
const REMOVABLE_FOLDERS = [...PUBLIC_FOLDERS, 'suppliers'];
/** Hex digits of the content hash in a public file's name (the demo data's have 16). */
const HASH_LENGTH = 32;
const PUBLIC_PATH = new RegExp(`^(?:${REMOVABLE_FOLDERS.join('|')})/[0-9a-f]{16,64}\\.(?:webp|jpg|png)$`);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const USER_ID = new RegExp(`^${UUID}$`);
const LICENCE_NAME = new RegExp(`^(${UUID})-([0-9a-f]{32})\\.(jpg|pdf)$`);
const TEMP_LICENCE_NAME = /^([0-9a-f]{32})\.(jpg|pdf)$/;

const CONTENT_TYPES: Record<LicenceExtension, string> = { jpg: 'image/jpeg', pdf: 'application/pdf' };

export interface FileStoreOptions {
  uploadsDir: string;
  privateDir: string;
}

export interface LicenceFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStore {
  /** Stores a public image; returns its path relative to the uploads folder (`avatars/<hash>.webp`). */
  savePublic(folder: PublicFolder, bytes: Buffer, extension: PublicExtension): Promise<string>;
  /** Removes a public image by the path savePublic gave; a file already gone is no error. */
  removePublic(relativePath: string): Promise<void>;
  /** Stores a user's licence; returns its name (random, tied to the user). */
  saveLicence(userId: string, bytes: Buffer, extension: LicenceExtension): Promise<string>;
  /** Stores a visitor's licence until their account exists; returns its temporary name. */
  saveTempLicence(bytes: Buffer, extension: LicenceExtension): Promise<string>;
  /** Makes a temporary licence the user's; returns its licence name (`common.notFound` when gone). */
  promoteTempLicence(name: string, userId: string): Promise<string>;
  removeTempLicence(name: string): Promise<void>;
  /** A licence's bytes and type (`common.notFound` when there is none of that name). */
  readLicence(name: string): Promise<LicenceFile>;
  removeLicence(name: string): Promise<void>;
  /** Removes temporary licences last written more than `olderThanMs` ago; returns how many. */
  sweepTempLicences(olderThanMs: number): Promise<number>;
}

const randomHex = () => randomBytes(16).toString('hex');

function checked(value: string, pattern: RegExp): RegExpExecArray {
  const match = pattern.exec(value);
  if (match === null) throw new DomainError('common.invalidRequest');
  return match;
}

/** A licence's name: its user's id, then a random part; checked whole. */
function licenceNameOf(userId: string, random: string, extension: string): string {
  const name = `${userId.toLowerCase()}-${random}.${extension}`;
  checked(userId.toLowerCase(), USER_ID);
  return checked(name, LICENCE_NAME)[0];
}

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function ignoringMissing(action: Promise<void>): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** Writes beside the target, then renames: a reader sees the whole file or none. */
async function writeAtomically(target: string, bytes: Buffer, mode: number): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${randomHex()}.partial`);
  await fs.writeFile(temporary, bytes, { flag: 'wx', mode });
  try {
    await fs.rename(temporary, target);
  } catch (error) {
    await ignoringMissing(fs.rm(temporary));
    throw error;
  }
}

export function createFileStore({ uploadsDir, privateDir }: FileStoreOptions): FileStore {
  const uploadsRoot = path.resolve(uploadsDir);
  const licencesDir = path.resolve(privateDir, 'licences');
  const tempDir = path.join(licencesDir, 'temp');

  /** The checked name joined to its folder; it must still lie inside that folder. */
  function inside(root: string, name: string): string {
    const full = path.resolve(root, name);
    if (!full.startsWith(root + path.sep)) throw new DomainError('common.invalidRequest');
    return full;
  }

  const ensurePrivateDir = (dir: string) => fs.mkdir(dir, { recursive: true, mode: 0o700 });

  async function readLicence(name: string): Promise<LicenceFile> {
    const [, , , extension] = checked(name, LICENCE_NAME);
    try {
      const bytes = await fs.readFile(inside(licencesDir, name));
      return { bytes, contentType: extension === 'pdf' ? CONTENT_TYPES.pdf : CONTENT_TYPES.jpg };
    } catch (error) {
      if (isMissing(error)) throw new DomainError('common.notFound');
      throw error;
    }
  }

  return {
    async savePublic(folder, bytes, extension) {
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH);
      const relativePath = `${folder}/${hash}.${extension}`;
      checked(relativePath, PUBLIC_PATH);
      const target = inside(uploadsRoot, relativePath);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Same name, same bytes: a file already there is this one.
      const exists = await fs.access(target).then(
        () => true,
        () => false,
      );
      if (!exists) await writeAtomically(target, bytes, 0o644);
      return relativePath;
    },

    async removePublic(relativePath) {
      checked(relativePath, PUBLIC_PATH);
      await ignoringMissing(fs.rm(inside(uploadsRoot, relativePath)));
    },

    async saveLicence(userId, bytes, extension) {
      const name = licenceNameOf(userId, randomHex(), extension);
      await ensurePrivateDir(licencesDir);
      await writeAtomically(inside(licencesDir, name), bytes, 0o600);
      return name;
    },

    async saveTempLicence(bytes, extension) {
      const name = `${randomHex()}.${extension}`;
      checked(name, TEMP_LICENCE_NAME);
      await ensurePrivateDir(tempDir);
      await writeAtomically(inside(tempDir, name), bytes, 0o600);
      return name;
    },

    async promoteTempLicence(name, userId) {
      const [, random = '', extension = ''] = checked(name, TEMP_LICENCE_NAME);
      const licenceName = licenceNameOf(userId, random, extension);
      await ensurePrivateDir(licencesDir);
      try {
        await fs.rename(inside(tempDir, name), inside(licencesDir, licenceName));
      } catch (error) {
        if (isMissing(error)) throw new DomainError('common.notFound');
        throw error;
      }
      return licenceName;
    },

    async removeTempLicence(name) {
      checked(name, TEMP_LICENCE_NAME);
      await ignoringMissing(fs.rm(inside(tempDir, name)));
    },

    readLicence,

    async removeLicence(name) {
      checked(name, LICENCE_NAME);
      await ignoringMissing(fs.rm(inside(licencesDir, name)));
    },

    async sweepTempLicences(olderThanMs) {
      let entries: string[];
      try {
        entries = await fs.readdir(tempDir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      const cutOff = Date.now() - olderThanMs;
      let removed = 0;
      for (const entry of entries) {
        // Licences, and what an interrupted write left behind.
        if (!TEMP_LICENCE_NAME.test(entry) && !/^\.[0-9a-f]{32}\.partial$/.test(entry)) continue;
        const file = inside(tempDir, entry);
        const stats = await fs.stat(file).catch(() => null);
        if (stats === null || stats.mtimeMs >= cutOff) continue;
        await ignoringMissing(fs.rm(file));
        if (TEMP_LICENCE_NAME.test(entry)) removed += 1;
      }
      return removed;
    },
  };
}
