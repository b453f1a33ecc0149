import { expect, test } from '@playwright/test';
import { text } from './catalogue';

const FOOTER_LINKS = [
  ['About Us', '/about'],
  ['Terms', '/tos'],
  ['Rent a Car', '/search'],
  ['Suppliers', '/suppliers'],
  ['Locations', '/locations'],
  ['Support', '/support'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacy'],
  ['FAQ', '/faq'],
  ['Cookie Policy', '/cookie-policy'],
  ['Accessibility', '/accessibility'],
] as const;

test('an unknown address shows the not-found page, in English with l=en', async ({ page }) => {
  await page.goto('/no/such/page?l=en');
  await expect(page.getByText('Nothing to see here!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Roadbook/);
  await page.screenshot({ path: 'test-results/screens/not-found-en.png', fullPage: true });
});

test('the page starts in the browser’s language: an English browser opening /home gets English', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const response = await page.goto('/home');
  // The document the server writes (Accept-Language), then the page the scripts draw (navigator.languages).
  expect(await response?.text()).toContain('<html lang="en">');
  expect(response?.headers().vary).toMatch(/accept-language/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'pages.professional.heading', 'home') }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Language: English$/ })).toBeVisible();
  // `l` still wins over the browser.
  await page.goto('/home?l=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();

  for (const [locale, language] of [
    ['fr-CA', 'fr'],
    // A browser in none of the site's languages gets the marketplace's default, Spanish.
    ['de-DE', 'es'],
  ] as const) {
    const other = await browser.newContext({ locale });
    const otherPage = await other.newPage();
    await otherPage.goto('/nowhere');
    await expect(otherPage.locator('html')).toHaveAttribute('lang', language);
    await expect(otherPage.getByText(text(language, 'notFound.message'))).toBeVisible();
    await other.close();
  }
});

test('the page starts in French or English with l', async ({ page }) => {
  await page.goto('/nowhere?l=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(text('fr', 'notFound.message'))).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/not-found-fr.png', fullPage: true });

  await page.goto('/nowhere?l=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the language menu in the footer switches the page and remembers the choice', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('combobox', { name: text('es', 'language.label') }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(text('fr', 'notFound.message'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('fr', 'footer.privacyPolicy') })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(text('fr', 'notFound.message'))).toBeVisible();
  });
});

test('the footer has its eleven links with their English names on any page', async ({ page }) => {
  for (const address of ['/?l=en', '/anything?l=en']) {
    await page.goto(address);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(11);
    for (const [name, href] of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  }
});

test('the maintenance page is at /', async ({ page }) => {
  await page.goto('/?l=en');
  await expect(page.getByRole('heading', { name: text('en', 'maintenance.title') })).toBeVisible();
  await expect(page.getByText(text('en', 'maintenance.message'))).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/maintenance-en.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?l=es');
  await expect(page.getByRole('heading', { name: text('es', 'maintenance.title') })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/maintenance-es-mobile.png', fullPage: true });
});

test('the chosen currency is kept across visits', async ({ page }) => {
  await page.goto('/nowhere?l=en');
  const currency = page.getByLabel(text('en', 'currency.label'));
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('EUR');
  await page.reload();
  await expect(page.getByLabel(text('en', 'currency.label'))).toHaveValue('EUR');
});

test('the navigation from a footer link loads its page with a progress bar and scrolls to the top', async ({
  page,
}) => {
  await page.goto('/nowhere?l=en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the API documentation opens under the security policy', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Roadbook API/ })).toBeVisible();
  await expect(page.getByText('/api/health')).toBeVisible();
  expect(errors).toEqual([]);
});
