// A change that every API process must hear, such as the site settings saved in the back office:
// announced on a Redis channel. A process also takes Redis's return after an absence as a change,
// since an announcement may have been lost meanwhile.
import type { SharedRedis } from './redis';

export interface ChangeSignal {
  /** Tells every process, this one included, that the thing changed. */
  announce(): void;
  /** Calls `listener` at each change announced by any process. */
  onChange(listener: () => void): void;
}

export function createRedisChangeSignal(redis: SharedRedis, name: string): ChangeSignal {
  const channel = redis.key(`changed:${name}`);
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  redis.subscribe(channel, changed, changed);
  return {
    announce: () => redis.publish(channel, 'changed'),
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}
