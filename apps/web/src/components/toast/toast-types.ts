import type { ToastSeverity } from './toast-context';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export interface ToastViewProps {
  toast: Toast;
  open: boolean;
  closeLabel: string;
  autoHideMs: number;
  onClose: () => void;
  onExited: () => void;
}
