// A supplier's logo: chosen from the device, checked by its content on the server, cropped and resized
// to 60x30 there (shown as the search shows it); replaced or removed at once. The API's refusal
// (type, size, a damaged file) is shown under it.
import type { AdminSupplier } from '@roadbook/domain/contracts/admin-suppliers';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteSupplierLogo, storeAdminSupplier, updateSupplierLogo } from '@/api/admin-suppliers';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/error-message';

import { EditorSection } from './EditorSection';

export function SupplierLogoField({ supplier }: { supplier: AdminSupplier }) {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const stored = (message: string) => async (saved: AdminSupplier) => {
    await storeAdminSupplier(queryClient, saved);
    toast.success(message);
  };
  const upload = useMutation({
    mutationFn: updateSupplierLogo,
    onSuccess: stored(t('supplier.logo.saved')),
    meta: { errorToast: false },
  });
  const remove = useMutation({
    mutationFn: deleteSupplierLogo,
    onSuccess: stored(t('supplier.logo.removed')),
    meta: { errorToast: false },
  });
  const failure = upload.error ?? remove.error;
  const isBusy = upload.isPending || remove.isPending;
  return (
    <EditorSection title={t('supplier.sections.logo')} hint={t('supplier.logo.hint')} columns={1}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {supplier.logo === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('supplier.logo.none')}
          </Typography>
        ) : (
          <img
            src={supplier.logo}
            alt={t('supplier.logo.alt', { name: supplier.name })}
            width={60}
            height={30}
            style={{ display: 'block', border: '1px solid #ddd' }}
          />
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hidden
          aria-label={t('supplier.logo.file')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) upload.mutate({ id: supplier.id, file });
          }}
        />
        <Button
          variant="outlined"
          loading={upload.isPending}
          disabled={isBusy}
          onClick={() => input.current?.click()}
        >
          {supplier.logo === null ? t('supplier.logo.upload') : t('supplier.logo.replace')}
        </Button>
        {supplier.logo !== null && (
          <Button
            color="error"
            loading={remove.isPending}
            disabled={isBusy}
            onClick={() => remove.mutate(supplier.id)}
          >
            {t('supplier.logo.remove')}
          </Button>
        )}
      </Box>
      {failure !== null && !isBusy && (
        <Alert severity="error" role="alert">
          {errorMessage(i18n, failure)}
        </Alert>
      )}
    </EditorSection>
  );
}
