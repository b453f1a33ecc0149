// Notices to the marketplace's admins (a new lead, a new supplier waiting for approval, a new
// booking): one email to each admin account that takes email notifications, in its own language,
// and one to ADMIN_EMAIL when set (in the marketplace's default language, unless an admin account has that address).
import type { Language } from '@roadbook/domain/constants';
import type { Database } from '../../db/client';
import type { EmailService } from '../email/email.service';
import type { EmailTemplateParams } from '../email/email-templates';
import { selectAdminRecipients } from './admin-notices.queries';

export type AdminNoticeTemplate = 'newLead' | 'newSupplier' | 'newBooking';

export interface AdminNoticesServiceDependencies {
  emails: EmailService;
  /** config.email.adminEmail */
  adminEmail: string | undefined;
  /** config.site.defaultLanguage: the language of the ADMIN_EMAIL notices. */
  defaultLanguage: Language;
}

export function createAdminNoticesService({
  emails,
  adminEmail,
  defaultLanguage,
}: AdminNoticesServiceDependencies) {
  return {
    /**
     * Queues `template` to every admin recipient in `tx`, the caller's transaction, so that the
     * notices leave only with what they announce; call `wake()` once it has committed. Resolves with
     * the number of messages queued.
     */
    async queue<T extends AdminNoticeTemplate>(
      tx: Database,
      template: T,
      params: EmailTemplateParams[T],
    ): Promise<number> {
      const recipients = await selectAdminRecipients(tx);
      const isAdminAccount = (address: string) =>
        recipients.some(({ email }) => email.toLowerCase() === address.toLowerCase());
      if (adminEmail !== undefined && !isAdminAccount(adminEmail)) {
        recipients.push({ email: adminEmail, language: defaultLanguage });
      }
      for (const { email, language } of recipients) {
        await emails.queue(tx, { template, to: email, language, params });
      }
      return recipients.length;
    },

    /** Sends the queued notices now rather than at the next poll. */
    wake(): void {
      emails.wake();
    },
  };
}

export type AdminNoticesService = ReturnType<typeof createAdminNoticesService>;
