// The account screens, one chunk for all: they share their forms, schemas and words, and the first
// load of every page lists one file for them rather than a dozen (router.tsx picks each screen).
import { redirectSignedIn, redirectVisitor } from '@/features/account/lib/sign-in-guards';

import type { PageModule } from '../route-deps';
import { ChangePasswordPage } from './ChangePasswordPage';
import { EmailLinkPage } from './EmailLinkPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SignInPage } from './SignInPage';

/** /sign-in and /sign-up: a signed-in user has nothing to do there, and goes on to where they were going. */
export const signIn: PageModule = {
  Component: SignInPage,
  createLoader:
    () =>
    ({ request }) =>
      redirectSignedIn(request),
};

/** /activate and /reset-password */
export const emailLink: PageModule = { Component: EmailLinkPage };

export const forgotPassword: PageModule = { Component: ForgotPasswordPage };

/** Signed-in users only: a visitor goes to /sign-in, which brings them back. */
export const changePassword: PageModule = {
  Component: ChangePasswordPage,
  createLoader:
    () =>
    ({ request }) =>
      redirectVisitor(request),
};
