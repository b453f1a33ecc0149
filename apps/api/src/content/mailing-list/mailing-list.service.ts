// The mailing list (product-rules.md § Information pages): double opt-in — an address is subscribed
// only once its owner follows the emailed link — and every email of the list unsubscribes in one
// click, from its link or from the mail client (RFC 8058). Nobody learns from the answers whether
// an address is subscribed.
import { randomBytes } from 'node:crypto';
import type { Language } from '@roadbook/domain/constants';
import type { MailingListStatus, SubscribeAnswer } from '@roadbook/domain/contracts/contact';
import type { Subscribe } from '@roadbook/domain/contact-schema';
import { DomainError } from '@roadbook/domain/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { requireRecaptcha, type Recaptcha } from '../../integrations/recaptcha/recaptcha';
import { hashToken, newToken } from '../../platform/credentials/tokens';
import type { MailingListLinks } from '../../platform/email/email-templates';
import type { EmailService } from '../../platform/email/email.service';
import {
  awaitConfirmation,
  confirmByTokenHash,
  lockSubscriber,
  unsubscribeByToken,
} from './mailing-list.queries';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_MS = 24 * 60 * 60 * 1000;
/** A pending address gets no new link sooner than this: its last one still works. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

export interface MailingListServiceDependencies {
  database: DatabaseHandle;
  email: EmailService;
  recaptcha: Recaptcha;
  clock?: () => Date;
}

export interface Subscriber {
  ip: string;
  language: Language;
}

export function createMailingListService({
  database,
  email,
  recaptcha,
  clock = () => new Date(),
}: MailingListServiceDependencies) {
  const { db } = database;

  const links = (token: string, language: Language): MailingListLinks => ({
    unsubscribePage: email.link('/marketing', { unsubscribe: token }, language),
    unsubscribeOneClick: email.link(`/api/mailing-list/unsubscribe/${token}`, {}, language),
  });

  return {
    /**
     * Sends the confirmation link, unless the address is subscribed already (then nothing is sent,
     * and the answer is the same). 400 auth.recaptcha when reCAPTCHA is on and refuses.
     */
    async subscribe(input: Subscribe, sender: Subscriber): Promise<SubscribeAnswer> {
      await requireRecaptcha(recaptcha, input.recaptchaToken, sender.ip);
      const language = input.language ?? sender.language;
      const queued = await db.transaction(async (tx) => {
        const known = await lockSubscriber(tx, input.email);
        if (known?.status === 'subscribed') return false;
        // Nobody floods an inbox with links: a pending address's recent link stays the one to follow.
        const linkSentAt = known?.confirm_expires_at
          ? known.confirm_expires_at.getTime() - CONFIRMATION_LINK_MS
          : Number.NEGATIVE_INFINITY;
        if (known?.status === 'pending' && clock().getTime() - linkSentAt < CONFIRMATION_RESEND_MS)
          return false;
        const { token, tokenHash } = newToken();
        await awaitConfirmation(tx, {
          email: input.email,
          language,
          confirmTokenHash: tokenHash,
          expiresAt: new Date(clock().getTime() + CONFIRMATION_LINK_MS),
          unsubscribeToken: known?.unsubscribe_token ?? randomBytes(32).toString('base64url'),
        });
        await email.queue(tx, {
          template: 'mailingListConfirm',
          to: input.email,
          language,
          params: { link: email.link('/marketing', { confirm: token }, language) },
        });
        return true;
      });
      if (queued) email.wake();
      return { status: 'confirmationSent' };
    },

    /** Follows a confirmation link; the welcome email goes once. 410 mailingList.invalidLink. */
    async confirm(token: string): Promise<MailingListStatus> {
      const subscriber = await db.transaction(async (tx) => {
        const confirmed = await confirmByTokenHash(tx, hashToken(token));
        if (confirmed?.confirmed === true) {
          await email.queue(tx, {
            template: 'mailingListWelcome',
            to: confirmed.email,
            language: confirmed.language,
            params: links(confirmed.unsubscribe_token, confirmed.language),
          });
        }
        return confirmed;
      });
      if (subscriber === null) throw new DomainError('mailingList.invalidLink');
      if (subscriber.confirmed) email.wake();
      return { status: 'subscribed', email: subscriber.email };
    },

    /** From an email's link or a mail client's one-click request. 410 mailingList.invalidLink. */
    async unsubscribe(token: string): Promise<MailingListStatus> {
      const subscriber = await unsubscribeByToken(db, token);
      if (subscriber === null) throw new DomainError('mailingList.invalidLink');
      return { status: 'unsubscribed', email: subscriber.email };
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
