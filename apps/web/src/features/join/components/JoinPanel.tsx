import { useEffect, useId, useRef, type ReactNode } from 'react';

import styles from './Join.module.css';

interface JoinPanelProps {
  title: string;
  intro?: string;
  /** Moves the focus to the heading when shown: for what replaces a form once sent. */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** A framed part of a join page named by its heading: a form, or what follows it. */
export function JoinPanel({ title, intro, focusTitle = false, children }: JoinPanelProps) {
  const headingId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} ref={titleRef} tabIndex={focusTitle ? -1 : undefined} className={styles.panelTitle}>
        {title}
      </h2>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
