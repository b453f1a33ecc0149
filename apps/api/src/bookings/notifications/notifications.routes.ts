import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import {
  NotificationChangeSchema,
  NotificationCountSchema,
  NotificationDeleteBodySchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationMarkBodySchema,
} from '@roadbook/domain/contracts/notifications';
import { errorResponses } from '../../http/error-responses';
import { requireSession } from '../../plugins/session';
import type { NotificationsService } from './notifications.service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  /** How often an open event stream says it is alive (proxies close silent connections). */
  heartbeatMs?: number;
  /** How long one event stream lasts before the page reconnects, checking its session again. */
  streamMs?: number;
}

const PRIVATE = 'private, no-store';

/** The signed-in user's notifications: list, unread count (also as a live stream), mark, delete. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications, heartbeatMs = 25_000, streamMs = 3_600_000 },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first, 30 a page, with the unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.header('cache-control', PRIVATE);
      return notifications.list(user.id, request.query.page);
    },
  );

  app.get(
    '/notifications/count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of the signed-in user’s notifications are unread',
        response: { 200: NotificationCountSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.header('cache-control', PRIVATE);
      return { unread: await notifications.unread(user.id) };
    },
  );

  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/notifications/events',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The unread count as server-sent events',
        description:
          'text/event-stream: a `count` event with `{"unread":N}` at once and at each change of the ' +
          'user’s notifications, a comment line every 25 s; the stream ends after an hour and the ' +
          'page reconnects.',
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': PRIVATE,
        'x-accel-buffering': 'no',
      });
      streams.add(stream);

      let last: number | null = null;
      const sendCount = () => {
        notifications.unread(user.id).then(
          (unread) => {
            if (unread === last || stream.writableEnded) return;
            last = unread;
            stream.write(`event: count\ndata: ${JSON.stringify({ unread })}\n\n`);
          },
          (error: unknown) => request.log.warn({ err: error }, 'notifications: the unread count failed'),
        );
      };
      const unsubscribe = notifications.subscribe(user.id, sendCount);
      const heartbeat = setInterval(() => stream.write(': alive\n\n'), heartbeatMs);
      const end = setTimeout(() => stream.end(), streamMs);
      stream.on('close', () => {
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
        streams.delete(stream);
      });
      sendCount();
    },
  );

  app.post(
    '/notifications/mark',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read or unread: those of `ids`, or all without it',
        body: NotificationMarkBodySchema,
        response: { 200: NotificationChangeSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return notifications.mark(user.id, request.body.ids, request.body.isRead);
    },
  );

  app.post(
    '/notifications/delete',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Delete notifications: those of `ids`, or all without it',
        body: NotificationDeleteBodySchema,
        response: { 200: NotificationChangeSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return notifications.remove(user.id, request.body.ids);
    },
  );
};
