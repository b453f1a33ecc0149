// The people of the back office's page tests and the API every page of a signed-in reader calls:
// an admin, a verified supplier agency (Sol Rent unless told), and their session.
import { UserSchema, type User } from '@roadbook/domain/contracts/accounts';

import { DRIVER, sessionHandlers } from './account.fixture';
import { errorResponse } from './api-mock';
import { ADMIN } from './bookings.fixture';

export { ADMIN };

export const SUPPLIER_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** A verified supplier's account, which may be paid at the counter and asks for a licence. */
export function supplierUser(name = 'Sol Rent', email = 'sol@example.com'): User {
  return UserSchema.parse({
    ...DRIVER,
    id: SUPPLIER_ID,
    type: 'supplier',
    fullName: name,
    email,
    birthDate: null,
    supplier: {
      priceChangeRate: 0,
      isPayAtCounterAllowed: true,
      isLicenceRequired: true,
      minimumRentalDays: 1,
      isApproved: true,
    },
  });
}

export const SUPPLIER = supplierUser();

/** The session of `user` signed in; the dashboard's figures are unavailable, so no page waits on them. */
export function backOfficeHandlers(user: User) {
  return {
    ...sessionHandlers(user),
    '/api/admin/dashboard': () => errorResponse(503, 'common.unavailable'),
  };
}
