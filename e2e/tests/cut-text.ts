// What a reader would find cut off on a page, measured in the browser: a text whose box clips it (an
// element hiding its overflow, or ending it with an ellipsis, that holds more than it shows), a
// page wider than the screen, and a chart's labels shortened or drawn outside its picture.
import type { Locator, Page } from '@playwright/test';

/**
 * The texts inside `scope` that their box cuts: each box of text (an element with text whose
 * elements inside, if any, are inline: a table cell holding a link, a label and its asterisk) whose
 * overflow is hidden or clipped, or ends with an ellipsis, and whose text is wider or taller than
 * what it shows. A scrolled area is not cut: it scrolls. Returns "text (shown of needed)" for each.
 */
export async function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      // One pixel of slack: sub-pixel widths round up in scrollWidth.
      const isCutX = clipsX && element.scrollWidth > element.clientWidth + 1;
      const isCutY = clipsY && element.scrollHeight > element.clientHeight + 1;
      // Text kept for screen readers only (a box of a pixel) is not text cut off.
      const isVisuallyHidden = element.clientWidth <= 1 || element.clientHeight <= 1;
      if (!(isCutX || isCutY) || isVisuallyHidden) continue;
      const text = element.innerText.trim();
      const isTextBox = Array.from(element.querySelectorAll('*')).every((inner) =>
        ['inline', 'contents', 'none'].includes(getComputedStyle(inner).display),
      );
      if (text !== '' && isTextBox) {
        cut.push(
          `${text} (${element.clientWidth}×${element.clientHeight} of ${element.scrollWidth}×${element.scrollHeight})`,
        );
      }
    }
    return cut;
  });
}

/** How far the page is wider than the window (0 when it fits: nothing runs off the screen's side). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The labels of a chart (the texts of its svg: axes' ticks, labels) that are shortened with an
 * ellipsis ('150…') or drawn, even in part, outside the svg's box, where they are cut off.
 */
export async function cutChartLabels(chart: Locator): Promise<string[]> {
  return chart.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const cut: string[] = [];
    for (const label of Array.from(svg.querySelectorAll('text'))) {
      const content = (label.textContent ?? '').trim();
      const rect = label.getBoundingClientRect();
      if (rect.width === 0 || content === '') continue;
      const slack = 0.5;
      const isOutside =
        rect.left < box.left - slack ||
        rect.right > box.right + slack ||
        rect.top < box.top - slack ||
        rect.bottom > box.bottom + slack;
      if (isOutside || content.includes('…')) {
        cut.push(
          `${content} (${Math.round(rect.left - box.left)}…${Math.round(rect.right - box.left)} of ${Math.round(box.width)})`,
        );
      }
    }
    return cut;
  });
}

/**
 * The areas inside `scope` that scroll sideways (content wider than their box: a table whose last
 * columns lie off to the right), each by the label of what holds it, with its width and its content's.
 */
export async function sidewaysScrolls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((element) => {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) return [];
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      // One pixel of slack: sub-pixel widths round up in scrollWidth.
      if (!scrolls || element.scrollWidth <= element.clientWidth + 1) return [];
      const label = element.closest('[aria-label]')?.getAttribute('aria-label') ?? element.tagName;
      return [`${label} (${element.clientWidth} of ${element.scrollWidth})`];
    }),
  );
}
