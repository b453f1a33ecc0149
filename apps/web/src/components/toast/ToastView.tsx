import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

import type { ToastViewProps } from './toast-types';

/** One toast, bottom-right, closing by itself after `autoHideMs`. Loaded with the first toast. */
export function ToastView({ toast, open, closeLabel, autoHideMs, onClose, onExited }: ToastViewProps) {
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={toast.severity}
        onClose={onClose}
        closeText={closeLabel}
        sx={{ width: '100%', boxShadow: 3 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
