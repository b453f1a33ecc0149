import { expect, test, type Page } from '@playwright/test';

import { blockingViolations } from './axe';
import { message, text } from './catalogue';
import { linkTo, waitForEmail } from './mailbox';

// The marketplace run from the back office, on the demo data: an admin verifies an agency that has
// just joined (it becomes public), adds a location with its three names and its place on the map,
// and every page of the back office passes axe for an admin (on a wide screen) and a supplier (on a
// phone).

const PASSWORD = 'roadbook-demo';
const en = (key: string) => text('en', key, 'backOffice');

async function signInToBackOffice(page: Page, email: string) {
  await page.goto('/admin/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();
}

async function expectPageAccessible(page: Page) {
  // As the page settles: a list still loading shows its progress bar, and a search typed may start
  // one more request (debounced) after it is gone; a lasting violation still fails.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(() => blockingViolations(page), { timeout: 10_000 }).toEqual([]);
}

async function publicSupplierNames(page: Page): Promise<string[]> {
  const body = (await (await page.request.get('/api/suppliers')).json()) as {
    suppliers: { name: string }[];
  };
  return body.suppliers.map(({ name }) => name);
}

test('an admin verifies an agency that has just joined, which then appears among the public suppliers', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const agency = `Verified Vans ${tag}`;
  const email = `verified-${tag}@example.com`;
  const origin = new URL(baseURL ?? '').origin;
  const signUp = await request.post('/api/supplier-sign-up', {
    headers: { origin },
    data: {
      fullName: agency,
      email,
      phone: '+34 600 123 456',
      password: 'agency-pass-1',
      confirmPassword: 'agency-pass-1',
      acceptTerms: true,
      language: 'en',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const activation = await waitForEmail(request, baseURL, email, /Activate your Roadbook account/);
  await page.goto(linkTo(activation, '/activate'));
  await expect(page.getByRole('heading', { name: text('en', 'activate.done', 'account') })).toBeVisible();
  expect(await publicSupplierNames(page)).not.toContain(agency);

  await signInToBackOffice(page, 'admin@roadbook.example');
  await page.getByRole('link', { name: en('nav.suppliers') }).click();
  await page.getByRole('searchbox', { name: en('list.search') }).fill(agency);
  await page.getByRole('searchbox', { name: en('list.search') }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: agency });
  await expect(row).toContainText(en('suppliers.states.toVerify'));
  await expectPageAccessible(page);
  await row
    .getByRole('button', {
      name: message('en', 'suppliers.actions.verifyLabel', 'backOffice', { name: agency }),
    })
    .click();
  await expect(
    page.getByText(message('en', 'suppliers.done.verify', 'backOffice', { name: agency })),
  ).toBeVisible();
  await expect(row).toContainText(en('suppliers.states.verified'));
  expect(await publicSupplierNames(page)).toContain(agency);
});

test('an admin adds a location with its three names and its place on the map; the public lists name it in each language', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const names = { en: `Harbour Gate ${tag}`, fr: `Porte du Port ${tag}`, es: `Puerta del Puerto ${tag}` };
  await signInToBackOffice(page, 'admin@roadbook.example');
  await page.getByRole('link', { name: en('nav.locations') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('places.title') })).toBeVisible();
  await page.getByRole('link', { name: en('places.add') }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('places.newTitle') })).toBeVisible();

  await page.getByRole('combobox', { name: en('places.fields.countryId') }).click();
  await page.getByRole('option').filter({ hasText: '(ES)' }).click();
  await page
    .getByRole('textbox', { name: en('places.fields.address'), exact: true })
    .fill('Moll de Barcelona, 08039 Barcelona');
  for (const language of ['en', 'fr', 'es'] as const) {
    const label = message('en', 'places.fields.name', 'backOffice', {
      language: en(`places.languages.${language}`),
    });
    await page.getByRole('textbox', { name: label, exact: true }).fill(names[language]);
  }
  // The position is picked on the map: the fields follow the click.
  const latitude = page.getByRole('textbox', { name: en('places.fields.latitude'), exact: true });
  const longitude = page.getByRole('textbox', { name: en('places.fields.longitude'), exact: true });
  await expect(latitude).toHaveValue('');
  await page.getByRole('region', { name: en('places.mapLabel') }).click({ position: { x: 220, y: 140 } });
  await expect(latitude).not.toHaveValue('');
  await expect(longitude).not.toHaveValue('');
  const position = {
    latitude: Number(await latitude.inputValue()),
    longitude: Number(await longitude.inputValue()),
  };
  expect(Math.abs(position.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(position.longitude)).toBeLessThanOrEqual(180);
  await expectPageAccessible(page);
  await page.screenshot({ path: 'test-results/back-office-location.png', fullPage: true });

  await page.getByRole('button', { name: en('places.create') }).click();
  await expect(page.getByText(en('places.created'))).toBeVisible();

  // The public lists name it in each language, where the map put it.
  for (const language of ['en', 'fr', 'es'] as const) {
    const found = (await (
      await page.request.get(`/api/locations?search=${encodeURIComponent(names[language])}&lang=${language}`)
    ).json()) as { locations: { name: string; latitude: number; longitude: number }[] };
    expect(found.locations.map(({ name }) => name)).toEqual([names[language]]);
    expect(found.locations[0]?.latitude).toBeCloseTo(position.latitude, 5);
    expect(found.locations[0]?.longitude).toBeCloseTo(position.longitude, 5);
  }
});

