import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupplierSettingsAnswerSchema, SupplierSignUpAnswerSchema } from '@roadbook/domain/contracts/join';
import { SupplierSignUpSchema } from '@roadbook/domain/join-schemas';
import { UpdateSupplierSettingsBodySchema } from '@roadbook/domain/supplier-settings-schema';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { requireSession } from '../../plugins/session';
import type { SupplierAccountsService } from './supplier-accounts.service';

export interface SupplierAccountsRoutesOptions {
  supplierAccounts: SupplierAccountsService;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

/** A supplier's sign-up on the join page, and its settings, at the spec's paths. */
export const supplierAccountsRoutes: FastifyPluginAsyncZod<SupplierAccountsRoutesOptions> = async (
  app,
  { supplierAccounts, formRateLimit },
) => {
  app.post(
    '/supplier-sign-up',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['join'],
        summary: 'A rental agency signs up',
        description:
          'Body: fullName (the company), email, phone, password, confirmPassword, acceptTerms, ' +
          'language?, recaptchaToken? (required while reCAPTCHA is on: 400 auth.recaptcha). The ' +
          'account is not verified and not approved, so not public yet; the validation email goes ' +
          'out with a one-day link and the admins are told. 409 validation.emailAlreadyRegistered.',
        body: SupplierSignUpSchema,
        response: { 201: SupplierSignUpAnswerSchema, ...errorResponses(400, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const sender = { ip: request.ip, language: requestLanguage(request) };
      const user = await supplierAccounts.signUp(request.body, sender);
      return reply.status(201).send({ email: user.email });
    },
  );

  app.post(
    '/update-supplier-settings',
    {
      schema: {
        tags: ['join'],
        summary: "Set a supplier's settings",
        description:
          'Body: priceChangeRate (percent, -100 to 999.99, two decimals, or null), ' +
          'isPayAtCounterAllowed, isLicenceRequired, minimumRentalDays (1 to 90), and supplierId, ' +
          'which an admin must give. A supplier sets its own (403 auth.forbidden for another, or for a ' +
          'driver); 404 common.notFound when no supplier has that id. Answers the account.',
        body: UpdateSupplierSettingsBodySchema,
        response: { 200: SupplierSettingsAnswerSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return { user: await supplierAccounts.updateSettings(user, request.body) };
    },
  );
};
