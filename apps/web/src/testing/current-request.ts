import { vi } from 'vitest';

/**
 * The address of the request a mockApi handler is answering: handlers are told its method and body
 * only, and are called as fetch is, so the request is fetch's last call.
 */
export function currentRequestUrl(): URL {
  const input = vi.mocked(fetch).mock.lastCall?.[0];
  return new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
}
