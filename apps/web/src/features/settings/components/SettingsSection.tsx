import { useId, type ReactNode } from 'react';

import styles from './Settings.module.css';

interface SettingsSectionProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** One part of the account pages: a framed section named by its heading. */
export function SettingsSection({ title, intro, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {intro !== undefined && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
