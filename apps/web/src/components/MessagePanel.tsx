import type { ReactNode } from 'react';

import styles from './MessagePanel.module.css';

interface MessagePanelProps {
  title: string;
  message?: string;
  /** Actions below the message, such as a link back home. */
  children?: ReactNode;
}

/** A centred page-level message: maintenance, not found, an unexpected error. */
export function MessagePanel({ title, message, children }: MessagePanelProps) {
  return (
    <div className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      {message !== undefined && <p className={styles.message}>{message}</p>}
      {children}
    </div>
  );
}
