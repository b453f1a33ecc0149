// Tells the open pages of a user that their notifications changed (the header's unread count
// follows through server-sent events). In this process's memory with one API process; with several,
// each change also goes through a Redis channel, so that a page served by another process hears it.
import { EventEmitter } from 'node:events';
import * as z from 'zod/mini';
import type { SharedRedis } from '../../shared-state/redis';

export interface NotificationBus {
  /** The notifications of these users changed. */
  publish(userIds: Iterable<string>): void;
  /** Calls `listener` at each change of `userId`'s notifications; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
}

function createLocalBus() {
  const emitter = new EventEmitter();
  // One listener per open page: many pages are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit(userIds: Iterable<string>) {
      for (const userId of new Set(userIds)) emitter.emit(userId);
    },
    /** Every user with a page open in this process. */
    listened: () => emitter.eventNames().filter((name) => typeof name === 'string'),
    subscribe(userId: string, listener: () => void) {
      emitter.on(userId, listener);
      return () => {
        emitter.off(userId, listener);
      };
    },
  };
}

export function createNotificationBus(): NotificationBus {
  const local = createLocalBus();
  return { publish: (userIds) => local.emit(userIds), subscribe: local.subscribe };
}

/** What goes through the channel: which process sent it, and whose notifications changed. */
const ChangeMessageSchema = z.object({ from: z.string(), userIds: z.array(z.string()) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * This process's pages hear a change at once and the other processes' through Redis. Changes sent
 * while Redis was away are lost: once the channel is back, every open page reads its count again.
 */
export function createRedisNotificationBus(redis: SharedRedis): NotificationBus {
  const local = createLocalBus();
  const channel = redis.key('notifications');
  redis.subscribe(
    channel,
    (text) => {
      const message = ChangeMessageSchema.safeParse(parseJson(text));
      if (message.success && message.data.from !== redis.processId) local.emit(message.data.userIds);
    },
    () => local.emit(local.listened()),
  );
  return {
    publish(userIds) {
      const ids = [...new Set(userIds)];
      local.emit(ids);
      redis.publish(channel, JSON.stringify({ from: redis.processId, userIds: ids }));
    },
    subscribe: local.subscribe,
  };
}
