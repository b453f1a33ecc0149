import { expect, test } from '@playwright/test';
import { text } from './catalogue';
import { followActivation, newDriver } from './accounts';
import { waitForEmail } from './mailbox';

// A rental agency joins and completes its registration; a driver deletes their account. Both with
// the emails that arrive in the outbox.

const PASSWORD = 'agency-pass-1';
const settings = (key: string) => text('en', key, 'settings');
const join = (key: string) => text('en', key, 'join');

test('an agency joins, confirms its address and completes its registration, waiting for verification', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `agency-${Date.now()}@example.com`;
  await page.goto('/suppliers/join?l=en');
  await expect(page.getByRole('heading', { name: join('supplier.heading'), level: 1 })).toBeVisible();
  // The sign-up form (the page also has the lead form).
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel(join('fields.password'), { exact: true }) });
  await form.getByLabel(join('fields.companyName')).fill('Sierra Vans');
  await form.getByLabel(join('fields.email')).fill(email);
  await form.getByLabel(join('fields.phone')).fill('+34 600 123 456');
  await form.getByLabel(join('fields.password'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(join('fields.confirmPassword')).fill(PASSWORD);
  await form.getByLabel(join('fields.acceptTerms')).check();
  await form.getByRole('button', { name: join('signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: join('signUp.sentHeading') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('1-agency-signed-up.png'), fullPage: true });

  await followActivation(page, request, baseURL, email);

  await page.goto('/suppliers/complete-registration?l=en');
  await expect(page.getByText(settings('verification.pending'))).toBeVisible();
  await page.getByLabel(settings('supplier.priceChangeRate')).fill('10');
  await page.getByLabel(settings('supplier.minimumRentalDays')).fill('2');
  await page.getByLabel(settings('supplier.payAtCounter')).check();
  await page.getByRole('button', { name: settings('supplier.submit') }).click();
  await expect(page.getByText(text('en', 'success.changesSaved'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('2-complete-registration.png'), fullPage: true });

  // Not public until an admin verifies it.
  const suppliers: { suppliers: { name: string }[] } = await (await request.get('/api/suppliers')).json();
  expect(suppliers.suppliers.map((supplier) => supplier.name)).not.toContain('Sierra Vans');
});

test('a driver deletes their account after giving the password again, and gets a receipt', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `leaving-${Date.now()}@example.com`;
  await newDriver(page, request, baseURL, email, PASSWORD);

  await page.goto('/delete-my-account?l=en');
  await expect(
    page.getByRole('heading', { name: settings('deleteAccount.heading'), level: 1 }),
  ).toBeVisible();
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: settings('deleteAccount.submit') }).click();
  await expect(page.getByText(text('en', 'auth.wrongPassword', 'errors')).first()).toBeVisible();
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: settings('deleteAccount.submit') }).click();
  await expect(page.getByRole('heading', { name: settings('deleteAccount.goodbyeHeading') })).toBeVisible();

  await waitForEmail(request, baseURL, email, /Your Roadbook account has been deleted/);
  const signIn = await request.post('/api/sign-in/frontend', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
