import { expect, test, type Page } from '@playwright/test';

import { quoteRental } from '../../packages/domain/src/pricing';
import { carInputFixture } from '../../packages/domain/src/testing/car-input.fixture';
import { formatMoney } from '../../packages/i18n/src/format-number';
import { blockingViolations } from './axe';
import { message, text } from './catalogue';
import { addLicenceIfAsked, fillAdditionalDriverIfAsked } from './checkout-steps';
import { PNG } from './files';

// The back office, end to end on the demo data: the demo supplier (Sol Rent) signs in, adds a car
// with its tiers, a price by date, options, a pick-up place and an image, and the public search
// finds it at the price the rule gives; a driver books it at the counter, the supplier confirms the
// booking and the driver sees it confirmed. A driver is refused at the back office's door. Each page is
// checked with axe.

const DAY = 24 * 3_600_000;
const PASSWORD = 'roadbook-demo';
const en = (key: string) => text('en', key, 'backOffice');
const field = (page: Page, key: string) => page.getByLabel(en(`car.fields.${key}`), { exact: true });
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInToBackOffice(page: Page, email: string) {
  await page.goto('/admin?l=en');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: en('signIn.title') })).toBeVisible();
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
}

async function signInOnSite(page: Page, email: string) {
  await page.goto('/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

async function expectAccessible(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

/** A calendar day (UTC) as a date input takes it. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

test('a supplier adds a car with tiers, a price by date, options and an image; the search prices it by the rule; a driver books it and the supplier confirms it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Journey Clio ${Date.now().toString(36)}`;
  const { locations } = (await (await page.request.get('/api/locations?lang=en&pageSize=5')).json()) as {
    locations: { id: string; name: string }[];
  };
  const place = locations[0];
  if (place === undefined) throw new Error('The demo data has no place');

  await signInToBackOffice(page, 'supplier@roadbook.example');
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en('nav.cars') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('fleet.title') })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Fiat 500' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en('fleet.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('car.newTitle') })).toBeVisible();
  await expectAccessible(page);

  // Sent empty, the form says what is missing before anything reaches the API.
  await page.getByRole('button', { name: en('car.create') }).click();
  const summary = page.getByRole('group', { name: text('en', 'validation.fixErrors', 'errors') });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(en('car.fields.locationIds'));

  await page.getByRole('textbox', { name: en('car.fields.name'), exact: true }).fill(name);
  await field(page, 'deposit').fill('300');
  const from = new Date(Math.ceil(Date.now() / DAY) * DAY + 20 * DAY + 10 * 3_600_000);
  const to = new Date(from.getTime() + 10 * DAY);
  await page.getByRole('combobox', { name: en('car.fields.locationIds') }).fill(place.name);
  await page.getByRole('option', { name: place.name, exact: true }).click();
  await field(page, 'dailyPrice').fill('40');
  await field(page, 'discountedDailyPrice').fill('36');
  await field(page, 'weeklyPrice').fill('210');
  await field(page, 'biWeeklyPrice').fill('100');

  // Two periods that share a day are refused, naming the other one.
  await field(page, 'isDateBasedPrice').check();
  await page.getByRole('button', { name: en('car.addRange') }).click();
  await page.getByRole('button', { name: en('car.addRange') }).click();
  const range = (number: number, key: string) =>
    page.getByLabel(`${message('en', 'car.range', 'backOffice', { number })} · ${en(`car.fields.${key}`)}`);
  await range(1, 'startDate').fill(dayOf(from));
  await range(1, 'endDate').fill(dayOf(new Date(from.getTime() + DAY)));
  await range(1, 'rangeDailyPrice').fill('60');
  await range(2, 'startDate').fill(dayOf(new Date(from.getTime() + DAY)));
  await range(2, 'endDate').fill(dayOf(new Date(from.getTime() + 3 * DAY)));
  await range(2, 'rangeDailyPrice').fill('55');
  await page.getByRole('button', { name: en('car.create') }).click();
  await expect(summary).toContainText(message('en', 'validation.dateRangesOverlap', 'errors', { other: 1 }));
  await range(2, 'startDate').fill(dayOf(new Date(from.getTime() + 2 * DAY)));

  // Theft protection at $9 a day; cancellation included.
  await page
    .getByRole('radiogroup', { name: text('en', 'carOption.theftProtection', 'enums') })
    .getByLabel(en('car.option.price'))
    .check();
  await page
    .getByLabel(
      message('en', 'car.optionPrice', 'backOffice', {
        option: text('en', 'carOption.theftProtection', 'enums'),
      }),
    )
    .fill('9');
  await page
    .getByRole('radiogroup', { name: text('en', 'carOption.cancellation', 'enums') })
    .getByLabel(en('car.option.included'))
    .check();

  await page.getByRole('button', { name: en('car.create') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('en', 'car.editTitle', 'backOffice', { name }) }),
  ).toBeVisible();
  await expect(page.getByText(en('car.created'))).toBeVisible();
  const carId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'clio.png', mimeType: 'image/png', buffer: PNG });
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  // Cropped to 300×200, stored at twice that for sharp screens (measured once the file has loaded:
  // a visible image may still be arriving).
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]))
    .toEqual([600, 400]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/back-office-car.png', fullPage: true });

  // What the rule gives for this car and period, from the car as the API stores it.
  const { car } = (await (await page.request.get(`/api/cars/${carId}`)).json()) as {
    car: Parameters<typeof quoteRental>[0] & { supplier: { priceChangeRate: number } };
  };
  expect(car.isDateBasedPrice).toBe(true);
  const quote = quoteRental(car, { from, to }, [], car.supplier);
  // Days 1–2 at $60, 3–4 at $55, the six others at the discounted $36.
  expect(quote.totalMinor).toBe(2 * 6_000 + 2 * 5_500 + 6 * 3_600);

  const visitor = await browser.newPage();
  const search = new URLSearchParams({
    pickup: place.id,
    from: from.toISOString(),
    to: to.toISOString(),
    l: 'en',
  });
  await visitor.goto(`/search?${search.toString()}`);
  const card = visitor.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(formatMoney(quote.totalMinor, 'USD', 'en'));

  // A driver books it, to pay at the counter: the booking waits for the supplier.
  const driver = visitor;
  await signInOnSite(driver, 'driver@roadbook.example');
  await driver.goto(`/search?${search.toString()}`);
  await driver
    .getByRole('article')
    .filter({ hasText: name })
    .getByRole('link', { name: text('en', 'card.book', 'search'), exact: true })
    .click();
  await expect(driver).toHaveURL(/\/checkout\?car=/);
  const counter = driver.getByRole('radio', {
    name: new RegExp(text('en', 'payment.counter.title', 'checkout')),
  });
  // Sol Rent asks for a driving licence.
  await expect(
    driver.getByRole('group', { name: text('en', 'licence.legend', 'checkout'), exact: true }),
  ).toBeVisible();
  await fillAdditionalDriverIfAsked(driver);
  await addLicenceIfAsked(driver);
  await counter.check();
  await driver.getByRole('button', { name: text('en', 'form.book', 'checkout'), exact: true }).click();
  await expect(
    driver.getByRole('heading', { name: text('en', 'confirmation.bookedHeading', 'checkout') }),
  ).toBeVisible();
  const number = (
    await driver
      .getByText(text('en', 'confirmation.number', 'checkout'))
      .locator('strong')
      .innerText()
  ).trim();

  // The supplier finds it among its bookings and confirms it.
  await page.getByRole('link', { name: en('nav.bookings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('bookings.title') })).toBeVisible();
  await page.getByRole('link', { name: message('en', 'bookings.open', 'backOffice', { number }) }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: message('en', 'bookings.detail.title', 'backOffice', { number }),
    }),
  ).toBeVisible();
  await expect(page.getByText(text('en', 'bookingStatus.pending', 'enums')).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: en('bookings.actions.confirmed'), exact: true }).click();
  await page.getByRole('button', { name: en('bookings.actions.confirmAction'), exact: true }).click();
  await expect(
    page.getByText(message('en', 'bookings.actions.done.confirmed', 'backOffice', { number })),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/back-office-booking.png', fullPage: true });

  // The driver sees it confirmed.
  await driver.goto(`/bookings?l=en&keyword=${number}`);
  await expect(driver.getByText(name).first()).toBeVisible();
  await expect(driver.getByText(text('en', 'bookingStatus.confirmed', 'enums')).first()).toBeVisible();
  await driver.close();
});

test('a driver is refused at the back office, and told where their bookings are', async ({ page }) => {
  await signInToBackOffice(page, 'driver@roadbook.example');
  await expect(page.getByText(text('en', 'auth.backOfficeOnly', 'errors'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expectAccessible(page);
});

test('an admin finds a change in the audit trail, by record and by person, with the fields before and after', async ({
  page,
}) => {
  await signInToBackOffice(page, 'admin@roadbook.example');
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
  const origin = new URL(page.url()).origin;

  // A car of Sol Rent, made and then renamed through the back office's API as the admin.
  const { suppliers } = (await (
    await page.request.get('/api/admin/suppliers?keyword=Sol%20Rent')
  ).json()) as {
    suppliers: { id: string }[];
  };
  const { locations } = (await (await page.request.get('/api/locations?lang=en&pageSize=1')).json()) as {
    locations: { id: string }[];
  };
  const name = `Audited ${Date.now().toString(36)}`;
  const body = {
    ...carInputFixture({ locationIds: locations.map(({ id }) => id) }),
    supplierId: suppliers[0]?.id,
    name,
  };
  const created = await page.request.post('/api/admin/cars', { headers: { origin }, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { car } = (await created.json()) as { car: { id: string } };
  const renamed = await page.request.put(`/api/admin/cars/${car.id}`, {
    headers: { origin },
    data: { ...body, name: `${name} II`, seats: 4 },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.getByRole('link', { name: en('nav.audit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('audit.title') })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('gridcell', { name: `${en('audit.kinds.car')} · ${name} II` })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(new RegExp(`recordId=${car.id}`));
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(en('audit.actions.update'));
  await expect(rows.last()).toContainText(en('audit.actions.create'));

  await rows
    .first()
    .getByRole('button', { name: en('audit.show') })
    .click();
  const changes = page.getByRole('dialog');
  // Each field by the label its form gives it ('Seats'), never by its code name (`seats`).
  const fieldRow = (label: string) =>
    changes.getByRole('row', { name: new RegExp(`^${escapeRegExp(label)} `) });
  await expect(fieldRow(en('car.fields.seats'))).toContainText('5');
  await expect(fieldRow(en('car.fields.seats'))).toContainText('4');
  await expect(fieldRow('seats')).toHaveCount(0);
  await expect(fieldRow(en('car.fields.name'))).toContainText(`${name} II`);
  await expect(fieldRow(en('car.fields.doors'))).toHaveCount(0);
  await expectAccessible(page);
  await changes.getByRole('button', { name: en('audit.close') }).click();

  // By person: the admin's own changes.
  await rows.first().getByRole('button', { name: 'Alex Admin' }).click();
  await expect(page).toHaveURL(/actor=/);
  await expect(page.getByRole('button', { name: /Alex Admin/ }).first()).toBeVisible();
});

test('an admin imports a CSV fleet: a bad line is shown before anything is written, then the whole file goes in', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const header =
    'name,supplier,size,fuelType,gearbox,seats,doors,mileage,deposit,dailyPrice,weeklyPrice,locations';
  const line = (name: string, size: string) =>
    `${name},supplier@roadbook.example,${size},diesel,manual,5,5,unlimited,300,41.50,250,Barcelona Sants`;
  const csv = (rows: string[]) => ({
    name: 'fleet.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  const first = `Imported Ibiza ${tag}`;
  const second = `Imported Leon ${tag}`;

  await signInToBackOffice(page, 'admin@roadbook.example');
  await page.getByRole('link', { name: en('nav.cars') }).click();
  await page.getByRole('link', { name: en('fleet.import') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('import.title') })).toBeVisible();
  await expectAccessible(page);

  await page.locator('input[type=file]').setInputFiles(csv([line(first, 'mini'), line(second, 'limousine')]));
  const preview = page.getByRole('table', { name: en('import.previewTitle') });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    message('en', 'import.someInvalid', 'backOffice', { count: 1, valid: 1 }),
  );
  const bad = preview.getByRole('row').filter({ hasText: second });
  await expect(bad).toContainText('3');
  await expect(bad).toContainText(`size: ${text('en', 'validation.invalidValue', 'errors')}`);
  await expect(
    page.getByRole('button', { name: message('en', 'import.submit', 'backOffice', { count: 1 }) }),
  ).toBeDisabled();
  await expectAccessible(page);
  // Nothing was written.
  const before = (await (await page.request.get(`/api/admin/cars?keyword=${tag}`)).json()) as {
    total: number;
  };
  expect(before.total).toBe(0);

  await page.locator('input[type=file]').setInputFiles(csv([line(first, 'mini'), line(second, 'midi')]));
  await expect(page.getByRole('status')).toContainText(
    message('en', 'import.allValid', 'backOffice', { count: 2 }),
  );
  await page
    .getByRole('button', { name: message('en', 'import.submit', 'backOffice', { count: 2 }) })
    .click();
  await expect(page.getByText(message('en', 'import.done', 'backOffice', { count: 2 }))).toBeVisible();
  await page.getByRole('link', { name: en('import.toFleet') }).click();
  await page.getByRole('searchbox', { name: en('list.search') }).fill(tag);
  await page.getByRole('searchbox', { name: en('list.search') }).press('Enter');
  await expect(page.getByRole('gridcell', { name: first, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: second, exact: true })).toBeVisible();
});
