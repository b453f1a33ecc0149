import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_AUTO_CLOSE_MS, ToastContext, type ToastApi, type ToastSeverity } from './toast-context';
import type { Toast, ToastViewProps } from './toast-types';

/** Used only if the toast chunk cannot be fetched (offline): the message still shows and closes. */
function PlainToast({ toast, open, closeLabel, autoHideMs, onClose, onExited }: ToastViewProps) {
  useEffect(() => {
    if (!open) {
      onExited();
      return;
    }
    const timer = window.setTimeout(onClose, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [open, autoHideMs, onClose, onExited]);
  if (!open) return null;
  return (
    <div role="alert" style={{ position: 'fixed', right: 24, bottom: 24, padding: 16, background: '#fff' }}>
      {toast.message}{' '}
      <button type="button" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}

const ToastView = lazy(() =>
  import('./ToastView').then(
    (module) => ({ default: module.ToastView }),
    () => ({ default: PlainToast }),
  ),
);

/** Holds a queue of toasts and shows them one at a time; the UI chunk loads with the first one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const [closingId, setClosingId] = useState<number | null>(null);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const showToast = (message: string, severity: ToastSeverity = 'info') => {
      lastId.current += 1;
      const toast = { id: lastId.current, message, severity };
      // The same message twice in the queue (a burst of failing requests) shows once.
      setToasts((queue) =>
        queue.some((queued) => queued.message === message && queued.severity === severity)
          ? queue
          : [...queue, toast],
      );
    };
    return {
      showToast,
      success: (message) => showToast(message, 'success'),
      error: (message) => showToast(message, 'error'),
      info: (message) => showToast(message, 'info'),
    };
  }, []);

  const current = toasts[0];

  return (
    <ToastContext value={api}>
      {children}
      {current !== undefined && (
        <Suspense fallback={null}>
          <ToastView
            key={current.id}
            toast={current}
            open={closingId !== current.id}
            closeLabel={t('a11y.close')}
            autoHideMs={TOAST_AUTO_CLOSE_MS}
            onClose={() => setClosingId(current.id)}
            onExited={() => setToasts((queue) => queue.filter((toast) => toast.id !== current.id))}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
