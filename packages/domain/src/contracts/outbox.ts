// The development outbox: without an SMTP server, the API writes each email as an .eml file and these
// calls read them back for the /dev/outbox page.
import * as z from 'zod/mini';

/** A message of the outbox as the list shows it; `name` is its file name, `date` when it was written. */
export const OutboxMessageSummarySchema = z.object({
  name: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.iso.datetime(),
});
export type OutboxMessageSummary = z.infer<typeof OutboxMessageSummarySchema>;

/** GET /api/dev/outbox: the latest messages, newest first. */
export const OutboxListSchema = z.object({ messages: z.array(OutboxMessageSummarySchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** GET /api/dev/outbox/:name */
export const OutboxMessageParamsSchema = z.object({ name: z.string() });

/** One message: its headers, its HTML part (a whole document) and its plain-text part. */
export const OutboxMessageSchema = z.object({
  ...OutboxMessageSummarySchema.shape,
  from: z.string(),
  html: z.string(),
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
