import { expect, test } from '@playwright/test';

import { message, text } from './catalogue';

// Every home has the site's header: a driver signed in finds there, as on every other page, the
// notifications bell, their account menu and the way to sign out.

const HOMES = ['/home', '/home-stunning', '/preview', '/home-modern', '/modern-home', '/home-old'];

test("a signed-in driver has the site's header on every home, and signs out from it", async ({ page }) => {
  await page.goto('/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill('driver@roadbook.example');
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('roadbook-demo');
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);

  const banner = page.getByRole('banner');
  const accountMenu = banner.getByRole('button', {
    name: message('en', 'menu.labelOf', 'account', { name: 'Dana Driver' }),
  });
  for (const home of HOMES) {
    await page.goto(`${home}?l=en`);
    await expect(page.getByRole('heading', { level: 1 }), home).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Notifications, / }), home).toBeVisible();
    await expect(accountMenu, home).toBeVisible();
    await expect(banner.getByRole('link', { name: text('en', 'nav.signIn') }), home).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/screens/home-header-signed-in.png' });

  await accountMenu.click();
  await banner.getByRole('button', { name: text('en', 'nav.signOut') }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: text('en', 'nav.signIn') })).toBeVisible();
});
