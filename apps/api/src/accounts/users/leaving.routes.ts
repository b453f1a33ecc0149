import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignedInSchema } from '@roadbook/domain/contracts/accounts';
import { errorResponses } from '../../http/error-responses';
import { clearSessionCookie, requireSession } from '../../plugins/session';
import type { LeavingService } from './leaving.service';

const ConfirmBody = z.object({ password: z.string().max(128).optional() });

/** "Delete my account", "delete my data" and "download my data", for the signed-in account. */
export const leavingRoutes: FastifyPluginAsyncZod<{ leaving: LeavingService }> = async (app, { leaving }) => {
  const confirmation =
    'Body: password (the account has one), else a social or passkey sign-in of the last 10 minutes: ' +
    '401 auth.reauthenticationRequired, 400 auth.wrongPassword. An email receipt is sent.';

  app.post(
    '/delete-my-account',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete the signed-in account (its bookings stay, anonymised)',
        description: confirmation,
        body: ConfirmBody,
        response: { 200: z.object({}), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      await leaving.deleteAccount(requireSession(request), request.body.password);
      clearSessionCookie(reply);
      return {};
    },
  );

  app.post(
    '/delete-my-data',
    {
      schema: {
        tags: ['users'],
        summary: "Delete the signed-in account's personal data, keeping the account",
        description: confirmation,
        body: ConfirmBody,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({ user: await leaving.deleteData(requireSession(request), request.body.password) }),
  );

  app.get(
    '/export-my-data',
    {
      schema: {
        tags: ['users'],
        summary: 'Download everything stored about the signed-in account (JSON)',
        response: { 200: z.string().describe('The data, as a JSON document'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const data = await leaving.exportData(requireSession(request).user.id);
      return reply
        .header('content-disposition', 'attachment; filename="roadbook-my-data.json"')
        .header('cache-control', 'private, no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
