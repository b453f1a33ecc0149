import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { CancellationTerms } from '@roadbook/domain/booking-cancellation';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { BookingStatus } from '@roadbook/domain/enums';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';

import { useBookingChanges } from '../hooks/use-booking-changes';
import { useCancellationNote } from '../hooks/use-cancellation-note';
import { actionIdOf, triggerIdOf, type BookingIntent } from '../lib/booking-intents';
import { allowedActionsOf } from '../lib/booking-list-actions';
import { BookingConfirm } from './BookingConfirm';
import styles from './BookingDetail.module.css';
import { BookingStatusText } from './BookingParts';
import list from './Bookings.module.css';

/** What a booking's page asks before doing: the driver's cancel request, a cancellation, a deletion. */
type PageIntent = Exclude<BookingIntent, { kind: 'deleteSelected' }>;

/** The statuses staff set at once, each named by its verb (cancelling asks first). */
const SET_AT_ONCE = ['confirmed', 'completed', 'reserved'] as const;
type SetAtOnce = (typeof SET_AT_ONCE)[number];

function isSetAtOnce(status: BookingStatus): status is SetAtOnce {
  return (SET_AT_ONCE as readonly BookingStatus[]).includes(status);
}

interface ActionButtonProps {
  id: string;
  isBusy: boolean;
  isDanger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One action; while another is under way it says so and does nothing. */
function ActionButton({ id, isBusy, isDanger = false, onClick, children }: ActionButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className={isDanger ? `${button.outlined} ${list.danger}` : button.outlined}
      aria-disabled={isBusy || undefined}
      onClick={() => {
        if (!isBusy) onClick();
      }}
    >
      {children}
    </button>
  );
}

interface BookingControlsProps {
  booking: Booking;
  reader: BookingReader;
  /** The marketplace's late-cancellation fee and time zone, by which a cancellation is refunded. */
  terms: CancellationTerms;
  onRefresh: () => void;
}

/**
 * The booking's status and what the reader may do with it, as the rules allow: the driver asks to
 * cancel; staff confirm, complete, hold again, cancel or delete. Cancelling asks first, telling the
 * refund; the focus waits on the status, which the outcome changes.
 */
export function BookingControls({ booking, reader, terms, onRefresh }: BookingControlsProps) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [intent, setIntent] = useState<PageIntent | null>(null);
  const changes = useBookingChanges(booking, onRefresh);
  const now = new Date();
  const allowed = allowedActionsOf(booking, reader, now);
  const note = useCancellationNote(booking, terms, now);
  const setAtOnce = allowed.statuses.filter(isSetAtOnce);
  const canCancel = allowed.statuses.includes('cancelled');
  const hasActions = allowed.canRequestCancellation || setAtOnce.length > 0 || canCancel || allowed.canDelete;

  const act = (action: () => void) => {
    statusRef.current?.focus();
    action();
  };
  const confirm = (asked: PageIntent) => {
    setIntent(null);
    if (asked.kind === 'requestCancel') act(changes.askToCancel);
    else if (asked.kind === 'cancel') act(() => changes.moveTo('cancelled'));
    else act(changes.remove);
  };
  const dismiss = (asked: PageIntent) => {
    setIntent(null);
    document.getElementById(triggerIdOf(asked))?.focus();
  };
  const ask = (kind: PageIntent['kind']) => setIntent({ kind, booking });

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('detail.status')}
      </h2>
      <p ref={statusRef} tabIndex={-1} className={styles.status}>
        <BookingStatusText booking={booking} />
      </p>
      {hasActions && (
        <div role="group" aria-label={t('columns.actions')} className={styles.actions}>
          {allowed.canRequestCancellation && (
            <ActionButton
              id={actionIdOf(booking, 'requestCancel')}
              isBusy={changes.isBusy}
              onClick={() => ask('requestCancel')}
            >
              {t('item.requestCancel')}
            </ActionButton>
          )}
          {setAtOnce.map((status) => (
            <ActionButton
              key={status}
              id={`booking-${booking.id}-${status}`}
              isBusy={changes.isBusy}
              onClick={() => act(() => changes.moveTo(status))}
            >
              {t(`statusAction.${status}`)}
            </ActionButton>
          ))}
          {canCancel && (
            <ActionButton
              id={actionIdOf(booking, 'cancel')}
              isBusy={changes.isBusy}
              onClick={() => ask('cancel')}
            >
              {t('item.cancel')}
            </ActionButton>
          )}
          {allowed.canDelete && (
            <ActionButton
              id={actionIdOf(booking, 'delete')}
              isBusy={changes.isBusy}
              isDanger
              onClick={() => ask('delete')}
            >
              {t('item.delete')}
            </ActionButton>
          )}
        </div>
      )}
      {intent !== null && (
        <BookingConfirm
          intent={intent}
          note={intent.kind === 'delete' ? undefined : note}
          onConfirm={() => confirm(intent)}
          onCancel={() => dismiss(intent)}
        />
      )}
      {changes.refusal !== null && (
        <p role="alert" className={styles.refusal}>
          {changes.refusal}
        </p>
      )}
    </section>
  );
}
