import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { text } from './catalogue';

// The internal area with the two accounts the site generated at its first start (written to its data
// folder, readable by its owner only): the guard, the editor's revision, the reader's view.

function generatedAccount(role: 'reader' | 'editor') {
  const file = path.resolve(import.meta.dirname, '../.server-data/internal-accounts.txt');
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${role} `));
  const [, username = '', password = ''] = line?.split(' ') ?? [];
  return { username, password };
}

const internal = (key: string) => text('en', key, 'internal');

async function signIn(page: Page, role: 'reader' | 'editor') {
  const { username, password } = generatedAccount(role);
  await page.getByLabel(internal('login.username')).fill(username);
  await page.getByLabel(internal('login.password')).fill(password);
  await page.getByRole('button', { name: internal('login.submit') }).click();
}

test('the guide is guarded; the editor saves a revision that the reader then reads', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  expect(
    (
      fs.statSync(path.resolve(import.meta.dirname, '../.server-data/internal-accounts.txt')).mode & 0o777
    ).toString(8),
  ).toBe('600');
  const editorContext = await browser.newContext();
  const page = await editorContext.newPage();
  await page.goto('/about?l=en');
  await page.goto('/internal/commercial-guide?l=en');
  await expect(page).toHaveURL(/\/internal\/login\?from=%2Finternal%2Fcommercial-guide%3Fl%3Den$/);
  expect(await blockingViolations(page)).toEqual([]);
  await signIn(page, 'editor');
  await expect(page).toHaveURL(/\/internal\/commercial-guide\?l=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(internal('guide.title'));

  const words = `Agencies get their first month free (${Date.now()})`;
  await page.getByRole('button', { name: internal('guide.edit') }).click();
  const editor = page.getByRole('textbox', { name: internal('guide.editorLabel') });
  await editor.click();
  await page.getByRole('button', { name: internal('toolbar.heading'), exact: true }).click();
  await page.keyboard.type('Offers');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: internal('toolbar.bold'), exact: true }).click();
  await page.keyboard.type(words);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('guide-editor.png'), fullPage: true });
  await page.getByRole('button', { name: internal('guide.save') }).click();
  await expect(page.getByText(text('en', 'success.changesSaved'))).toBeVisible();
  const guide = page.getByRole('document', { name: internal('guide.title') });
  await expect(guide.getByRole('heading', { name: 'Offers' })).toBeVisible();
  await expect(guide.locator('strong')).toHaveText(words);

  // The sign-in replaced the guard's stop in the history: back leads where the visitor was before.
  await page.goBack();
  await expect(page).toHaveURL(/\/about\?l=en$/);

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto('/internal/login?l=en');
  await signIn(reader, 'reader');
  const read = reader.getByRole('document', { name: internal('guide.title') });
  await expect(read.locator('strong')).toHaveText(words);
  await expect(reader.getByRole('button', { name: internal('guide.edit') })).toHaveCount(0);
  const history = reader.getByRole('region', { name: internal('history.title') });
  await expect(history.getByRole('listitem').first()).toContainText(generatedAccount('editor').username);
  expect(await blockingViolations(reader)).toEqual([]);
  await reader.screenshot({ path: testInfo.outputPath('guide-reader.png'), fullPage: true });

  // Signing out ends the session: the guide is guarded again.
  await reader.getByRole('button', { name: internal('guide.signOut') }).click();
  await expect(reader).toHaveURL(/\/internal\/login/);
  await reader.goto('/internal/commercial-guide?l=en');
  await expect(reader).toHaveURL(/\/internal\/login/);
  await editorContext.close();
  await readerContext.close();
});
