// Tells the open pages of a user that their notifications changed (the header's unread count
// follows through server-sent events). In this process's memory: every page of a user is served by
// the process that changed their notifications while the API runs as one process.
import { EventEmitter } from 'node:events';

export interface NotificationBus {
  /** The notifications of these users changed. */
  publish(userIds: Iterable<string>): void;
  /** Calls `listener` at each change of `userId`'s notifications; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
}

export function createNotificationBus(): NotificationBus {
  const emitter = new EventEmitter();
  // One listener per open page: many pages are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(userIds) {
      for (const userId of new Set(userIds)) emitter.emit(userId);
    },
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}
