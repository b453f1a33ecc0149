// A booking's status as a coloured label: the colour helps, the word says it.
import type { BookingStatus } from '@roadbook/domain/enums';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The colour of each status, also the calendar's bars'. */
export const STATUS_COLOURS: Record<BookingStatus, NonNullable<ChipProps['color']>> = {
  void: 'default',
  pending: 'warning',
  confirmed: 'primary',
  deposit: 'info',
  paid: 'success',
  reserved: 'secondary',
  cancelled: 'default',
  completed: 'default',
};

/** Narrower than its word ('Anticipo pagado' in a list's column), the label wraps rather than ending in '…'. */
const WRAPPING = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '2px' },
} as const;

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('enums');
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'cancelled' || status === 'void' ? 'outlined' : 'filled'}
      label={t(`bookingStatus.${status}`)}
      sx={WRAPPING}
    />
  );
}
