import { useEffect, useEffectEvent, useState } from 'react';

import button from '../button.module.css';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../icons/interface-icons';
import type { ToastSeverity } from './toast-context';
import type { ToastViewProps } from './toast-types';
import styles from './ToastView.module.css';

/** How long a closing toast fades out before the next one shows (its CSS animation). */
const EXIT_MS = 150;

const SEVERITY_ICONS = { success: CheckIcon, error: ErrorIcon, info: InfoIcon } satisfies Record<
  ToastSeverity,
  unknown
>;

/**
 * One toast, bottom-right (across the bottom on phones), closing by itself after `autoHideMs`; the
 * time stops while the pointer or the focus is on it, so that it can be read and closed. Loaded with
 * the first toast.
 */
export function ToastView({ toast, open, closeLabel, autoHideMs, onClose, onExited }: ToastViewProps) {
  const [isHeld, setIsHeld] = useState(false);
  const close = useEffectEvent(onClose);
  const remove = useEffectEvent(onExited);

  useEffect(() => {
    if (!open) {
      const timer = window.setTimeout(remove, EXIT_MS);
      return () => window.clearTimeout(timer);
    }
    if (isHeld) return;
    const timer = window.setTimeout(close, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [open, isHeld, autoHideMs]);

  const Icon = SEVERITY_ICONS[toast.severity];
  return (
    <div className={styles.region}>
      <div
        role="alert"
        className={styles.toast}
        data-severity={toast.severity}
        data-closing={open ? undefined : ''}
        onMouseEnter={() => setIsHeld(true)}
        onMouseLeave={() => setIsHeld(false)}
        onFocus={() => setIsHeld(true)}
        onBlur={() => setIsHeld(false)}
      >
        <Icon className={styles.icon} size={22} />
        <p className={styles.message}>{toast.message}</p>
        <button
          type="button"
          className={`${button.icon} ${styles.close}`}
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </div>
  );
}
