// The contact form (product-rules.md § Information pages): a reply address, a subject and a message,
// and the reCAPTCHA token when reCAPTCHA is on. One schema for the web form and POST /api/send-email.
import { z } from 'zod';
import { LANGUAGES } from './constants';
import { EmailSchema, RecaptchaTokenSchema, requiredText } from './schema-fields';

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ContactSchema = z.object({
  email: EmailSchema,
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  /** The language of the sender's copy; the page's when left out. */
  language: z.enum(LANGUAGES).optional(),
  recaptchaToken: RecaptchaTokenSchema,
});
export type Contact = z.infer<typeof ContactSchema>;

/** The mailing list's form (/marketing): an address, and the reCAPTCHA token when it is on. */
export const SubscribeSchema = z.object({
  email: EmailSchema,
  /** The language of the list's emails; the page's when left out. */
  language: z.enum(LANGUAGES).optional(),
  recaptchaToken: RecaptchaTokenSchema,
});
export type Subscribe = z.infer<typeof SubscribeSchema>;