/** The first record's id a list answers, as the signed-in user of `page` reads it. */
async function firstId(page: Page, address: string, list: string): Promise<string> {
  const response = await page.request.get(address);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as Record<string, { id: string }[] | undefined>;
  const id = body[list]?.[0]?.id;
  if (id === undefined) throw new Error(`${address} lists no ${list}`);
  return id;
}

/** Opens each address and checks it with axe once its heading shows. */
async function expectEveryPageAccessible(page: Page, addresses: string[], screenshotPrefix: string) {
  const failures: string[] = [];
  for (const address of addresses) {
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}l=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const violations = await blockingViolations(page);
    if (violations.length > 0) failures.push(`${address}: ${violations.join('; ')}`);
    const name = address.replace(/^\/admin\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'dashboard';
    await page.screenshot({ path: `test-results/${screenshotPrefix}-${name}.png`, fullPage: true });
  }
  expect(failures).toEqual([]);
}

const SHARED_PAGES = [
  '/admin',
  '/admin/cars',
  '/admin/cars/new',
  '/admin/cars/import',
  '/admin/bookings',
  '/admin/bookings/new',
  '/admin/calendar',
  '/admin/drivers',
];

/** The admin's pages, in two halves checked side by side: about ten seconds a page. */
const ADMIN_PAGES: ((ids: Record<string, string>) => string[])[] = [
  ({ car, booking, driver }) => [
    ...SHARED_PAGES,
    `/admin/cars/${car}`,
    `/admin/bookings/${booking}`,
    `/admin/drivers/${driver}`,
  ],
  ({ supplier, location, article }) => [
    '/admin/suppliers',
    `/admin/suppliers/${supplier}`,
    '/admin/leads',
    '/admin/audit',
    '/admin/locations',
    '/admin/locations/new',
    `/admin/locations/${location}`,
    '/admin/countries',
    '/admin/help',
    '/admin/help/new',
    `/admin/help/${article}`,
    '/admin/settings',
  ],
];

for (const [half, pagesOf] of ADMIN_PAGES.entries()) {
  test(`every page of the back office passes axe for an admin, on a wide screen (${half + 1} of 2)`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signInToBackOffice(admin, 'admin@roadbook.example');
    const ids = {
      car: await firstId(admin, '/api/admin/cars?pageSize=1', 'cars'),
      supplier: await firstId(admin, '/api/admin/suppliers?pageSize=1', 'suppliers'),
      driver: await firstId(admin, '/api/admin/drivers?pageSize=1', 'drivers'),
      booking: await firstId(admin, '/api/bookings?pageSize=1', 'bookings'),
      location: await firstId(admin, '/api/admin/locations?pageSize=1', 'locations'),
      article: await firstId(admin, '/api/admin/help/articles', 'articles'),
    };
    await expectEveryPageAccessible(admin, pagesOf(ids), 'back-office-admin');
    await context.close();
  });
}

test('every page of the back office passes axe for a supplier, on a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await context.newPage();
  await signInToBackOffice(supplier, 'supplier@roadbook.example');
  const car = await firstId(supplier, '/api/admin/cars?pageSize=1', 'cars');
  const booking = await firstId(supplier, '/api/bookings?pageSize=1', 'bookings');
  await expectEveryPageAccessible(
    supplier,
    [...SHARED_PAGES, `/admin/cars/${car}`, `/admin/bookings/${booking}`],
    'back-office-supplier-phone',
  );
  await context.close();
});
