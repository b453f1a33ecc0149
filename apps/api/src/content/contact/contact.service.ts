// The contact form (product-rules.md § Information pages): the message goes to the marketplace's
// contact address (CONTACT_EMAIL), answers going to its sender, and a copy to the sender — both
// queued in one transaction, so neither is lost when the mail server is down. Anyone may type any
// address, so an address gets at most one copy an hour, under a subject of our own.
import type { Language } from '@roadbook/domain/constants';
import type { Contact } from '@roadbook/domain/contact-schema';
import type { DatabaseHandle } from '../../db/client';
import { requireRecaptcha, type Recaptcha } from '../../integrations/recaptcha/recaptcha';
import type { EmailService } from '../../platform/email/email.service';

/** An address gets at most one copy in this time. */
export const COPY_INTERVAL_MS = 60 * 60 * 1000;

export interface ContactServiceDependencies {
  database: DatabaseHandle;
  email: EmailService;
  recaptcha: Recaptcha;
  /** config.site.contactEmail */
  contactEmail: string;
  /** The language the team reads (the marketplace's default). */
  teamLanguage: Language;
}

/** Who sent the form: the address reCAPTCHA is checked for, the page's language. */
export interface ContactSender {
  ip: string;
  language: Language;
}

export function createContactService({
  database,
  email,
  recaptcha,
  contactEmail,
  teamLanguage,
}: ContactServiceDependencies) {
  return {
    /** 400 auth.recaptcha when reCAPTCHA is on and the token is missing or refused. */
    async send(input: Contact, sender: ContactSender): Promise<void> {
      await requireRecaptcha(recaptcha, input.recaptchaToken, sender.ip);
      const { subject, message } = input;
      await database.db.transaction(async (tx) => {
        await email.queue(tx, {
          template: 'contactMessage',
          to: contactEmail,
          language: teamLanguage,
          params: { email: input.email, subject, message },
          replyTo: input.email,
        });
        const copies = await email.countRecent(tx, {
          template: 'contactCopy',
          to: input.email,
          withinMs: COPY_INTERVAL_MS,
        });
        if (copies > 0) return;
        await email.queue(tx, {
          template: 'contactCopy',
          to: input.email,
          language: input.language ?? sender.language,
          params: { subject, message },
        });
      });
      email.wake();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
