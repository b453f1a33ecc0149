import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

interface PaginationProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

/** Classic pagination (spec 9): every page a real link to its URL, "page X of Y". */
export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul className={styles.pages}>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={styles.item}>
              {t('pagination.previous')}
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
                aria-label={t('pagination.goToPage', { page: item })}
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
            <Link to={hrefOf(page + 1)} rel="next" className={styles.item}>
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
      <p className={styles.summary}>{t('pagination.pageOf', { page, pages })}</p>
    </nav>
  );
}
