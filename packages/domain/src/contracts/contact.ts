// The contact form and the mailing list (product-rules.md § Information pages). Request bodies are
// forms: contact-schema.ts.
import * as z from 'zod/mini';

/** POST /api/send-email: the message was queued for the team, its copy for the sender. */
export const SendEmailAnswerSchema = z.object({ code: z.literal('success.changesSaved') });
export type SendEmailAnswer = z.infer<typeof SendEmailAnswerSchema>;

/** A link's token (confirmation or unsubscribe): URL-safe base64. */
export const MailingListTokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'mailingList.invalidLink'));

/**
 * POST /api/mailing-list/subscribe: the same answer whatever the address's state (no one learns who
 * is subscribed); the confirmation email goes unless the address is already subscribed.
 */
export const SubscribeAnswerSchema = z.object({ status: z.literal('confirmationSent') });
export type SubscribeAnswer = z.infer<typeof SubscribeAnswerSchema>;

/** POST /api/mailing-list/confirm { token } and /unsubscribe { token }. */
export const MailingListLinkBodySchema = z.object({ token: MailingListTokenSchema });
export const MailingListTokenParamsSchema = z.object({ token: MailingListTokenSchema });
export const MailingListStatusSchema = z.object({
  status: z.enum(['subscribed', 'unsubscribed']),
  email: z.string(),
});
export type MailingListStatus = z.infer<typeof MailingListStatusSchema>;
