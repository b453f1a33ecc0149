import { BOOKING_STATUSES, type BookingStatus } from '@roadbook/domain/enums';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useAllSuppliers } from '@/api/get-suppliers';
import button from '@/components/button.module.css';
import form from '@/components/form/form.module.css';

import styles from './Bookings.module.css';

/** The list's filters as the form shows them (empty texts and lists: no filter). */
export interface BookingFilterValues {
  status: BookingStatus[];
  supplier: string;
  from: string;
  to: string;
  keyword: string;
}

interface BookingFiltersProps {
  values: BookingFilterValues;
  /** Suppliers see their own bookings only: no supplier filter for them. */
  hasSupplierFilter: boolean;
  onApply: (values: BookingFilterValues) => void;
  /** The list without filters, when some are on. */
  clearHref: string | null;
}

/** The supplier to keep to, among every public supplier (left out while they cannot be listed). */
function SupplierFilter({ value }: { value: string }) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const suppliers = useAllSuppliers().data ?? [];
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {t('filters.supplier')}
      </label>
      <select id={id} name="supplier" defaultValue={value} className={form.input}>
        <option value="">{t('filters.anySupplier')}</option>
        {suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The list's filters — statuses, supplier, rental dates (from, to) and a keyword — applied together;
 * the page keeps them in its address.
 */
export function BookingFilters({ values, hasSupplierFilter, onApply, clearHref }: BookingFiltersProps) {
  const { t } = useTranslation(['bookings', 'enums']);
  const fromId = useId();
  const toId = useId();
  const keywordId = useId();
  const hintId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = data.getAll('status');
    onApply({
      status: BOOKING_STATUSES.filter((status) => chosen.includes(status)),
      supplier: text(data, 'supplier'),
      from: text(data, 'from'),
      to: text(data, 'to'),
      keyword: text(data, 'keyword'),
    });
  };
  return (
    <form role="search" aria-label={t('filters.label')} className={styles.filters} onSubmit={onSubmit}>
      <fieldset className={styles.statuses}>
        <legend className={form.label}>{t('filters.status')}</legend>
        {BOOKING_STATUSES.map((status) => (
          <label key={status} className={styles.statusChoice}>
            <input
              type="checkbox"
              name="status"
              value={status}
              defaultChecked={values.status.includes(status)}
              className={styles.checkbox}
            />
            {t(`enums:bookingStatus.${status}`)}
          </label>
        ))}
      </fieldset>
      {hasSupplierFilter && <SupplierFilter value={values.supplier} />}
      <div className={form.field}>
        <label htmlFor={fromId} className={form.label}>
          {t('filters.from')}
        </label>
        <input id={fromId} type="date" name="from" defaultValue={values.from} className={form.input} />
      </div>
      <div className={form.field}>
        <label htmlFor={toId} className={form.label}>
          {t('filters.to')}
        </label>
        <input id={toId} type="date" name="to" defaultValue={values.to} className={form.input} />
      </div>
      <div className={`${form.field} ${styles.keyword}`}>
        <label htmlFor={keywordId} className={form.label}>
          {t('filters.keyword')}
        </label>
        <input
          id={keywordId}
          type="search"
          name="keyword"
          maxLength={100}
          defaultValue={values.keyword}
          aria-describedby={hintId}
          className={form.input}
        />
        <p id={hintId} className={form.hint}>
          {t('filters.keywordHint')}
        </p>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={form.submit}>
          {t('filters.apply')}
        </button>
        {clearHref !== null && (
          <Link to={clearHref} className={button.text}>
            {t('filters.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
