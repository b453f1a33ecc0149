// The signed-in user and the account calls' answers, shaped by the domain contracts.
import { UserSchema, type User } from '@roadbook/domain/contracts/accounts';

import { errorResponse, jsonResponse } from './api-mock';

export const DRIVER: User = UserSchema.parse({
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  type: 'user',
  fullName: 'Jane Driver',
  email: 'jane@example.com',
  language: 'en',
  enableEmailNotifications: true,
  avatar: null,
  phone: '+44 20 7946 0958',
  bio: null,
  location: null,
  birthDate: '1990-04-12',
  isVerified: true,
  hasPassword: true,
  hasLicence: false,
  supplier: null,
});

/** What the device keeps of a signed-in user (lib/stored-user.ts). */
export function storeSignedInUser(user: Pick<User, 'id' | 'language'> = DRIVER): void {
  window.localStorage.setItem('roadbook.user', JSON.stringify({ id: user.id, language: user.language }));
}

export const signedIn =
  (user: User = DRIVER) =>
  () =>
    jsonResponse({ user });

export const sessionEnded = () => errorResponse(401, 'auth.unauthenticated');

/** The session still holds, and signing out works. */
export function sessionHandlers(user: User = DRIVER) {
  return {
    '/api/validate-access-token': signedIn(user),
    '/api/sign-out': () => jsonResponse({}),
    '/api/update-language': () => jsonResponse({}),
  };
}
