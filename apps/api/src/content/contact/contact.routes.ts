import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactSchema } from '@roadbook/domain/contact-schema';
import { SendEmailAnswerSchema } from '@roadbook/domain/contracts/contact';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import type { ContactService } from './contact.service';

export interface ContactRoutesOptions {
  contact: ContactService;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

/** The contact page's form, at the spec's path. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact, formRateLimit },
) => {
  app.post(
    '/send-email',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['information'],
        summary: 'Sends a message to the marketplace from the contact page',
        description:
          'Body: email, subject (at most 200 characters), message (at most 5000), language?, ' +
          'recaptchaToken? (required while reCAPTCHA is on: 400 auth.recaptcha). The message is ' +
          'emailed to CONTACT_EMAIL with Reply-To the sender, and a copy to the sender in their ' +
          'language; the text is never read as HTML. Answers `{ code: "success.changesSaved" }`.',
        body: ContactSchema,
        response: { 200: SendEmailAnswerSchema, ...errorResponses(400, 413, 415, 503) },
      },
    },
    async (request) => {
      await contact.send(request.body, { ip: request.ip, language: requestLanguage(request) });
      return { code: 'success.changesSaved' as const };
    },
  );
};
