import type { ReactNode } from 'react';

import styles from './SkipLink.module.css';

/** The first focusable element of a page: hidden until focused, jumps past the navigation. */
export function SkipLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.skipLink}>
      {children}
    </a>
  );
}
