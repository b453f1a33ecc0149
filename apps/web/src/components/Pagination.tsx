import { Link } from 'react-router';

import { ChevronLeftIcon, ChevronRightIcon } from './icons/interface-icons';
import styles from './Pagination.module.css';

/** The page numbers to link: the first, the last, and two on each side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const n of numbers) {
    const previous = items.at(-1);
    // A gap hiding a single page shows that page instead.
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

/** The texts of a pagination, in the page's language (each list names its pages its own way). */
export interface PaginationTexts {
  /** Accessible name of the navigation, e.g. "Result pages". */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 7", shown under the links. */
  position: string;
  /** Accessible name of a page's link, e.g. "Go to page 3". */
  pageLink: (page: number) => string;
}

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  texts: PaginationTexts;
}

/**
 * Classic pagination: previous and next, the pages around the current one and the first and
 * last, each a real link to its URL, and "page X of Y"; nothing when everything fits on one page.
 */
export function Pagination({ page, pages, hrefOf, texts }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className={styles.pagination}>
      <ul className={styles.pages}>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={`${styles.item} ${styles.step}`}>
              <ChevronLeftIcon />
              {texts.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.item}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-label={texts.pageLink(item)}
                aria-current={item === page ? 'page' : undefined}
                className={styles.item}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={`${styles.item} ${styles.step}`}>
              {texts.next}
              <ChevronRightIcon />
            </Link>
          </li>
        )}
      </ul>
      <p className={styles.summary}>{texts.position}</p>
    </nav>
  );
}
