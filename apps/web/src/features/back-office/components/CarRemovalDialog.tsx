// Deleting a car asks first; the API deletes it, or makes it unavailable when bookings need it, and
// the page says which.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { deleteCar, FLEET_QUERY_KEY } from '@/api/fleet';
import { useToast } from '@/components/toast/use-toast';

import { ConfirmDialog } from './ConfirmDialog';

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
    <ConfirmDialog
      title={t('fleet.deleteTitle', { name: car.name })}
      message={t('fleet.deleteMessage')}
      confirm={t('fleet.confirmDelete')}
      cancel={t('fleet.cancel')}
      isDestructive
      isPending={removal.isPending}
      onConfirm={() => removal.mutate()}
      onClose={onClose}
    />
  );
}
