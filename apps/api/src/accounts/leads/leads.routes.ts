import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeadCaptureAnswerSchema } from '@roadbook/domain/contracts/join';
import { LeadSchema, SupplierLeadSchema } from '@roadbook/domain/join-schemas';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import type { LeadsService } from './leads.service';

export interface LeadsRoutesOptions {
  leads: LeadsService;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

const ANSWER =
  '201 `{ status: "created" }` for a new lead, 200 `{ status: "updated" }` when the address had ' +
  'already left its details (the lead is updated, not duplicated). The admins are emailed. With ' +
  'reCAPTCHA on, `recaptchaToken` is required (400 auth.recaptcha).';

/** The join pages' "keep me informed" forms, at the spec's paths. */
export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (
  app,
  { leads, formRateLimit },
) => {
  const formLimit = { rateLimit: { max: formRateLimit, timeWindow: 60_000 } };
  const responses = {
    200: LeadCaptureAnswerSchema,
    201: LeadCaptureAnswerSchema,
    ...errorResponses(400, 413, 415, 503),
  };

  app.post(
    '/supplier-lead-capture',
    {
      config: formLimit,
      schema: {
        tags: ['join'],
        summary: 'A rental agency leaves its details on the supplier join page',
        description: `Body: fullName, email, company, phone?, message? (at most 2000 characters), language?, recaptchaToken?. ${ANSWER}`,
        body: SupplierLeadSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const sender = { ip: request.ip, language: requestLanguage(request) };
      const answer = await leads.capture('supplier', request.body, sender);
      return reply.status(answer.status === 'created' ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/driver-lead-capture',
    {
      config: formLimit,
      schema: {
        tags: ['join'],
        summary: 'A driver leaves their details on the driver join page',
        description: `Body: fullName, email, phone?, company?, message? (at most 2000 characters), language?, recaptchaToken?. ${ANSWER}`,
        body: LeadSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const sender = { ip: request.ip, language: requestLanguage(request) };
      const answer = await leads.capture('user', request.body, sender);
      return reply.status(answer.status === 'created' ? 201 : 200).send(answer);
    },
  );
};
