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

/** The name of a raw Host header, without its port: `[::1]:8080` → `[::1]`, `localhost:8080` → `localhost`. */
function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/** Whether a proxy passed the request on: it then comes from this machine for another one. */
function isForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-'),
  );
}

/**
 * Whether a request comes from this machine and names it: the outbox holds sign-in links, so
 * another machine on the network — or a page rebinding a name to this address — never reads it. The
 * raw Host header counts, never `request.hostname` (which follows X-Forwarded-Host when a proxy is
 * trusted), and a request a proxy passed on is refused whatever it names.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const isLoopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return isLoopback && !isForwarded(request) && LOOPBACK_HOSTS.has(hostName(request.headers.host ?? ''));
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
