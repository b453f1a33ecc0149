import { useContext } from 'react';

import { ToastContext, type ToastApi } from './toast-context';

/** Shows a toast bottom-right that closes by itself after TOAST_AUTO_CLOSE_MS. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
