// What the account screens read from their address: where the sign-in goes back to, and what an
// account email's link carries. (lib/paths.ts builds these addresses; reading them is the account
// screens' alone, so that no page's first load carries it.)
import { FROM_PARAM } from '@/lib/paths';

/** The `from` of a sign-in address when it is a path of this site (never another site's address). */
export function returnPathOf(params: URLSearchParams): string | null {
  const from = params.get(FROM_PARAM);
  return from !== null && /^\/(?![/\\])/.test(from) ? from : null;
}

/** What an account email's link (/activate, /reset-password) carries: `?u=<user id>&e=<email>&t=<token>`. */
export function emailLinkOf(
  params: URLSearchParams,
): { userId: string; email: string; token: string } | null {
  const [userId, email, token] = ['u', 'e', 't'].map((name) => params.get(name)?.trim() ?? '');
  return userId && email && token ? { userId, email, token } : null;
}
