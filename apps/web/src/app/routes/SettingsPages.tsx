// The signed-in account's own pages, one chunk for all: the settings, the two leaving pages and a
// supplier's registration share their forms and words, and the first load of every page lists one
// file for them (router.tsx picks each screen). A visitor goes to /sign-in, which brings them back.
import type { LoaderFunction } from 'react-router';

import { redirectVisitor } from '@/features/account/lib/sign-in-guards';

import type { PageModule } from '../route-deps';
import { CompleteRegistrationPage } from './CompleteRegistrationPage';
import { DeleteMyAccountPage } from './DeleteMyAccountPage';
import { DeleteMyDataPage } from './DeleteMyDataPage';
import { SettingsPage } from './SettingsPage';

const signedInOnly =
  (): LoaderFunction =>
  ({ request }) =>
    redirectVisitor(request);

/** /settings */
export const settings: PageModule = { Component: SettingsPage, createLoader: signedInOnly };

/** /delete-my-account */
export const deleteMyAccount: PageModule = { Component: DeleteMyAccountPage, createLoader: signedInOnly };

/** /delete-my-data */
export const deleteMyData: PageModule = { Component: DeleteMyDataPage, createLoader: signedInOnly };

/** /suppliers/complete-registration (no header) */
export const completeRegistration: PageModule = {
  Component: CompleteRegistrationPage,
  createLoader: signedInOnly,
};
