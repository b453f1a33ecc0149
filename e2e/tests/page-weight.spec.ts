import { expect, test } from '@playwright/test';

import { formatFirstLoad, HOME_BUDGET_BYTES, measureFirstLoad, uncompressedFiles } from '../first-load.mjs';
import { measureLayoutShift } from './layout-shift';

// The home page's first load (HTML, JS and CSS over gzip) stays within 150 kB. The pages
// of the shell alone (maintenance, not found) must fit too, or no home page could. Each test prints
// the per-file table; `node e2e/measure-first-load.mjs` prints the same outside the test run.
for (const address of ['/home', '/', '/nowhere']) {
  test(`the first load of ${address} is at most 150 kB over gzip`, async ({ browser, baseURL }) => {
    const result = await measureFirstLoad(browser, `${baseURL}${address}`);
    console.log(formatFirstLoad(result));
    expect(uncompressedFiles(result)).toEqual([]);
    expect(result.budgetBytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });
}

// Nothing drawn first may be pushed down by what loads after it: the layout shift of a page's load
// stays under 0.1 (Lighthouse's "good"), also when the screen's code, its texts or its data arrive
// late — the footer once came first and jumped by most of a phone's screen (0.64).
const LATE = {
  // Every lazy chunk: pages and what they share (named by their hash), not the entry, framework or shell.
  'code late': /^\/assets\/(?!index-|framework-|shell-)[\w-]+\.js$/,
  'texts late': /^\/assets\/i18n\/[a-z]{2}\/(home|homeLower|searchForm|enums|search|places)\.json$/,
  'data late': /^\/api\//,
};
const CASES: [string, (keyof typeof LATE)[]][] = [
  ['/home', ['code late', 'texts late', 'data late']],
  ...['/home-stunning', '/preview', '/home-old', '/locations', '/suppliers'].map(
    (address): [string, (keyof typeof LATE)[]] => [address, ['texts late', 'data late']],
  ),
];

for (const [address, lateness] of CASES) {
  for (const late of lateness) {
    test(`${address} does not jump while it loads (${late})`, async ({ page }) => {
      // A first visit on a phone, as Lighthouse's mobile preset makes it.
      await page.setViewportSize({ width: 412, height: 823 });
      const shift = await measureLayoutShift(page, address, { slow: LATE[late] });
      expect(shift.total, JSON.stringify(shift.shifts)).toBeLessThan(0.1);
    });
  }
}
