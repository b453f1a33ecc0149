import { expect, test, type Page } from '@playwright/test';

import { MIN_PICK_UP_HOURS } from '@roadbook/domain/constants';

import { message, text } from './catalogue';

// A visitor's search, end to end on the demo data: from the home page through the search form to
// priced results, then a reload, filters, paging and French.

async function searchFromHome(page: Page, place: string) {
  await page.goto('/home?l=en');
  const pickUp = page.getByRole('combobox', { name: text('en', 'pickUpLocation', 'searchForm') });
  await pickUp.fill(place.slice(0, 5));
  await page
    .getByRole('option', { name: new RegExp(place) })
    .first()
    .click();
  await expect(pickUp).toHaveValue(new RegExp(place));
  await page.getByRole('button', { name: text('en', 'search', 'searchForm'), exact: true }).click();
  await expect(page).toHaveURL(/\/search\?pickup=/);
}

const results = (page: Page) => page.getByRole('article');

test('from /home to priced results that survive a reload, with filters and pages', async ({ page }) => {
  await searchFromHome(page, 'Paris Charles de Gaulle Airport');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris Charles de Gaulle Airport');
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).first()).toContainText('$');
  const firstPage = await results(page).allInnerTexts();
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage.length).toBeLessThanOrEqual(15);
  await page.screenshot({ path: 'test-results/screens/search-en.png', fullPage: true });

  // The URL is the search: a reload shows the same cars in the same order.
  const url = page.url();
  await page.reload();
  await expect(results(page).first()).toBeVisible();
  expect(await results(page).allInnerTexts()).toEqual(firstPage);
  expect(page.url()).toBe(url);

  // The demo data has more than a page of cars here: paging goes through real links.
  const pages = page.getByRole('navigation', { name: text('en', 'pagination.label', 'search') });
  await expect(pages).toBeVisible();
  await pages.getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The previous page stays on screen, dimmed, until the next one arrives.
  await expect.poll(() => results(page).allInnerTexts()).not.toEqual(firstPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);

  // A filter narrows the results and goes into the URL.
  const automatic = page.getByRole('checkbox', { name: /Automatic/ }).first();
  await automatic.click();
  await expect(page).toHaveURL(/gearbox=automatic/);
  await expect(automatic).toBeChecked();
  await expect
    .poll(async () => (await results(page).allInnerTexts()).every((card) => card.includes('Automatic')))
    .toBe(true);
});

test('the same search in French with l=fr', async ({ page }) => {
  await searchFromHome(page, 'Paris Gare de Lyon');
  const url = new URL(page.url());
  url.searchParams.set('l', 'fr');
  await page.goto(url.pathname + url.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByLabel(text('fr', 'sort.label', 'search'))).toBeVisible();
  await expect(page.getByText(text('fr', 'filters.title', 'search'), { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-fr.png', fullPage: true });
});

test('the search form refuses a pick-up sooner than the rule allows', async ({ page }) => {
  await page.goto('/home?l=en');
  const pickUp = page.getByRole('combobox', { name: text('en', 'pickUpLocation', 'searchForm') });
  await pickUp.fill('Lyon');
  await page
    .getByRole('option', { name: /Lyon Part-Dieu/ })
    .first()
    .click();
  const soon = new Date(Date.now() + MIN_PICK_UP_HOURS * 3_600_000 - 10 * 60_000);
  const local = (date: Date) =>
    new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel(text('en', 'pickUpDate', 'searchForm')).fill(local(soon));
  await page.getByRole('button', { name: text('en', 'search', 'searchForm'), exact: true }).click();
  const tooSoon = message('en', 'validation.pickUpTooSoon', 'errors', { count: MIN_PICK_UP_HOURS });
  await expect(page.getByRole('alert').filter({ hasText: tooSoon })).toBeVisible();
  await expect(page).toHaveURL(/\/home/);
});
