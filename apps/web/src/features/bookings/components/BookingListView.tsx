import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { BookingList, BookingListItem, BulkBookingAnswer } from '@roadbook/domain/contracts/bookings';
import type { BookingStatus } from '@roadbook/domain/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useChangeBookingStatus } from '@/api/change-booking-status';
import { useDeleteBookings } from '@/api/delete-bookings';
import { useRequestBookingCancellation } from '@/api/request-booking-cancellation';
import { Pagination } from '@/components/Pagination';
import { useToast } from '@/components/toast/use-toast';
import { useFocusAfterChange } from '@/lib/use-focus-after-change';
import { useSelection } from '@/lib/use-selection';

import { triggerIdOf, viewIdOf, type BookingIntent } from '../lib/booking-intents';
import { bulkStatusesOf, isStaff } from '../lib/booking-list-actions';
import { BookingBulkBar } from './BookingBulkBar';
import { BookingCards } from './BookingCards';
import { BookingConfirm } from './BookingConfirm';
import { BookingReport, type BookingReportData } from './BookingReport';
import { BookingsEmpty } from './BookingStates';
import { BookingTable } from './BookingTable';
import styles from './Bookings.module.css';

interface BookingListViewProps {
  list: BookingList;
  page: number;
  reader: BookingReader;
  /** Cards on a phone, a table on wider screens. */
  isPhone: boolean;
  /** The address of another page of the list. */
  pageHref: (page: number) => string;
  /** The list without filters, when some are on. */
  clearHref: string | null;
}

/**
 * A page of bookings with what the reader may do: view, cancel (a driver asks to), delete, and for
 * suppliers and admins a status change or deletion of the selected ones, each reported with the
 * bookings refused and why. Every destructive action asks first.
 */
export function BookingListView({ list, page, reader, isPhone, pageHref, clearHref }: BookingListViewProps) {
  const { t } = useTranslation(['bookings', 'errors']);
  const toast = useToast();
  const { bookings, total, pageSize } = list;
  const selection = useSelection(bookings.map((booking) => booking.id));
  const [intent, setIntent] = useState<BookingIntent | null>(null);
  const [report, setReport] = useState<BookingReportData | null>(null);
  const { focusAfterChange, cancel } = useFocusAfterChange(list);
  const { mutate: changeStatus } = useChangeBookingStatus();
  const { mutate: remove } = useDeleteBookings();
  const { mutate: requestCancellation } = useRequestBookingCancellation();
  const now = new Date();
  const selected = bookings.filter((booking) => selection.isSelected(booking.id));

  const reportOf = (
    kind: BookingReportData['kind'],
    acted: readonly BookingListItem[],
    { updated, refused }: BulkBookingAnswer,
  ): BookingReportData => ({
    kind,
    updated: updated.length,
    refused: refused.map(({ id, code }) => {
      const booking = acted.find((candidate) => candidate.id === id);
      return { id, number: booking?.number ?? id, car: booking?.car.name ?? '', reason: t(`errors:${code}`) };
    }),
  });
  const done = (kind: BookingReportData['kind'], acted: readonly BookingListItem[]) => ({
    onSuccess: (answer: BulkBookingAnswer) => {
      selection.clear();
      setReport(reportOf(kind, acted, answer));
    },
  });
  const moveTo = (acted: BookingListItem[], status: BookingStatus) =>
    changeStatus({ ids: acted.map((booking) => booking.id), status }, done('status', acted));
  const deleteThem = (acted: BookingListItem[]) =>
    remove(
      acted.map((booking) => booking.id),
      done('delete', acted),
    );

  const confirm = (asked: BookingIntent) => {
    setIntent(null);
    switch (asked.kind) {
      case 'requestCancel':
        // The button goes once asked: the booking's View link keeps the focus in its row.
        focusAfterChange([viewIdOf(asked.booking)]);
        requestCancellation(asked.booking.id, {
          onSuccess: () => toast.success(t('done.cancelRequested')),
          onError: cancel,
        });
        break;
      case 'cancel':
        moveTo([asked.booking], 'cancelled');
        break;
      case 'delete':
        deleteThem([asked.booking]);
        break;
      case 'deleteSelected':
        deleteThem(asked.bookings);
        break;
    }
  };
  const dismiss = (asked: BookingIntent) => {
    setIntent(null);
    document.getElementById(triggerIdOf(asked))?.focus();
  };

  const pages = Math.ceil(total / pageSize);
  const View = isPhone ? BookingCards : BookingTable;
  return (
    <>
      {report !== null && <BookingReport report={report} onClose={() => setReport(null)} />}
      {total === 0 ? (
        <BookingsEmpty clearHref={clearHref} />
      ) : (
        <>
          <p className={styles.summary}>{t('page.total', { count: total })}</p>
          {isStaff(reader) && (
            <BookingBulkBar
              shown={bookings.length}
              selected={selected.length}
              statuses={bulkStatusesOf(selected, reader)}
              onSelectAll={selection.setAll}
              onChangeStatus={(status) => moveTo(selected, status)}
              onDeleteSelected={() => setIntent({ kind: 'deleteSelected', bookings: selected })}
            />
          )}
          {intent !== null && (
            <BookingConfirm
              intent={intent}
              onConfirm={() => confirm(intent)}
              onCancel={() => dismiss(intent)}
            />
          )}
          <View
            bookings={bookings}
            reader={reader}
            now={now}
            selection={isStaff(reader) ? selection : null}
            onIntent={setIntent}
          />
          <Pagination
            page={page}
            pages={pages}
            hrefOf={pageHref}
            texts={{
              label: t('pager.label'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              position: t('pager.position', { page, pages }),
              pageLink: (link) => t('pager.pageLink', { page: link }),
            }}
          />
        </>
      )}
    </>
  );
}
