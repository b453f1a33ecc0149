// The contact form: a reply address, a subject and a message.
import { z } from 'zod';
import { EmailSchema, requiredText } from './schema-fields';

export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ContactSchema = z.object({
  email: EmailSchema,
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type Contact = z.infer<typeof ContactSchema>;
