// Blocking a car over a period (maintenance): the start and end on the marketplace's clock and an
// optional reason, checked with the API's own rule; a booking or another block over the period is
// said plainly (409 booking.carUnavailable) and the dialog stays open.
import { CarBlockInputSchema, BLOCK_REASON_MAX_LENGTH } from '@roadbook/domain/car-block-schema';
import { toFieldErrors, type FieldError } from '@roadbook/domain/validation-issues';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { addCarBlock, CALENDAR_QUERY_KEY } from '@/api/admin-calendar';
import { fieldMessage } from '@/components/form/field-message';
import { useToast } from '@/components/toast/use-toast';
import { errorCodeOf } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { apiFieldErrors } from '@/lib/use-schema-form';

import { instantOfZonedInput } from '../lib/zoned-time';

interface CarBlockDialogProps {
  car: { id: string; name: string };
  timeZone: string;
  /** Input values ('YYYY-MM-DDTHH:mm') the form starts with. */
  from: string;
  to: string;
  onClose: () => void;
}

export function CarBlockDialog({
  car,
  timeZone,
  from: initialFrom,
  to: initialTo,
  onClose,
}: CarBlockDialogProps) {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const block = useMutation({
    mutationFn: addCarBlock,
    meta: { errorToast: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
      toast.success(t('calendar.block.added', { name: car.name }));
      onClose();
    },
    onError: (error) => setFieldErrors(apiFieldErrors(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    block.reset();
    const parsed = CarBlockInputSchema.safeParse({
      from: instantOfZonedInput(from, timeZone)?.toISOString() ?? (from === '' ? undefined : from),
      to: instantOfZonedInput(to, timeZone)?.toISOString() ?? (to === '' ? undefined : to),
      reason,
    });
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      return;
    }
    setFieldErrors([]);
    block.mutate({ carId: car.id, block: parsed.data });
  };
  const labels: Record<string, string> = {
    from: t('calendar.block.from'),
    to: t('calendar.block.to'),
    reason: t('calendar.block.reason'),
  };
  const errorOf = (path: string) => {
    const error = fieldErrors.find((candidate) => candidate.path === path);
    return error === undefined ? undefined : fieldMessage(i18n, error, labels[path] ?? path);
  };
  const fieldProps = (path: string) => {
    const error = errorOf(path);
    return { name: path, error: error !== undefined, ...(error === undefined ? {} : { helperText: error }) };
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('calendar.block.title', { name: car.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {block.isError && (
            <Alert severity="error" role="alert">
              {errorCodeOf(block.error) === 'booking.carUnavailable'
                ? t('calendar.block.conflict')
                : errorMessage(i18n, block.error)}
            </Alert>
          )}
          <TextField
            type="datetime-local"
            required
            label={t('calendar.block.from')}
            value={from}
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldProps('from')}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            type="datetime-local"
            required
            label={t('calendar.block.to')}
            value={to}
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldProps('to')}
            onChange={(event) => setTo(event.target.value)}
          />
          <TextField
            label={t('calendar.block.reason')}
            value={reason}
            slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX_LENGTH } }}
            {...fieldProps('reason')}
            helperText={errorOf('reason') ?? t('calendar.block.reasonHint')}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('calendar.cancel')}</Button>
          <Button type="submit" variant="contained" loading={block.isPending}>
            {t('calendar.block.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
