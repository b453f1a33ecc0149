// Where a supplier stands (verified, suspended, its email address confirmed), its account's facts,
// the way to its cars and bookings, and an admin's verify, suspend (after a confirmation) and
// reinstate.
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { changeSupplier, storeAdminSupplier } from '@/api/admin-suppliers';
import { useToast } from '@/components/toast/use-toast';
import { backOfficePaths } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { supplierActionsOf, supplierStateOf } from '../lib/supplier-state';
import { ConfirmDialog } from './ConfirmDialog';
import { DetailList } from './DetailList';
import { EditorSection } from './EditorSection';

/** A list of the back office narrowed to this supplier. */
function listOf(path: string, supplierId: string): string {
  return `${path}?${new URLSearchParams({ supplier: supplierId }).toString()}`;
}

export function SupplierStatePanel({ supplier }: { supplier: AdminSupplier }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  const act = useMutation({
    mutationFn: changeSupplier,
    onSuccess: async (changed, { action }) => {
      await storeAdminSupplier(queryClient, changed);
      toast.success(t(`suppliers.done.${action}`, { name: changed.name }));
      setAsking(false);
    },
  });
  const languageName = new Intl.DisplayNames([language], { type: 'language' }).of(supplier.language);
  return (
    <EditorSection title={t('supplier.sections.state')} columns={1}>
      <DetailList
        items={[
          { label: t('suppliers.columns.state'), value: t(`suppliers.states.${supplierStateOf(supplier)}`) },
          {
            label: t('supplier.approvedAt'),
            value:
              supplier.approvedAt === null
                ? t('supplier.notApproved')
                : new Date(supplier.approvedAt).toLocaleDateString(language),
          },
          {
            label: t('suppliers.columns.email'),
            value: <a href={`mailto:${supplier.email}`}>{supplier.email}</a>,
          },
          { label: t('supplier.language'), value: languageName ?? supplier.language },
          {
            label: t('suppliers.columns.createdAt'),
            value: new Date(supplier.createdAt).toLocaleDateString(language),
          },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to={listOf(backOfficePaths.cars, supplier.id)}>
          {t('supplier.cars', { number: supplier.carCount })}
        </Button>
        <Button component={Link} to={listOf(backOfficePaths.bookings, supplier.id)}>
          {t('supplier.bookings')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {supplierActionsOf(supplier).map((action) => (
          <Button
            key={action}
            variant={action === 'verify' ? 'contained' : 'outlined'}
            color={action === 'suspend' ? 'error' : 'primary'}
            loading={act.isPending && act.variables.action === action}
            disabled={act.isPending}
            onClick={() => (action === 'suspend' ? setAsking(true) : act.mutate({ id: supplier.id, action }))}
          >
            {t(`suppliers.actions.${action}`)}
          </Button>
        ))}
      </Box>
      {isAsking && (
        <ConfirmDialog
          title={t('supplier.confirm.suspendTitle', { name: supplier.name })}
          message={t('supplier.confirm.suspendMessage')}
          confirm={t('suppliers.actions.suspend')}
          cancel={t('supplier.confirm.cancel')}
          isDestructive
          isPending={act.isPending}
          onConfirm={() => act.mutate({ id: supplier.id, action: 'suspend' })}
          onClose={() => setAsking(false)}
        />
      )}
    </EditorSection>
  );
}
