import { useEffect, useId, useRef, type ReactNode } from 'react';

import styles from './LeavingPage.module.css';
import settings from './Settings.module.css';

interface LeavingPageProps {
  title: string;
  intro: string;
  /** Moves the focus to the heading when shown: for what replaces the form once it is done. */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** The frame of the leaving pages: the heading (the page's one h1), an introduction, then the rest. */
export function LeavingPage({ title, intro, focusTitle = false, children }: LeavingPageProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.page}>
      <h1 ref={titleRef} tabIndex={focusTitle ? -1 : undefined} className={styles.title}>
        {title}
      </h1>
      <p className={settings.intro}>{intro}</p>
      {children}
    </div>
  );
}

interface ConsequencesProps {
  removedTitle: string;
  removed: readonly string[];
  keptTitle: string;
  kept: readonly string[];
}

/** What leaving removes and what it keeps, side by side. */
export function Consequences({ removedTitle, removed, keptTitle, kept }: ConsequencesProps) {
  const removedId = useId();
  const keptId = useId();
  return (
    <div className={styles.lists}>
      <section aria-labelledby={removedId} className={settings.section}>
        <h2 id={removedId} className={styles.listTitle}>
          {removedTitle}
        </h2>
        <ul className={settings.bulletList}>
          {removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={keptId} className={settings.section}>
        <h2 id={keptId} className={styles.listTitle}>
          {keptTitle}
        </h2>
        <ul className={settings.bulletList}>
          {kept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
