// Suspending a driver (signed out at once, cannot sign in) or lifting it, for admins: the dialog says
// what the change does and makes it; the lists and the driver's page show the answer.
import type { AdminDriverRow, DriverState } from '@roadbook/domain/contracts/admin-drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { changeDriver, storeAdminDriver, type DriverAction } from '@/api/admin-drivers';
import { useToast } from '@/components/toast/use-toast';

import { ConfirmDialog } from './ConfirmDialog';

/** Where a driver stands (the API's `state` filter reads the same). */
export function driverStateOf(
  driver: Pick<AdminDriverRow, 'isBlacklisted' | 'isEmailVerified'>,
): DriverState {
  if (driver.isBlacklisted) return 'suspended';
  return driver.isEmailVerified ? 'verified' : 'unverified';
}

/** What an admin may do to a driver: lift a suspension, or suspend. */
export function driverActionOf(driver: Pick<AdminDriverRow, 'isBlacklisted'>): DriverAction {
  return driver.isBlacklisted ? 'reinstate' : 'suspend';
}

interface DriverActionDialogProps {
  driver: Pick<AdminDriverRow, 'id' | 'fullName'>;
  action: DriverAction;
  onClose: () => void;
}

export function DriverActionDialog({ driver, action, onClose }: DriverActionDialogProps) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => changeDriver({ id: driver.id, action }),
    onSuccess: async (changed) => {
      await storeAdminDriver(queryClient, changed);
      toast.success(t(`drivers.done.${action}`, { name: changed.fullName }));
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t(`drivers.confirm.${action}Title`, { name: driver.fullName })}
      message={t(`drivers.confirm.${action}Message`)}
      confirm={t(`drivers.actions.${action}`)}
      cancel={t('drivers.confirm.cancel')}
      isDestructive={action === 'suspend'}
      isPending={change.isPending}
      onConfirm={() => change.mutate()}
      onClose={onClose}
    />
  );
}
