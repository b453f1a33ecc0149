import type { Page } from '@playwright/test';

// Cumulative layout shift of a page's load, as Lighthouse counts it: the sum of the layout-shift
// entries the browser reports (none follows user input here), with the elements that moved.

export interface LayoutShift {
  total: number;
  /** Each shift: when, how much, and the elements that moved (tag.class). */
  shifts: { at: number; value: number; moved: string[] }[];
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

declare global {
  interface Window {
    roadbookShifts?: LayoutShift['shifts'];
  }
}

/**
 * Opens `path` with the files matching `slow` held back `delayMs` (a screen's code or texts arriving
 * after the shell: the order a slow phone or network gives), waits for the footer and a quiet
 * network, and returns the layout shift of the load.
 */
export async function measureLayoutShift(
  page: Page,
  path: string,
  { slow, delayMs = 1000 }: { slow?: RegExp; delayMs?: number } = {},
): Promise<LayoutShift> {
  await page.addInitScript(() => {
    window.roadbookShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.roadbookShifts?.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: entry.sources.map(({ node }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let heldBack = 0;
  if (slow !== undefined) {
    await page.route(
      (url) => slow.test(url.pathname),
      async (route) => {
        heldBack += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue();
      },
    );
  }
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').waitFor();
  // A pattern that holds nothing back would measure an ordinary load.
  if (slow !== undefined && heldBack === 0) throw new Error(`No file of ${path} matched ${String(slow)}`);
  // Shifts are reported after the frame that made them.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.roadbookShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
