// Route loaders' guards: the device's stored user decides at once, without asking the API; a
// session that has ended is found by the first request, which signs the user out (AccountSession).
import { redirect } from 'react-router';

import { languageParamOf, paths, signInPath, withLanguage } from '@/lib/paths';
import { readStoredUser } from '@/lib/stored-user';

import { returnPathOf } from './link-params';

/** For screens of signed-in users: a visitor goes to /sign-in, which brings them back here. */
export function redirectVisitor(request: Request): Response | null {
  if (readStoredUser() !== null) return null;
  const url = new URL(request.url);
  return redirect(signInPath(`${url.pathname}${url.search}`, languageParamOf(url.search)));
}

/** For /sign-in and /sign-up: a signed-in user goes on to where they were going, else home. */
export function redirectSignedIn(request: Request): Response | null {
  if (readStoredUser() === null) return null;
  const { searchParams } = new URL(request.url);
  return redirect(returnPathOf(searchParams) ?? withLanguage(paths.home, languageParamOf(searchParams)));
}
