// A rental agency's own account (product-rules.md § Roles and permissions): it signs up on the
// supplier join page — an account that is not verified and not approved, so not public until its
// address is confirmed and an admin approves it — then completes its registration with its settings.
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { User } from '@roadbook/domain/contracts/accounts';
import { DomainError } from '@roadbook/domain/error-codes';
import type { SupplierSignUp } from '@roadbook/domain/join-schemas';
import { withCode } from '@roadbook/domain/schema-fields';
import type { SupplierSettings, UpdateSupplierSettingsBody } from '@roadbook/domain/supplier-settings-schema';
import type { Database, DatabaseHandle } from '../../db/client';
import { parseRequestPart } from '../../http/parse-input';
import { requireRecaptcha, type Recaptcha } from '../../integrations/recaptcha/recaptcha';
import type { SessionUser } from '../accounts/session-store';
import type { AccountsService } from '../accounts/accounts.service';
import type { AdminNoticesService } from '../../platform/admin-notices/admin-notices.service';
import { updateSupplierSettings } from './supplier-accounts.queries';

export interface SupplierAccountsServiceDependencies {
  database: DatabaseHandle;
  accounts: AccountsService;
  adminNotices: AdminNoticesService;
  recaptcha: Recaptcha;
}

/** Who sent the sign-up form: the address reCAPTCHA is checked for, the page's language. */
export interface SignUpSender {
  ip: string;
  language: Language;
}

/** An admin names the supplier whose settings it changes. */
const AdminTargetSchema = z.object({ supplierId: z.uuid(withCode('validation.required')) });

export function createSupplierAccountsService({
  database,
  accounts,
  adminNotices,
  recaptcha,
}: SupplierAccountsServiceDependencies) {
  const { db } = database;

  /** The supplier whose settings `requester` may change: its own, or any an admin names. */
  function settingsTarget(requester: SessionUser, body: UpdateSupplierSettingsBody): string {
    if (requester.type === 'admin') {
      return parseRequestPart(AdminTargetSchema, { supplierId: body.supplierId }, 'body').supplierId;
    }
    if (requester.type !== 'supplier') throw new DomainError('auth.forbidden');
    if (body.supplierId !== undefined && body.supplierId !== requester.id) {
      throw new DomainError('auth.forbidden');
    }
    return requester.id;
  }

  return {
    /**
     * Makes the supplier account and queues its activation email and the newSupplier notice to the
     * admins: 409 validation.emailAlreadyRegistered; 400 auth.recaptcha when reCAPTCHA is on and the
     * token is missing or refused.
     */
    async signUp(input: SupplierSignUp, sender: SignUpSender): Promise<User> {
      await requireRecaptcha(recaptcha, input.recaptchaToken, sender.ip);
      return accounts.createUnverifiedAccount(
        {
          type: 'supplier',
          fullName: input.fullName,
          email: input.email,
          password: input.password,
          phone: input.phone,
          birthDate: null,
          language: input.language ?? sender.language,
        },
        (tx, row) => adminNotices.queue(tx, 'newSupplier', { fullName: row.fullName, email: row.email }),
      );
    },

    /**
     * Sets a supplier's settings: a supplier its own, an admin any (named by `supplierId`); 403
     * auth.forbidden otherwise, 404 common.notFound when no supplier has that id.
     */
    async updateSettings(requester: SessionUser, body: UpdateSupplierSettingsBody): Promise<User> {
      const supplierId = settingsTarget(requester, body);
      if (!(await updateSupplierSettings(db, supplierId, body))) throw new DomainError('common.notFound');
      return accounts.currentUser(supplierId);
    },

    /** Writes a supplier's settings in `tx` (an admin's change of the whole supplier); false when none has that id. */
    writeSettings: (tx: Database, supplierId: string, settings: SupplierSettings) =>
      updateSupplierSettings(tx, supplierId, settings),
  };
}

export type SupplierAccountsService = ReturnType<typeof createSupplierAccountsService>;
