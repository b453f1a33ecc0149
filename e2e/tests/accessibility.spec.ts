import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = ['/', '/?l=en', '/?l=fr', '/missing-page', '/missing-page?l=en', '/missing-page?l=fr'];

for (const address of PAGES) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    test(`${address} on ${viewport.name} has no serious or critical accessibility violation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(address);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
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
