import { createContext } from 'react';

/** How long a toast stays on screen before it closes by itself. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastSeverity = 'success' | 'error' | 'info';

export interface ToastApi {
  showToast: (message: string, severity?: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
