// Removing a blocked period asks first; the car can then be booked over it again.
import type { CalendarBlock } from '@roadbook/domain/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { CALENDAR_QUERY_KEY, removeCarBlock } from '@/api/admin-calendar';
import { useToast } from '@/components/toast/use-toast';

import { ConfirmDialog } from './ConfirmDialog';

interface BlockRemovalDialogProps {
  block: CalendarBlock;
  carName: string;
  /** The period as the page writes it. */
  period: string;
  onClose: () => void;
}

export function BlockRemovalDialog({ block, carName, period, onClose }: BlockRemovalDialogProps) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => removeCarBlock(block.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
      toast.success(t('calendar.block.removed', { name: carName }));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('calendar.block.removeTitle', { name: carName })}
      message={t('calendar.block.removeMessage', {
        period,
        reason: block.reason ?? t('calendar.block.noReason'),
      })}
      confirm={t('calendar.block.remove')}
      cancel={t('calendar.cancel')}
      isDestructive
      isPending={removal.isPending}
      onConfirm={() => removal.mutate()}
      onClose={onClose}
    />
  );
}
