// The settings of an account (product-rules.md § Accounts and forms): profile, avatar, email
// notifications, language, the driver's licence. Who may do what is checked by the routes.
import { makeProfileSchema } from '@roadbook/domain/account-schemas';
import type { Language } from '@roadbook/domain/constants';
import type { User } from '@roadbook/domain/contracts/accounts';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { parseRequestPart } from '../../http/parse-input';
import type { FileStore } from '../../integrations/storage/file-store';
import { toAvatar, toLicenceFile, toSupplierLogo } from '../../integrations/storage/image-upload';
import { selectUserById, updateUser } from '../accounts/accounts.queries';
import { toUser, type UserRow } from '../accounts/user-dto';
import type { SessionUser } from '../accounts/session-store';
import type { CurrentSiteSettings } from '../../platform/site-settings/site-settings.service';
import { hasBookingWith, isAvatarShared } from './users.queries';

export interface UsersServiceDependencies {
  database: DatabaseHandle;
  files: FileStore;
  timeZone: string;
  /** The site settings now: the youngest an account holder may be (minimumAge). */
  siteSettings: CurrentSiteSettings;
}

export function createUsersService({ database, files, timeZone, siteSettings }: UsersServiceDependencies) {
  const { db } = database;

  async function liveUser(id: string): Promise<UserRow> {
    const row = await selectUserById(db, id);
    if (!row) throw new DomainError('common.notFound');
    return row;
  }

  async function update(id: string, values: Parameters<typeof updateUser>[2]): Promise<UserRow> {
    const row = await updateUser(db, id, values);
    if (!row) throw new DomainError('common.notFound');
    return row;
  }

  /** Removes a public image no other account shows any more. */
  async function dropAvatar(path: string | null, userId: string): Promise<void> {
    if (path !== null && !(await isAvatarShared(db, path, userId))) await files.removePublic(path);
  }

  return {
    dropAvatar,

    async user(id: string): Promise<User> {
      return toUser(await liveUser(id));
    },

    async updateProfile(id: string, body: unknown, now: Date): Promise<User> {
      await liveUser(id);
      const { minimumAge } = await siteSettings();
      const profile = parseRequestPart(makeProfileSchema(now, { minimumAge, timeZone }), body, 'body');
      return toUser(await update(id, profile));
    },

    /** A new avatar (a supplier's logo), checked by its content and re-encoded without metadata. */
    async updateAvatar(id: string, bytes: Buffer): Promise<User> {
      const row = await liveUser(id);
      const image = row.type === 'supplier' ? await toSupplierLogo(bytes) : await toAvatar(bytes);
      const path = await files.savePublic(
        row.type === 'supplier' ? 'logos' : 'avatars',
        image.bytes,
        image.extension,
      );
      const updated = await update(id, { avatar: path });
      if (row.avatar !== path) await dropAvatar(row.avatar, id);
      return toUser(updated);
    },

    async deleteAvatar(id: string): Promise<User> {
      const row = await liveUser(id);
      const updated = await update(id, { avatar: null });
      await dropAvatar(row.avatar, id);
      return toUser(updated);
    },

    async updateEmailNotifications(id: string, enabled: boolean): Promise<void> {
      await update(id, { enableEmailNotifications: enabled });
    },

    async updateLanguage(id: string, language: Language): Promise<void> {
      await update(id, { language });
    },

    /** A visitor's licence at checkout, before their account exists: its temporary name. */
    async createTempLicence(bytes: Buffer): Promise<string> {
      const file = await toLicenceFile(bytes);
      return files.saveTempLicence(file.bytes, file.extension);
    },

    async deleteTempLicence(name: string): Promise<void> {
      await files.removeTempLicence(name);
    },

    async updateLicence(id: string, bytes: Buffer): Promise<User> {
      const row = await liveUser(id);
      const file = await toLicenceFile(bytes);
      const name = await files.saveLicence(id, file.bytes, file.extension);
      const updated = await update(id, { licence: name });
      if (row.licence !== null) await files.removeLicence(row.licence);
      return toUser(updated);
    },

    /** Removes the uploads a former profile showed (after the change that dropped them committed). */
    async removeUploads(row: UserRow): Promise<void> {
      await dropAvatar(row.avatar, row.id);
      if (row.licence !== null) await files.removeLicence(row.licence);
    },

    async deleteLicence(id: string): Promise<User> {
      const row = await liveUser(id);
      const updated = await update(id, { licence: null });
      if (row.licence !== null) await files.removeLicence(row.licence);
      return toUser(updated);
    },

    /**
     * A driver's licence file, for the driver, an admin, or a supplier with a booking of theirs;
     * anyone else learns nothing (404).
     */
    async readLicence(requester: SessionUser, driverId: string) {
      const isAllowed =
        requester.id === driverId ||
        requester.type === 'admin' ||
        (requester.type === 'supplier' && (await hasBookingWith(db, requester.id, driverId)));
      if (!isAllowed) throw new DomainError('common.notFound');
      const row = await liveUser(driverId);
      if (row.licence === null) throw new DomainError('common.notFound');
      return files.readLicence(row.licence);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
