import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OutboxListSchema,
  OutboxMessageParamsSchema,
  OutboxMessageSchema,
} from '@roadbook/domain/contracts/outbox';
import { errorResponses } from '../../http/error-responses';
import type { OutboxService } from './outbox.service';

/**
 * The emails written to the outbox folder, for the /dev/outbox page. Registered only when no SMTP
 * server is set (the outbox transport).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The emails of the outbox folder, newest first',
        description:
          'Without SMTP_URL, every email is written as an .eml file to DATA_DIR/outbox instead of ' +
          'being sent. The latest 100, newest first: file name, recipients, subject, date.',
        response: { 200: OutboxListSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return outbox.listMessages();
    },
  );

  app.get(
    '/dev/outbox/:name',
    {
      schema: {
        tags: ['development'],
        summary: 'One email of the outbox folder, with its HTML and text parts',
        description: '404 common.notFound for a name that is not an outbox file of the list.',
        params: OutboxMessageParamsSchema,
        response: { 200: OutboxMessageSchema, ...errorResponses(400, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return outbox.getMessage(request.params.name);
    },
  );
};
