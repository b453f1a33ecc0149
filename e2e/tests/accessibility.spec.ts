import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type BrowserContextOptions,
} from '@playwright/test';
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
];

interface Scan {
  address: string;
  viewport: typeof DESKTOP;
}

/** Pages of a signed-in account, each in the three languages, for the demo driver or supplier. */
const ACCOUNT_PAGES = [
  { path: '/settings', email: 'driver@roadbook.example' },
  { path: '/change-password', email: 'driver@roadbook.example' },
  { path: '/delete-my-account', email: 'driver@roadbook.example' },
  { path: '/delete-my-data', email: 'driver@roadbook.example' },
  { path: '/settings', email: 'supplier@roadbook.example' },
  { path: '/suppliers/complete-registration', email: 'supplier@roadbook.example' },
];

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

/**
 * Each scan opened in turn in the test's page: a page load and axe's run take one to two seconds,
 * a test of its own another two. Every page's violations are listed, keyed by its scan.
 */
// Each test scans its page two to four times (languages, a phone), several seconds each: its time
// is theirs together.
test.describe.configure({ timeout: 90_000 });

async function violationsOf(page: Page, scans: Scan[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const { address, viewport } of scans) {
    await page.setViewportSize(viewport);
    await page.goto(address === 'search results' ? await resultsAddress(page.request) : address);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    if (address === 'search results') await expect(page.getByRole('article').first()).toBeVisible();
    const violations = await blockingViolations(page);
    if (violations.length > 0) found[`${address} on ${viewport.name}`] = violations;
  }
  return found;
}

for (const address of PAGES) {
  test(`${address} has no serious or critical accessibility violation, on a desktop and on a phone`, async ({
    page,
  }) => {
    const scans = [DESKTOP, PHONE].map((viewport) => ({ address, viewport }));
    expect(await violationsOf(page, scans)).toEqual({});
  });
}

for (const path of ACCOUNT_ENTRY_PAGES) {
  test(`${path} has no serious or critical accessibility violation, in each language and on a phone`, async ({
    page,
  }) => {
    const scans = [
      ...(['en', 'fr', 'es'] as const).map((language) => ({
        address: `${path}?l=${language}`,
        viewport: DESKTOP,
      })),
      { address: `${path}?l=en`, viewport: PHONE },
    ];
    expect(await violationsOf(page, scans)).toEqual({});
  });
}

type StorageState = BrowserContextOptions['storageState'];

/** Each demo account signed in once per worker, its cookies and storage kept for the pages' tests. */
const signedInStates = new Map<string, Promise<StorageState>>();

function signedInState(browser: Browser, email: string): Promise<StorageState> {
  let state = signedInStates.get(email);
  if (!state) {
    state = signIn(browser, email);
    signedInStates.set(email, state);
  }
  return state;
}

async function signIn(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/sign-in?l=en');
    await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
    await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('roadbook-demo');
    await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
    await expect(page).not.toHaveURL(/sign-in/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

for (const { path, email } of ACCOUNT_PAGES) {
  test(`${path} signed in as ${email} has no serious or critical accessibility violation, in each language`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: await signedInState(browser, email) });
    const page = await context.newPage();
    const scans = (['en', 'fr', 'es'] as const).map((language) => ({
      address: `${path}?l=${language}`,
      viewport: DESKTOP,
    }));
    expect(await violationsOf(page, scans)).toEqual({});
    await context.close();
  });
}
