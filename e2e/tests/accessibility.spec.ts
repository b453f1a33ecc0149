import { expect, test, type APIRequestContext } from '@playwright/test';
import { blockingViolations } from './axe';
import { text } from './catalogue';

const PAGES = [
  '/',
  '/?l=en',
  '/?l=fr',
  '/missing-page',
  '/missing-page?l=en',
  '/missing-page?l=fr',
  '/home?l=en',
  '/home?l=fr',
  '/home',
  '/home-stunning?l=en',
  '/preview?l=fr',
  '/home-modern?l=en',
  '/modern-home',
  '/home-old?l=en',
  '/search?l=en',
  '/search?size=midi&l=fr',
  '/locations?l=en',
  '/locations?l=es',
  '/suppliers?l=en',
  '/suppliers?l=fr',
  'search results',
  '/dev/outbox?l=en',
];

const DESKTOP = { name: 'desktop', width: 1280, height: 800 };
const PHONE = { name: 'mobile', width: 390, height: 844 };

/** The account and join pages anyone can open: each language on a desktop, English on a phone too. */
const ACCOUNT_ENTRY_PAGES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/activate',
  '/reset-password',
  '/suppliers/join',
  '/drivers/join',
].flatMap((path) => [
  ...(['en', 'fr', 'es'] as const).map((language) => ({
    address: `${path}?l=${language}`,
    viewport: DESKTOP,
  })),
  { address: `${path}?l=en`, viewport: PHONE },
]);

/** Pages of a signed-in account, each in the three languages, for the demo driver or supplier. */
const ACCOUNT_PAGES = [
  { path: '/settings', email: 'driver@roadbook.example' },
  { path: '/change-password', email: 'driver@roadbook.example' },
  { path: '/delete-my-account', email: 'driver@roadbook.example' },
  { path: '/delete-my-data', email: 'driver@roadbook.example' },
  { path: '/settings', email: 'supplier@roadbook.example' },
  { path: '/suppliers/complete-registration', email: 'supplier@roadbook.example' },
].flatMap((page) => (['en', 'fr', 'es'] as const).map((language) => ({ ...page, language })));

/** A search at the first demo place, a week from now, for three days. */
async function resultsAddress(request: APIRequestContext): Promise<string> {
  const body: { locations: { id: string }[] } = await (await request.get('/api/locations?lang=en')).json();
  const place = body.locations[0]?.id ?? '';
  const day = 24 * 3_600_000;
  const from = new Date(Math.ceil(Date.now() / day) * day + 7 * day + 10 * 3_600_000);
  const to = new Date(from.getTime() + 3 * day);
  const params = new URLSearchParams({
    pickup: place,
    from: from.toISOString(),
    to: to.toISOString(),
    l: 'en',
  });
  return `/search?${params.toString()}`;
}

const SCANS = [
  ...PAGES.flatMap((address) => [DESKTOP, PHONE].map((viewport) => ({ address, viewport }))),
  ...ACCOUNT_ENTRY_PAGES,
];

for (const { address, viewport } of SCANS) {
  test(`${address} on ${viewport.name} has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(address === 'search results' ? await resultsAddress(page.request) : address);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    if (address === 'search results') await expect(page.getByRole('article').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

for (const { path, email, language } of ACCOUNT_PAGES) {
  test(`${path}?l=${language} signed in as ${email} has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    await page.goto(`/sign-in?l=${language}`);
    await page.getByLabel(text(language, 'fields.email', 'account')).fill(email);
    await page
      .getByLabel(text(language, 'fields.password', 'account'), { exact: true })
      .fill('roadbook-demo');
    await page.getByRole('button', { name: text(language, 'signIn.submit', 'account'), exact: true }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    await page.goto(`${path}?l=${language}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
