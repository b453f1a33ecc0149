import { expect, test, type Browser, type Page } from '@playwright/test';

import { message, text } from './catalogue';
import { cutChartLabels, cutTexts, sidewaysOverflow, sidewaysScrolls } from './cut-text';

// No text is cut off, in each language, on a phone and on a laptop: the home's header for a signed-in
// driver, the back office's dashboard (its charts' axes and the status chart), its bookings list
// (table cells; on a laptop, the whole table in sight), the site settings and a supplier's agency
// settings (form labels), and a driver's settings. Each screen is measured in the browser
// (cut-text.ts) and kept as a screenshot in test-results/screens/layout/ to look at.

const LANGUAGES = ['en', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PASSWORD = 'roadbook-demo';
const SCREENS = 'test-results/screens/layout';
const DAY = 24 * 3_600_000;

/** A fresh browser signed in as `email`, on the site's sign-in or the back office's. */
async function signedIn(browser: Browser, email: string, area: 'site' | 'backOffice'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(area === 'site' ? '/sign-in?l=en' : '/admin/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

/** Opens `address` in `language`, waits for its heading and for whatever was loading. */
async function open(page: Page, address: string, language: Language) {
  await page.goto(`${address}${address.includes('?') ? '&' : '?'}l=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

/** Nothing on the page is cut or runs off its side; then its screenshot. */
async function expectNothingCut(page: Page, name: string) {
  // The back office's lists size their columns the frame after their rows come.
  await page.waitForTimeout(300);
  expect(await cutTexts(page.locator('body')), name).toEqual([]);
  expect(await sidewaysOverflow(page), name).toBe(0);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

for (const language of LANGUAGES) {
  test(`nothing is cut off in ${language}, on a phone and on a laptop`, async ({ browser }) => {
    test.setTimeout(180_000);
    const backOffice = (key: string) => text(language, key, 'backOffice');
    const driver = await signedIn(browser, 'driver@roadbook.example', 'site');
    const admin = await signedIn(browser, 'admin@roadbook.example', 'backOffice');
    const supplier = await signedIn(browser, 'supplier@roadbook.example', 'backOffice');
    // The demo's bookings lie from ten days ago to a few weeks ahead: every status is in the chart.
    const from = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const page of [driver, admin, supplier]) await page.setViewportSize(viewport);

      // The home's header is the site's: the signed-in driver's bell and account menu are there.
      await open(driver, '/home', language);
      const banner = driver.getByRole('banner');
      const bell = new RegExp(`^${text(language, 'menu.notifications', 'account')}, `);
      await expect(banner.getByRole('link', { name: bell })).toBeVisible();
      if (size === 'desktop') {
        const menu = message(language, 'menu.labelOf', 'account', { name: 'Dana Driver' });
        await expect(banner.getByRole('button', { name: menu })).toBeVisible();
      } else {
        await expect(banner.getByRole('button', { name: text(language, 'a11y.openMenu') })).toBeVisible();
      }
      await expect(banner.getByRole('link', { name: text(language, 'nav.signIn') })).toHaveCount(0);
      await expectNothingCut(driver, `home-${language}-${size}`);

      await open(driver, '/settings', language);
      await expect(
        driver.getByRole('region', { name: text(language, 'preferences.heading', 'settings') }),
      ).toBeVisible();
      await expectNothingCut(driver, `settings-${language}-${size}`);

      await open(admin, `/admin?from=${from}&to=${to}`, language);
      const charts = admin.getByRole('main').locator('svg:has(text)');
      await expect(charts).toHaveCount(2);
      for (const chart of await charts.all()) expect(await cutChartLabels(chart), size).toEqual([]);
      // The status chart names each status of the period.
      await expect(
        admin.getByText(text(language, 'bookingStatus.reserved', 'enums'), { exact: true }).first(),
      ).toBeVisible();
      await expectNothingCut(admin, `dashboard-${language}-${size}`);

      await open(admin, '/admin/bookings', language);
      await expect(admin.getByRole('grid').getByRole('row')).not.toHaveCount(1);
      // On a laptop the whole list fits, its price and status in sight (long names wrap); a phone
      // may scroll it sideways.
      if (size === 'desktop') {
        await admin.waitForTimeout(300);
        expect(await sidewaysScrolls(admin.getByRole('main')), `bookings-${language}`).toEqual([]);
      }
      await expectNothingCut(admin, `bookings-${language}-${size}`);

      await open(admin, '/admin/settings', language);
      await expect(
        admin.getByRole('heading', { level: 1, name: backOffice('settings.title') }),
      ).toBeVisible();
      await expectNothingCut(admin, `site-settings-${language}-${size}`);

      await open(supplier, '/admin/agency', language);
      await expect(
        supplier.getByRole('region', { name: text(language, 'supplier.conditionsHeading', 'settings') }),
      ).toBeVisible();
      await expectNothingCut(supplier, `agency-settings-${language}-${size}`);
    }
  });
}
