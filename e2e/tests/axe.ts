// The accessibility check of a page as it is on screen: axe's WCAG 2.1 A/AA and best-practice rules,
// keeping the serious and critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function blockingViolations(page: Page): Promise<string[]> {
  // Colours read halfway through a transition (a button just disabled fades to its new colours) are
  // neither the old contrast nor the new one: the check waits for the page's transitions to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
