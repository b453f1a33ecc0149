import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on its first render (or before, when `load` is called to get ahead
 * of it). A chunk that cannot be fetched leaves the part out rather than the page: it draws nothing.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async (): Promise<{ default: ComponentType<Props> }> => ({
    default: await load().catch(() => () => null),
  }));
}
