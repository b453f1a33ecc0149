import { useEffect, useRef, type ReactNode } from 'react';

import styles from './AccountFrame.module.css';

interface AccountFrameProps {
  /** The screen's heading (its one h1). */
  title: string;
  intro?: string;
  /** Above the heading, e.g. the sign-in screen's tabs. */
  top?: ReactNode;
  /** Moves the focus to the heading when shown: for a screen that replaces a form (done, sent). */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** The frame of the account screens: a narrow column with the heading, an introduction and the form. */
export function AccountFrame({ title, intro, top, focusTitle = false, children }: AccountFrameProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.frame}>
      {top}
      <h1 ref={titleRef} className={styles.title} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h1>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
