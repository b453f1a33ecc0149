// The people a back-office test asks as: an admin, two public suppliers and a driver, each signed
// in, and a request as any of them or as a visitor.
import { eq } from 'drizzle-orm';
import type { Language } from '@roadbook/domain/constants';
import { users } from '../db/schema/users';
import { asPage, createAccount, signIn, TEST_SITE_URL } from './accounts.fixture';
import type { TestContext } from './test-app';

export type BackOfficeAccount = 'admin' | 'supplierA' | 'supplierB' | 'driver';
export type BackOfficeWho = BackOfficeAccount | 'visitor';

type SupplierSettings = Partial<
  Pick<typeof users.$inferInsert, 'priceChangeRate' | 'isPayAtCounterAllowed' | 'isLicenceRequired'>
>;

/**
 * Ada Admin, Atlas Rentals (supplier A) and Brisa Cars (supplier B), both verified with
 * `supplierSettings`, and Dana Driver: their ids, emails and session cookies (none for a visitor).
 */
export async function backOfficeAccounts(
  ctx: TestContext,
  {
    supplierSettings = {},
    driverLanguage,
  }: { supplierSettings?: SupplierSettings; driverLanguage?: Language } = {},
) {
  const { db } = ctx.database;
  const accounts = {
    admin: await createAccount(db, { type: 'admin', fullName: 'Ada Admin' }),
    supplierA: await createAccount(db, { type: 'supplier', fullName: 'Atlas Rentals' }),
    supplierB: await createAccount(db, { type: 'supplier', fullName: 'Brisa Cars' }),
    driver: await createAccount(db, {
      fullName: 'Dana Driver',
      ...(driverLanguage ? { language: driverLanguage } : {}),
    }),
  };
  for (const { id } of [accounts.supplierA, accounts.supplierB]) {
    await db
      .update(users)
      .set({ approvedAt: new Date(), ...supplierSettings })
      .where(eq(users.id, id));
  }
  const ids = {} as Record<BackOfficeAccount, string>;
  const emails = {} as Record<BackOfficeAccount, string>;
  const cookies: Record<BackOfficeWho, string> = {
    admin: '',
    supplierA: '',
    supplierB: '',
    driver: '',
    visitor: '',
  };
  for (const [who, account] of Object.entries(accounts) as [
    BackOfficeAccount,
    { id: string; email: string },
  ][]) {
    ids[who] = account.id;
    emails[who] = account.email;
    cookies[who] = await signIn(ctx.app, account.email);
  }
  return { ids, emails, cookies };
}

/** A request to the API as `who`, from the site's pages (a visitor sends the site's origin, no cookie). */
export function requestAs(
  ctx: TestContext,
  cookies: Readonly<Record<BackOfficeWho, string>>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: BackOfficeWho,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookies[who])), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
