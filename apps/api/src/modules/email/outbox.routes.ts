import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OutboxListSchema,
  OutboxMessageParamsSchema,
  OutboxMessageSchema,
} from '@roadbook/domain/contracts/outbox';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';
import { errorResponses } from '../../http/error-responses';
import type { OutboxService } from './outbox.service';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request comes from this machine and names it: the outbox holds sign-in links, so
 * another machine on the network — or a page rebinding a name to this address — never reads it.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const isLoopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return isLoopback && LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
}

/**
 * The emails written to the outbox folder, for the /dev/outbox page. Registered only on a
 * developer's machine without an SMTP server (config.email.isOutboxPublic), and answered only to
 * requests from that machine.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw new DomainError('common.notFound');
  });
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
