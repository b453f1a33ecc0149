// The accounts the settings, leaving and registration pages show, and the answers of their calls.
import { UserSchema, type User } from '@roadbook/domain/contracts/accounts';

import { DRIVER, sessionHandlers } from './account.fixture';
import { jsonResponse, type mockApi, type MockRequest } from './api-mock';

export const SUPPLIER: User = UserSchema.parse({
  id: '0d9f3b2a-7c6e-4a1b-9f8e-2c3d4e5f6a7b',
  type: 'supplier',
  fullName: 'Costa Rent',
  email: 'hello@costa-rent.example',
  language: 'en',
  enableEmailNotifications: true,
  avatar: null,
  phone: '+34 612 34 56 78',
  bio: null,
  location: 'Seville, Spain',
  birthDate: null,
  isVerified: true,
  hasPassword: true,
  hasLicence: false,
  supplier: {
    isApproved: false,
    priceChangeRate: null,
    isPayAtCounterAllowed: true,
    isLicenceRequired: false,
    minimumRentalDays: 1,
  },
});

/** What the fake API answers, by path. */
export type ApiHandlers = NonNullable<Parameters<typeof mockApi>[1]>;

/** GET /api/user/{id}'s path for an account. */
export const userPath = (user: User) => `/api/user/${user.id}`;

/** The session and the account's own page answer with `user`; the passkeys list is empty. */
export function accountHandlers(user: User = DRIVER) {
  return {
    ...sessionHandlers(user),
    [userPath(user)]: () => jsonResponse(user),
    '/api/passkeys': () => jsonResponse({ passkeys: [] }),
  };
}

/** A settings call's answer: the account changed as `change` says from the request. */
export function answersUser(user: User, change: (request: MockRequest) => Partial<User> = () => ({})) {
  return (request: MockRequest) => jsonResponse({ user: { ...user, ...change(request) } });
}

/** An image file as the browser gives it for an upload. */
export function imageFile(name = 'picture.png', type = 'image/png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
}
