import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubscribeSchema } from '@roadbook/domain/contact-schema';
import { LANGUAGES } from '@roadbook/domain/constants';
import {
  MailingListLinkBodySchema,
  MailingListStatusSchema,
  MailingListTokenParamsSchema,
  SubscribeAnswerSchema,
} from '@roadbook/domain/contracts/contact';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import type { MailingListService } from './mailing-list.service';

export interface MailingListRoutesOptions {
  mailingList: MailingListService;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

/** The language the email's links carry (`?l=es`), kept on the way to the page. */
const LanguageQuerySchema = z.object({ l: z.enum(LANGUAGES).optional() });

/** What a mail client posts for a one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`. */
const OneClickBodySchema = z.record(z.string(), z.string()).optional();

/** The mailing list of /marketing: subscribe, confirm, unsubscribe. */
export const mailingListRoutes: FastifyPluginAsyncZod<MailingListRoutesOptions> = async (
  app,
  { mailingList, formRateLimit },
) => {
  const formLimit = { rateLimit: { max: formRateLimit, timeWindow: 60_000 } };
  // Mail clients post the one-click form urlencoded; only this plugin reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/mailing-list/subscribe',
    {
      config: formLimit,
      schema: {
        tags: ['information'],
        summary: 'Subscribes an address to the mailing list (double opt-in)',
        description:
          'Body: email, language?, recaptchaToken? (required while reCAPTCHA is on). Emails a ' +
          'confirmation link valid 24 hours to `/marketing?confirm=…`, unless the address is ' +
          'subscribed already; answers the same in every case, so it tells no one who is subscribed.',
        body: SubscribeSchema,
        response: { 202: SubscribeAnswerSchema, ...errorResponses(400, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const sender = { ip: request.ip, language: requestLanguage(request) };
      return reply.status(202).send(await mailingList.subscribe(request.body, sender));
    },
  );

  app.post(
    '/mailing-list/confirm',
    {
      config: formLimit,
      schema: {
        tags: ['information'],
        summary: 'Confirms a subscription from the emailed link',
        description: 'Body `{ token }`. 410 mailingList.invalidLink when the link is unknown or expired.',
        body: MailingListLinkBodySchema,
        response: { 200: MailingListStatusSchema, ...errorResponses(400, 410, 413, 415) },
      },
    },
    async (request) => mailingList.confirm(request.body.token),
  );

  app.post(
    '/mailing-list/unsubscribe',
    {
      config: formLimit,
      schema: {
        tags: ['information'],
        summary: 'Unsubscribes from the link of any email of the list',
        description: 'Body `{ token }`. Unsubscribing twice is fine. 410 mailingList.invalidLink.',
        body: MailingListLinkBodySchema,
        response: { 200: MailingListStatusSchema, ...errorResponses(400, 410, 413, 415) },
      },
    },
    async (request) => mailingList.unsubscribe(request.body.token),
  );

  app.post(
    '/mailing-list/unsubscribe/:token',
    {
      // Mail providers post these from a few shared addresses: the limit counts per token instead.
      config: {
        rateLimit: {
          max: formRateLimit,
          timeWindow: 60_000,
          keyGenerator: (request) => `unsubscribe:${(request.params as { token?: string }).token ?? ''}`,
        },
      },
      schema: {
        tags: ['information'],
        summary: 'One-click unsubscribe from a mail client (RFC 8058)',
        description:
          "The address of every list email's List-Unsubscribe header, posted by the mail client with " +
          '`List-Unsubscribe=One-Click` (form-urlencoded). 410 mailingList.invalidLink.',
        params: MailingListTokenParamsSchema,
        body: OneClickBodySchema,
        response: { 200: MailingListStatusSchema, ...errorResponses(400, 404, 410, 413, 414, 415) },
      },
    },
    async (request) => mailingList.unsubscribe(request.params.token),
  );

  app.get(
    '/mailing-list/unsubscribe/:token',
    {
      schema: {
        tags: ['information'],
        summary: 'The one-click address opened in a browser: the newsletter page, which unsubscribes',
        description:
          'Mail clients that open the List-Unsubscribe address rather than post to it (RFC 2369) are ' +
          'sent (303) to /marketing?unsubscribe=…, which unsubscribes and says so: a GET changes nothing.',
        params: MailingListTokenParamsSchema,
        querystring: LanguageQuerySchema,
        response: errorResponses(400, 404, 414),
      },
    },
    async (request, reply) => {
      const target = new URLSearchParams({ unsubscribe: request.params.token });
      if (request.query.l !== undefined) target.set('l', request.query.l);
      return reply.redirect(`/marketing?${target.toString()}`, 303);
    },
  );
};
