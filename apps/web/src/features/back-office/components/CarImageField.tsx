// A saved car's image: chosen from the device, checked by its content on the server, cropped and
// resized to 300x200 there; replaced or removed at once.
import type { FleetCar } from '@roadbook/domain/contracts/fleet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { deleteCarImage, storeFleetCar, updateCarImage } from '@/api/fleet';
import { errorMessage } from '@/lib/error-message';

import { EditorSection } from './EditorSection';

export function CarImageField({ car }: { car: FleetCar }) {
  const { t, i18n } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const onSuccess = (saved: FleetCar) => storeFleetCar(queryClient, saved);
  const upload = useMutation({ mutationFn: updateCarImage, onSuccess, meta: { errorToast: false } });
  const remove = useMutation({ mutationFn: deleteCarImage, onSuccess, meta: { errorToast: false } });
  const failure = upload.error ?? remove.error;
  const isBusy = upload.isPending || remove.isPending;
  return (
    <EditorSection title={t('car.sections.image')} hint={t('car.hints.image')} columns={1}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {car.image === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('car.noImage')}
          </Typography>
        ) : (
          <img
            src={car.image}
            alt={t('car.imageAlt', { name: car.name })}
            width={300}
            height={200}
            style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
          />
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hidden
          aria-label={t('car.fields.image')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) upload.mutate({ id: car.id, file });
          }}
        />
        <Button
          variant="outlined"
          loading={upload.isPending}
          disabled={isBusy}
          onClick={() => input.current?.click()}
        >
          {car.image === null ? t('car.uploadImage') : t('car.replaceImage')}
        </Button>
        {car.image !== null && (
          <Button
            color="error"
            loading={remove.isPending}
            disabled={isBusy}
            onClick={() => remove.mutate(car.id)}
          >
            {t('car.removeImage')}
          </Button>
        )}
      </Box>
      {failure !== null && !isBusy && <Alert severity="error">{errorMessage(i18n, failure)}</Alert>}
    </EditorSection>
  );
}
