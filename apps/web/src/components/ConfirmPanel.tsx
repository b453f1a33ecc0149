import { useEffect, useId, useRef } from 'react';

import button from './button.module.css';
import styles from './ConfirmPanel.module.css';

interface ConfirmPanelProps {
  /** The question ("Delete all your notifications?"). */
  title: string;
  /** What the answer does, and whether it can be undone. */
  message: string;
  /** The destructive answer's words ("Yes, delete all"). */
  confirmLabel: string;
  /** The safe answer's words ("Cancel", "Keep it"). */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive action asks first, in the page where it was chosen: the question and what it does,
 * the focus on the safe answer, then yes or no. The caller puts the focus back where it was.
 */
export function ConfirmPanel({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={messageId} className={styles.panel}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${button.outlined} ${styles.confirm}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className={button.outlined} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
