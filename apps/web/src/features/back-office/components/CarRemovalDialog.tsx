// Deleting a car asks first; the API deletes it, or makes it unavailable when bookings need it, and
// the page says which.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteCar, FLEET_QUERY_KEY } from '@/api/fleet';
import { useToast } from '@/components/toast/use-toast';

interface CarRemovalDialogProps {
  car: { id: string; name: string };
  onClose: () => void;
  /** After the car is gone or made unavailable. */
  onRemoved?: () => void;
}

export function CarRemovalDialog({ car, onClose, onRemoved }: CarRemovalDialogProps) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const removal = useMutation({
    mutationFn: () => deleteCar(car.id),
    onSuccess: async ({ outcome }) => {
      await queryClient.invalidateQueries({ queryKey: FLEET_QUERY_KEY });
      toast.success(t(outcome === 'deleted' ? 'fleet.deleted' : 'fleet.madeUnavailable', { name: car.name }));
      onClose();
      onRemoved?.();
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('fleet.deleteTitle', { name: car.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('fleet.deleteMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fleet.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={removal.isPending}
          onClick={() => removal.mutate()}
        >
          {t('fleet.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
