import { expect, test, type Page } from '@playwright/test';

import { blockingViolations } from './axe';
import { message, text } from './catalogue';
import { addLicenceIfAsked, fillAdditionalDriverIfAsked } from './checkout-steps';
import { waitForEmail } from './mailbox';

// Booking a car, end to end on the demo data: from the search results through the checkout to the
// confirmation and its email — a visitor paying at the counter, a signed-in driver paying in full
// through the test gateway after a declined try. Each journey books its own period, so they run side
// by side.

const en = (key: string, namespace = 'checkout') => text('en', key, namespace);
const DAY = 24 * 3_600_000;

/** The search results at the demo's first place for three days, `daysAhead` days from now. */
async function openResults(page: Page, daysAhead: number, language = 'en') {
  const body: { locations: { id: string }[] } = await (
    await page.request.get('/api/locations?lang=en')
  ).json();
  const from = new Date(Math.ceil(Date.now() / DAY) * DAY + daysAhead * DAY + 10 * 3_600_000);
  const params = new URLSearchParams({
    pickup: body.locations[0]?.id ?? '',
    from: from.toISOString(),
    to: new Date(from.getTime() + 3 * DAY).toISOString(),
    l: language,
  });
  await page.goto(`/search?${params.toString()}`);
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Opens the checkout of the first result that offers `payment` (the demo's suppliers differ). */
async function checkoutOffering(page: Page, payment: 'counter' | 'full', language: 'en' | 'fr' = 'en') {
  const book = page.getByRole('link', { name: text(language, 'card.book', 'search'), exact: true });
  const count = await book.count();
  for (let index = 0; index < count; index += 1) {
    await book.nth(index).click();
    await expect(page).toHaveURL(/\/checkout\?car=/);
    const choice = page.getByRole('radio', {
      name: new RegExp(text(language, `payment.${payment}.title`, 'checkout')),
    });
    await expect(page.getByRole('radio').first()).toBeVisible();
    if ((await choice.count()) > 0) return choice;
    await page.goBack();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
  throw new Error(`no result offers ${payment}`);
}

test('a visitor books at the counter, sees the confirmation and receives the email', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `vera-${testInfo.project.name}-${Date.now()}@example.com`;
  await openResults(page, 40);
  const counter = await checkoutOffering(page, 'counter');

  // The URL is the checkout: a reload keeps it.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(counter).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const driver = page.getByRole('group', { name: en('driver.legend'), exact: true });
  await driver.getByLabel(en('driver.fullName')).fill('Vera Visitor');
  await driver.getByLabel(en('driver.email')).fill(email);
  await driver.getByLabel(en('driver.phone')).fill('+33 6 12 34 56 78');
  await driver.getByLabel(en('driver.birthDate')).fill('1990-04-12');
  await fillAdditionalDriverIfAsked(page);
  await addLicenceIfAsked(page);
  await counter.check();
  await expect(page.getByText(en('summary.dueAtCounter'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('1-checkout-visitor.png'), fullPage: true });

  await page.getByRole('button', { name: en('form.book'), exact: true }).click();
  await expect(page.getByRole('heading', { name: en('confirmation.bookedHeading') })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?b=/);
  const number = (await page.getByText(en('confirmation.number')).locator('strong').innerText()).trim();
  expect(number).toMatch(/^[0-9A-F]{8}$/);
  await expect(page.getByText(en('confirmation.bringLicence'))).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('2-confirmation.png'), fullPage: true });

  // The confirmation email, and the one to choose the new account's password.
  const confirmation = await waitForEmail(
    request,
    baseURL,
    email,
    new RegExp(`Your booking ${number} is received`),
  );
  expect(confirmation.text).toContain(number);
  await waitForEmail(request, baseURL, email, /password/i);
});

test('a signed-in driver pays in full with the test gateway, after a declined try', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill('driver@roadbook.example');
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('roadbook-demo');
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  await openResults(page, 50);
  const full = await checkoutOffering(page, 'full');
  await expect(page.getByText(en('driver.signedInIntro').slice(0, 20))).toBeVisible();
  await fillAdditionalDriverIfAsked(page);
  await addLicenceIfAsked(page);
  await full.check();
  await page.getByRole('button', { name: en('form.bookAndPay'), exact: true }).click();

  // The test gateway says plainly that no money moves.
  await expect(page.getByText(en('pay.testMode'))).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('3-test-gateway.png'), fullPage: true });
  await page.getByRole('button', { name: en('pay.testDecline'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(text('en', 'payment.failed', 'errors'));

  await page.getByRole('button', { name: en('pay.testPay'), exact: true }).click();
  await expect(page.getByRole('heading', { name: en('confirmation.paidHeading') })).toBeVisible();
  const number = (await page.getByText(en('confirmation.number')).locator('strong').innerText()).trim();
  // In the demo driver's language, which a journey running beside this one may have changed.
  const subjects = (['en', 'fr', 'es'] as const).map((language) =>
    message(language, 'bookingConfirmed.subjectPaid', 'emails', { number }).replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    ),
  );
  await waitForEmail(request, baseURL, 'driver@roadbook.example', new RegExp(`^(${subjects.join('|')})$`));
});

test('the checkout in French on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openResults(page, 60, 'fr');
  await checkoutOffering(page, 'full', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'heading.checkout', 'checkout'),
  );
  await expect(page.getByText(message('fr', 'payment.legend', 'checkout'))).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('4-checkout-fr-phone.png'), fullPage: true });
});
