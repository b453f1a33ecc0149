import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

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

for (const address of PAGES) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`${address} on ${viewport.name} has no serious or critical accessibility violation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(address === 'search results' ? await resultsAddress(page.request) : address);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      if (address === 'search results') await expect(page.getByRole('article').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
