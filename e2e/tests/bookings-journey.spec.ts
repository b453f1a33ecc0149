import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { blockingViolations } from './axe';
import { message, text } from './catalogue';
import { PDF } from './files';

// Its journeys count the same demo driver's notifications: one after the other, never side by side.
test.describe.configure({ mode: 'default' });

// Life after the booking, end to end on the demo data: the demo driver asks to cancel a booking paid
// online, the demo supplier (Sol Rent) cancels it from its bookings, and the refund reaches the
// driver, whose bell counts the news as it comes, without a reload. Other journeys book as the same
// driver meanwhile, so the bell is read relative to itself and the booking by its number.

const DAY = 24 * 3_600_000;
const PASSWORD = 'roadbook-demo';
const en = (key: string, namespace = 'bookings') => text('en', key, namespace);

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/**
 * Books a car of Sol Rent for three days, `daysAhead` days from now, paid in full through the test
 * gateway, as the signed-in driver of `request`: the licence on file first (Sol Rent asks for it).
 * With `changeable`, a car that sells (or includes) the amendments option, bought with it.
 */
async function paidBookingOfSolRent(
  request: APIRequestContext,
  origin: string,
  daysAhead: number,
  changeable = false,
) {
  const headers = { origin };
  const me = (await (await request.post('/api/validate-access-token', { headers })).json()) as {
    user: { id: string };
  };
  const licence = await request.post(`/api/update-license/${me.user.id}`, {
    headers,
    multipart: { file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(licence.status(), await licence.text()).toBe(200);

  const { suppliers } = (await (await request.get('/api/suppliers')).json()) as {
    suppliers: { id: string; name: string }[];
  };
  const solRent = suppliers.find(({ name }) => name === 'Sol Rent');
  const { locations } = (await (await request.get('/api/locations?lang=en&pageSize=200')).json()) as {
    locations: { id: string }[];
  };
  const from = new Date(Math.ceil(Date.now() / DAY) * DAY + daysAhead * DAY + 10 * 3_600_000);
  const to = new Date(from.getTime() + 3 * DAY);
  for (const { id: pickupLocation } of locations) {
    const query = new URLSearchParams({
      pickupLocation,
      from: from.toISOString(),
      to: to.toISOString(),
      supplier: solRent?.id ?? '',
    });
    const { cars } = (await (await request.get(`/api/cars/search?${query.toString()}`)).json()) as {
      cars: { id: string; name: string; isFullyBooked: boolean; isComingSoon: boolean }[];
    };
    const free = cars.filter(({ isFullyBooked, isComingSoon }) => !isFullyBooked && !isComingSoon);
    let car = free[0];
    if (changeable) {
      car = undefined;
      for (const candidate of free) {
        const details = (await (await request.get(`/api/cars/${candidate.id}`)).json()) as {
          car: { amendments: number };
        };
        if (details.car.amendments >= 0) {
          car = candidate;
          break;
        }
      }
    }
    if (car === undefined) continue;
    const checkout = await request.post('/api/checkout', {
      headers: { ...headers, 'idempotency-key': `journey-${Date.now()}` },
      data: {
        carId: car.id,
        pickUpLocationId: pickupLocation,
        from: from.toISOString(),
        to: to.toISOString(),
        payment: 'full',
        options: changeable ? ['amendments'] : [],
      },
    });
    if (checkout.status() !== 201) continue;
    const { booking } = (await checkout.json()) as { booking: { id: string; totalMinor: number } };
    const paid = await request.post(`/api/test-gateway/${booking.id}/pay`, { headers });
    expect(paid.status(), await paid.text()).toBe(200);
    const number = booking.id.replace(/-/g, '').slice(0, 8).toUpperCase();
    return { ...booking, number, car: car.name };
  }
  throw new Error('no car of Sol Rent to book');
}

/** The unread count the bell says. */
async function unreadOf(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /^Notifications, / });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? (await bell.innerText());
  const count = /(\d+) unread/.exec(label);
  return count ? Number(count[1]) : 0;
}

/** The unread count the server has for the page's user now. */
async function serverUnread(page: Page, origin: string): Promise<number> {
  const answer: { unread: number } = await (
    await page.request.get(`${origin}/api/notifications/count`)
  ).json();
  return answer.unread;
}

test('a driver asks to cancel a paid booking; the supplier cancels it, the refund reaches the driver and the bell counts it live', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signIn(driver, 'driver@roadbook.example');
  const booking = await paidBookingOfSolRent(driver.request, origin, 80);

  // The driver finds it in their bookings and asks to cancel it.
  await driver.goto(`/bookings?l=en&keyword=${booking.number}`);
  await expect(driver.getByRole('heading', { level: 1, name: en('page.title') })).toBeVisible();
  await expect(driver.getByText(booking.car).first()).toBeVisible();
  expect(await blockingViolations(driver)).toEqual([]);
  await driver.getByRole('button', { name: en('item.requestCancel'), exact: true }).click();
  await driver.getByRole('button', { name: en('confirm.requestCancelConfirm'), exact: true }).click();
  await expect(driver.getByText(en('done.cancelRequested'))).toBeVisible();
  await expect(driver.getByText(en('item.cancelRequested')).first()).toBeVisible();
  await driver.screenshot({ path: testInfo.outputPath('1-driver-asks-to-cancel.png'), fullPage: true });
  const unreadBefore = await unreadOf(driver);

  // The supplier sees the request among its bookings and cancels the booking.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await signIn(supplier, 'supplier@roadbook.example');
  await supplier.goto(`/bookings?l=en&keyword=${booking.number}`);
  await expect(supplier.getByText(en('item.cancelRequested')).first()).toBeVisible();
  await supplier.getByRole('button', { name: en('item.cancel'), exact: true }).click();
  await supplier.getByRole('button', { name: en('confirm.cancelConfirm'), exact: true }).click();
  await expect(supplier.getByText(text('en', 'bookingStatus.cancelled', 'enums')).first()).toBeVisible();
  expect(await blockingViolations(supplier)).toEqual([]);
  await supplier.screenshot({ path: testInfo.outputPath('2-supplier-cancelled.png'), fullPage: true });

  // Without a reload, the driver's bell counts the cancellation and the refund made at once.
  await expect.poll(() => unreadOf(driver), { timeout: 20_000 }).toBeGreaterThanOrEqual(unreadBefore + 2);

  // The notifications say it, in full: the booking paid 24 hours ahead is refunded entirely.
  await driver.goto('/notifications?l=en');
  const refund = `$${(booking.totalMinor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const refunded = message('en', 'code.refundSent', 'notifications', {
    refund,
    number: booking.number,
    car: booking.car,
  });
  const item = driver.getByRole('listitem').filter({ hasText: refunded });
  await expect(item).toBeVisible();
  await expect(
    driver.getByText(
      message('en', 'code.bookingCancelledRefund', 'notifications', {
        refund,
        number: booking.number,
        car: booking.car,
      }),
    ),
  ).toBeVisible();
  expect(await blockingViolations(driver)).toEqual([]);
  await driver.screenshot({ path: testInfo.outputPath('3-driver-notifications.png'), fullPage: true });

  // Read, unread, deleted: the item changes, and the bell follows with the server's count (other
  // journeys may tell the demo driver something meanwhile, so the count itself may move too).
  const markRead = item.getByRole('button', {
    name: text('en', 'item.markRead', 'notifications'),
    exact: true,
  });
  const markUnread = item.getByRole('button', {
    name: text('en', 'item.markUnread', 'notifications'),
    exact: true,
  });
  const bellInStep = () =>
    expect.poll(async () => (await unreadOf(driver)) === (await serverUnread(driver, origin))).toBe(true);
  await markRead.click();
  await expect(markUnread).toBeVisible();
  await bellInStep();
  await markUnread.click();
  await expect(markRead).toBeVisible();
  await bellInStep();
  await item.getByRole('button', { name: text('en', 'item.delete', 'notifications'), exact: true }).click();
  await expect(item).toHaveCount(0);
  await bellInStep();

  await driverContext.close();
  await supplierContext.close();
});

test('a driver changes a paid booking: the new price first, then the difference paid, and the supplier is told', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext();
  const driver = await context.newPage();
  await signIn(driver, 'driver@roadbook.example');
  const booking = await paidBookingOfSolRent(driver.request, origin, 90, true);

  // From the list, "Change" opens the booking's change form.
  await driver.goto(`/bookings?l=en&keyword=${booking.number}`);
  await driver.getByRole('link', { name: en('item.change'), exact: true }).click();
  const form = driver.getByRole('region', { name: en('amend.title') });
  await expect(form).toBeVisible();
  const dropOff = form.getByLabel(en('amend.to'));
  const shown = await dropOff.inputValue();
  const later = new Date(`${shown}:00Z`);
  later.setUTCDate(later.getUTCDate() + 1);
  await dropOff.fill(later.toISOString().slice(0, 16));
  await form.getByRole('button', { name: en('amend.quote'), exact: true }).click();
  await expect(form.getByText(/^New total: /)).toBeVisible();
  expect(await blockingViolations(driver)).toEqual([]);
  await driver.screenshot({ path: testInfo.outputPath('4-driver-prices-a-change.png'), fullPage: true });

  // One day more costs more: the driver pays the difference through the marketplace's gateway.
  await form.getByRole('button', { name: /^Confirm and pay / }).click();
  const pay = driver.getByRole('heading', { name: /^Pay the difference: / });
  await expect(pay).toBeVisible();
  await driver.getByRole('button', { name: text('en', 'pay.testPay', 'checkout'), exact: true }).click();
  await expect(pay).toHaveCount(0);
  await expect(driver.getByRole('region', { name: en('amend.title') })).toHaveCount(0);
  await expect(driver.getByRole('button', { name: en('amend.open'), exact: true })).toBeVisible();
  const trip = driver.getByRole('region', { name: text('en', 'trip.label', 'checkout') });
  await expect(trip.getByText('4 days')).toBeVisible();
  await driver.screenshot({ path: testInfo.outputPath('5-driver-changed-and-paid.png'), fullPage: true });

  // The supplier hears of it.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await signIn(supplier, 'supplier@roadbook.example');
  await supplier.goto('/notifications?l=en');
  await expect(
    supplier.getByText(
      message('en', 'code.bookingAmended', 'notifications', { number: booking.number, car: booking.car }),
    ),
  ).toBeVisible();
  await context.close();
  await supplierContext.close();
});

for (const language of ['fr', 'es'] as const) {
  test(`the bookings, a booking's change and the notifications in ${language}, on a phone`, async ({
    browser,
  }, testInfo) => {
    // Three pages, each checked with axe and photographed.
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'driver@roadbook.example');
    await page.goto(`/bookings?l=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'page.title', 'bookings'),
    );
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`bookings-${language}.png`), fullPage: true });
    // A booking's page with its change form open (the demo driver's booking at the counter).
    await page
      .getByRole('link', { name: text(language, 'item.change', 'bookings'), exact: true })
      .first()
      .click();
    const form = page.getByRole('region', { name: text(language, 'amend.title', 'bookings') });
    await expect(form.getByLabel(text(language, 'amend.dropOff', 'bookings'))).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`booking-change-${language}.png`), fullPage: true });
    await page.goto(`/notifications?l=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'page.title', 'notifications'),
    );
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`notifications-${language}.png`), fullPage: true });
    await context.close();
  });
}
