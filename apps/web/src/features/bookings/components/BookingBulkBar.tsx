import type { BookingStatus } from '@roadbook/domain/enums';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import button from '@/components/button.module.css';
import { SelectAll } from '@/components/SelectAll';

import { BULK_DELETE_ID } from '../lib/booking-intents';
import styles from './Bookings.module.css';

interface BookingBulkBarProps {
  /** How many bookings the page shows, and how many of them are selected. */
  shown: number;
  selected: number;
  /** The statuses the selected bookings may move to (for at least one of them). */
  statuses: BookingStatus[];
  onSelectAll: (isOn: boolean) => void;
  onChangeStatus: (status: BookingStatus) => void;
  onDeleteSelected: () => void;
}

/**
 * Suppliers' and admins' bulk actions: select all on the page (mixed when some are), a new status
 * for the selected bookings, or their deletion.
 */
export function BookingBulkBar({
  shown,
  selected,
  statuses,
  onSelectAll,
  onChangeStatus,
  onDeleteSelected,
}: BookingBulkBarProps) {
  const { t } = useTranslation(['bookings', 'enums']);
  const statusId = useId();
  const [chosen, setChosen] = useState<BookingStatus | ''>('');
  const status = statuses.find((offered) => offered === chosen);
  const none = selected === 0;
  return (
    <div role="group" aria-label={t('bulk.label')} className={styles.bulk}>
      <SelectAll
        selected={selected}
        shown={shown}
        label={t('bulk.selectAll')}
        countText={t('bulk.selected', { count: selected })}
        onSelectAll={onSelectAll}
      />
      <span className={styles.bulkStatus}>
        <label htmlFor={statusId} className={styles.visuallyHidden}>
          {t('bulk.status')}
        </label>
        <select
          id={statusId}
          className={styles.select}
          value={status ?? ''}
          disabled={none}
          onChange={(event) => setChosen(statuses.find((offered) => offered === event.target.value) ?? '')}
        >
          <option value="">{t('bulk.chooseStatus')}</option>
          {statuses.map((offered) => (
            <option key={offered} value={offered}>
              {t(`enums:bookingStatus.${offered}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={button.outlined}
          disabled={none || status === undefined}
          onClick={() => {
            if (status === undefined) return;
            onChangeStatus(status);
            setChosen('');
          }}
        >
          {t('bulk.apply')}
        </button>
      </span>
      <button
        id={BULK_DELETE_ID}
        type="button"
        className={`${button.outlined} ${styles.danger}`}
        disabled={none}
        onClick={onDeleteSelected}
      >
        {t('bulk.delete')}
      </button>
    </div>
  );
}
