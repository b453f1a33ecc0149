import { expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '@roadbook/domain/public-pages';

// What a search engine, a link preview or a browser without JavaScript gets: every public page in
// each language, read with scripts off, carries the title and heading that the site shows once its
// scripts run, its language's alternates and its structured data (the API's tests check each
// piece; this checks them against what the site shows).

const LANGUAGES = ['en', 'fr', 'es'] as const;

/** The title and main heading of the page at `url`, opened in `page` (with or without scripts). */
async function titleAndHeading(page: Page, url: string, javaScriptEnabled: boolean) {
  const response = await page.goto(url);
  const heading = page.getByRole('heading', { level: 1 });
  if (javaScriptEnabled) {
    // The app has replaced the server's text once its own page is there (the site's layout).
    await expect(page.locator('#root > main.rb-page-text')).toHaveCount(0);
  }
  await expect(heading).toBeVisible();
  return {
    status: response?.status(),
    title: await page.title(),
    heading: (await heading.innerText()).trim(),
  };
}

/** A page of a browser with scripts on or off; the pages of one test share its cache. */
async function browserPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

for (const language of LANGUAGES) {
  test(`every public page says its title and heading without scripts, as the site does with them, in ${language}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const suppliersHidden = ((await (await request.get('/api/config')).json()) as { hideSuppliers: boolean })
      .hideSuppliers;
    const withoutScripts = await browserPage(browser, false);
    const withScripts = await browserPage(browser, true);
    for (const path of PUBLIC_PAGES.filter((page) => !(suppliersHidden && page === '/suppliers'))) {
      const url = `${path}?l=${language}`;
      const read = await titleAndHeading(withoutScripts, url, false);
      expect(read.status, url).toBe(200);
      expect(read, url).toEqual(await titleAndHeading(withScripts, url, true));

      // What a plain fetch reads: the language, its alternates and the structured data.
      const html = await (await request.get(url, { headers: { accept: '*/*' } })).text();
      expect(html, url).toContain(`<html lang="${language}">`);
      for (const hreflang of [...LANGUAGES, 'x-default'])
        expect(html, url).toContain(`hreflang="${hreflang}"`);
      expect(html, url).toContain('<script type="application/ld+json">');
    }
    await withoutScripts.context().close();
    await withScripts.context().close();
  });
}

test('an unknown address answers 404 with the not-found page, with or without scripts', async ({
  browser,
}) => {
  const [withoutScripts, withScripts] = [await browserPage(browser, false), await browserPage(browser, true)];
  const read = await titleAndHeading(withoutScripts, '/no-such-page?l=fr', false);
  expect(read.status).toBe(404);
  expect(read).toEqual(await titleAndHeading(withScripts, '/no-such-page?l=fr', true));
  await withoutScripts.context().close();
  await withScripts.context().close();
});
