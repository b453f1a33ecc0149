// Deleting a place or a help article asks first; a refusal of the API (a country with locations, a
// location in use) is told by the site's error toast and the record stays.
import { useMutation } from '@tanstack/react-query';

import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeletionDialogProps {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDeletionDialog({ onDelete, onClose, ...texts }: ConfirmDeletionDialogProps) {
  const deletion = useMutation({ mutationFn: onDelete, onSettled: onClose });
  return (
    <ConfirmDialog
      {...texts}
      isDestructive
      isPending={deletion.isPending}
      onConfirm={() => deletion.mutate()}
      onClose={onClose}
    />
  );
}
