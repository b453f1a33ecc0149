// The internal area in API tests: its two accounts given by the settings, signed in through the real
// route, and requests sent as the internal pages send them.
import { INTERNAL_SESSION_COOKIE } from '@roadbook/domain/site-storage';
import type { App } from '../app';
import { TEST_SITE_URL } from './accounts.fixture';

export const INTERNAL_READER = { username: 'ana.reader', password: 'reader-pass-2026' };
export const INTERNAL_EDITOR = { username: 'ben.editor', password: 'editor-pass-2026' };

/** The settings that give both accounts (createTestApp makes them). */
export const INTERNAL_ACCOUNTS_ENV = {
  INTERNAL_READER_USERNAME: INTERNAL_READER.username,
  INTERNAL_READER_PASSWORD: INTERNAL_READER.password,
  INTERNAL_EDITOR_USERNAME: INTERNAL_EDITOR.username,
  INTERNAL_EDITOR_PASSWORD: INTERNAL_EDITOR.password,
};

/** The `name=value` of the internal session cookie a response sets ('' when none). */
export function internalCookieOf(setCookie: string | string[] | undefined): string {
  const first = [setCookie ?? []].flat().find((value) => value.startsWith(`${INTERNAL_SESSION_COOKIE}=`));
  return first?.split(';')[0] ?? '';
}

/** Headers of a request sent by the internal pages with `cookie`. */
export function asInternalPage(cookie: string): Record<string, string> {
  return { cookie, origin: TEST_SITE_URL };
}

/** Signs in through POST /api/internal/sign-in; returns the Cookie header to send. */
export async function signInInternal(
  app: App,
  { username, password }: { username: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/internal/sign-in',
    headers: { origin: TEST_SITE_URL },
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`internal sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return internalCookieOf(response.headers['set-cookie']);
}
