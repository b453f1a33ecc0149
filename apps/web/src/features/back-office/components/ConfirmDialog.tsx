// A change that asks first (deleting a record, suspending an account, changing a booking): what it does,
// then the change or a way out. The caller closes it once the change is made; a failure is the page's toast.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The confirming button's words. */
  confirm: string;
  /** The way out's words. */
  cancel: string;
  /** A change that takes something away (red). */
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirm,
  cancel,
  isDestructive = false,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancel}</Button>
        <Button
          color={isDestructive ? 'error' : 'primary'}
          variant="contained"
          loading={isPending}
          onClick={onConfirm}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
