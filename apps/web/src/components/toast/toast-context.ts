import { createContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface ToastApi {
  showToast: (message: string, severity?: ToastSeverity) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
