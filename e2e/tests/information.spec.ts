import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { newDriver } from './accounts';
import { text } from './catalogue';
import { linkTo, waitForEmail } from './mailbox';

// The pages a visitor reads before trusting the site: every footer link in each language, the help
// centres and their search, the newsletter, the contact form, and the cookie policy against what a
// visit really leaves in the browser.

const LANGUAGES = ['en', 'fr', 'es'] as const;
/** Pages other journeys already check with axe. */
const CHECKED_ELSEWHERE = ['/search', '/suppliers', '/locations'];

for (const language of LANGUAGES) {
  test(`every footer link leads to a page with real content, in ${language}`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(`/about?l=${language}`);
    const footer = page.getByRole('contentinfo').getByRole('navigation');
    await expect(footer.getByRole('link')).toHaveCount(11);
    const targets = await footer
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent ?? '' })),
      );
    for (const { href, name } of targets) {
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(text(language, 'notFound.message'));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (!CHECKED_ELSEWHERE.includes(href)) {
        // Real words: more than a title and a line.
        expect((await page.getByRole('main').innerText()).length, href).toBeGreaterThan(300);
        expect(await blockingViolations(page), href).toEqual([]);
      }
      if (!CHECKED_ELSEWHERE.includes(href) && language === 'en') {
        await page.screenshot({
          path: testInfo.outputPath(`${href.slice(1).replaceAll('/', '-') || 'home'}-${language}.png`),
          fullPage: true,
        });
      }
    }
  });
}

test('the help search finds an article from a misspelt French question', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help?l=fr');
  await page
    .getByRole('searchbox', { name: text('fr', 'search.label', 'help') })
    .fill('anuler ma reservasion');
  await page.getByRole('button', { name: text('fr', 'search.submit', 'help') }).click();
  await expect(page).toHaveURL(/\/help\/search\?q=anuler/);
  const results = page.getByRole('list', { name: text('fr', 'search.results', 'help') });
  const first = results.getByRole('link').first();
  await expect(first).toHaveText('Comment annuler une réservation');
  await expect(results.locator('mark').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('help-search-fr.png'), fullPage: true });

  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment annuler une réservation');
  await page.getByRole('button', { name: text('fr', 'feedback.yes', 'help') }).click();
  await expect(page.getByText(text('fr', 'feedback.thanks', 'help'))).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('help-article-fr.png'), fullPage: true });
});

test('a reader subscribes to the newsletter, confirms from the email, then unsubscribes from the next', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/marketing?l=en');
  await page.getByLabel(text('en', 'marketing.form.email', 'info')).fill(email);
  await page.getByRole('button', { name: text('en', 'marketing.form.subscribe', 'info') }).click();
  await expect(page.getByRole('status')).toContainText(email);

  const confirmation = await waitForEmail(request, baseURL, email, /Confirm your subscription/);
  await page.goto(linkTo(confirmation, '/marketing'));
  await expect(page.getByText(text('en', 'marketing.confirmed', 'info'))).toBeVisible();

  const welcome = await waitForEmail(request, baseURL, email, /Welcome to the Roadbook newsletter/);
  await page.goto(linkTo(welcome, '/marketing'));
  await expect(page.getByText(text('en', 'marketing.unsubscribed', 'info'))).toBeVisible();
});

test('a visitor writes to the team and receives a copy', async ({ page, request, baseURL }) => {
  const email = `visitor-${Date.now()}@example.com`;
  await page.goto('/contact?l=es');
  await page.getByLabel(text('es', 'contact.form.email', 'info')).fill(email);
  await page.getByLabel(text('es', 'contact.form.subject', 'info')).fill('Recogida en el aeropuerto');
  await page
    .getByLabel(text('es', 'contact.form.message', 'info'), { exact: true })
    .fill('¿Puedo recoger el coche a las 6?');
  await page.getByRole('button', { name: text('es', 'contact.form.send', 'info') }).click();
  // The message says it was sent, not that changes were saved.
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText(
    'Su mensaje se ha enviado.',
  );
  const copy = await waitForEmail(request, baseURL, email, /Hemos recibido su mensaje/);
  expect(copy.text).toContain('¿Puedo recoger el coche a las 6?');
});

test('the cookie policy lists every cookie and stored item a visit leaves', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A driver of the journey's own (it changes the account's language), activated in another
  // browser, signs in here staying connected, chooses a currency and a language, and looks around.
  const email = `cookies-${Date.now()}@example.com`;
  const elsewhere = await browser.newPage();
  await newDriver(elsewhere, request, baseURL, email, 'cookie-pass-1');
  await elsewhere.close();
  await page.goto('/sign-in?l=en');
  await page.getByLabel(text('en', 'fields.email', 'account')).fill(email);
  await page.getByLabel(text('en', 'fields.password', 'account'), { exact: true }).fill('cookie-pass-1');
  await page.getByLabel(text('en', 'fields.stayConnected', 'account')).check();
  await page.getByRole('button', { name: text('en', 'signIn.submit', 'account'), exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/bookings');
  await page.getByLabel(text('en', 'currency.label')).selectOption('EUR');
  await page.getByRole('combobox', { name: text('en', 'language.label') }).selectOption('fr');

  await page.goto('/cookie-policy?l=en');
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  const listed = await page.getByRole('table').getByRole('rowheader').allInnerTexts();
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(cookies).toContain('roadbook_session');
  expect(stored).toEqual(expect.arrayContaining(['roadbook.user', 'roadbook.currency', 'roadbook.language']));
  for (const name of [...cookies, ...stored]) expect(listed, name).toContain(name);
});
