import { expect, test, type Page } from '@playwright/test';

import { blockingViolations } from './axe';
import { text } from './catalogue';

// A supplier's agency settings are the back office's: its menu opens them inside its own frame, and
// the rental conditions saved there are the agency's.

const en = (key: string) => text('en', key, 'backOffice');

async function minimumRentalDays(page: Page, days: string) {
  const conditions = page.getByRole('region', { name: text('en', 'supplier.conditionsHeading', 'settings') });
  await conditions.getByLabel(text('en', 'supplier.minimumRentalDays', 'settings')).fill(days);
  await conditions.getByRole('button', { name: text('en', 'supplier.submit', 'settings') }).click();
  await expect(page.getByText(text('en', 'success.changesSaved')).last()).toBeVisible();
}

test('the agency settings open inside the back office, from its menu', async ({ page }) => {
  await page.goto('/admin/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill('supplier@roadbook.example');
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('roadbook-demo');
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.title') })).toBeVisible();

  const sections = page.getByRole('navigation', { name: en('nav.label') });
  await sections.getByRole('link', { name: en('nav.agencySettings') }).click();
  await expect(page).toHaveURL(/\/admin\/agency$/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.agencySettings') })).toBeVisible();
  // The back office's frame, this section the current one; not the site's header.
  await expect(sections.getByRole('link', { name: en('nav.agencySettings') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('region', { name: text('en', 'profile.supplierHeading', 'settings') }),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Saved from here, the conditions are the agency's: read again after a reload. (Three days: the
  // journeys running meanwhile book three-day rentals.)
  await minimumRentalDays(page, '3');
  await page.reload();
  await expect(page.getByLabel(text('en', 'supplier.minimumRentalDays', 'settings'))).toHaveValue('3');
  // The demo agency as the other journeys know it.
  await minimumRentalDays(page, '1');
});
