import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { searchPath, type SearchPathQuery } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { checkSearch, SEARCH_FIELDS, type SearchField, type SearchIssues } from '../lib/check-search';
import {
  defaultRentalPeriod,
  DEFAULT_RENTAL_DAYS,
  parseDateTimeLocal,
  toDate,
  toDateTimeLocal,
} from '../lib/date-time-local';
import { PlaceCombobox, type PlaceChoice } from './PlaceCombobox';
import styles from './SearchForm.module.css';

export type { PlaceChoice } from './PlaceCombobox';

/** The search the form submits: places, period, and any filters it was given to keep. */
export type SearchFormQuery = SearchPathQuery &
  Required<Pick<SearchPathQuery, 'pickupLocation' | 'from' | 'to'>>;
/** `stacked`: one field under the other (cards, side panels); `horizontal`: one row on wide screens. */
export type SearchFormLayout = 'stacked' | 'horizontal';

/** What a search keeps besides its places and period (filters, sort); a new search starts at page 1. */
export type SearchFormExtraQuery = Omit<
  SearchFormQuery,
  'pickupLocation' | 'dropOffLocation' | 'from' | 'to' | 'page'
>;

export interface SearchFormProps {
  /** Places and period shown at first (read once, at mount: give the form a `key` to reset it). */
  initialPickUp?: PlaceChoice | null;
  /** A drop-off other than the pick-up unticks "Return to the same location". */
  initialDropOff?: PlaceChoice | null;
  /** Dates or ISO 8601 instants; by default tomorrow 10:00 to 3 days later. */
  initialFrom?: Date | string;
  initialTo?: Date | string;
  /** Filters (and sort) to keep in the submitted search, e.g. `{ size: ['mini'] }`. */
  extraQuery?: SearchFormExtraQuery;
  /**
   * Called with a valid search and its /search URL (keeping the page's `l` language parameter); by
   * default the form navigates to that URL.
   */
  onSearch?: (query: SearchFormQuery, url: string) => void;
  /** `stacked`: one field under the other (cards, side panels); `horizontal`: one row on wide screens. */
  layout?: SearchFormLayout;
  /** Accessible name of the search landmark; defaults to "Find a vehicle". */
  label?: string;
}

const FIELD_LABEL_KEYS = {
  pickUp: 'pickUpLocation',
  dropOff: 'dropOffLocation',
  from: 'pickUpDate',
  to: 'dropOffDate',
} as const satisfies Record<SearchField, string>;

const MS_PER_DAY = 86_400_000;

function initialPeriod(from: Date | string | undefined, to: Date | string | undefined) {
  const defaults = defaultRentalPeriod(new Date());
  const start = toDate(from) ?? defaults.from;
  const end = toDate(to) ?? new Date(start.getTime() + DEFAULT_RENTAL_DAYS * MS_PER_DAY);
  return { from: toDateTimeLocal(start), to: toDateTimeLocal(end), today: toDateTimeLocal(new Date()) };
}

/** Pick-up and drop-off places and dates; a valid search opens /search (or goes to `onSearch`). */
export function SearchForm({
  initialPickUp = null,
  initialDropOff = null,
  initialFrom,
  initialTo,
  extraQuery,
  onSearch,
  layout = 'stacked',
  label,
}: SearchFormProps) {
  // Its error messages (`errors:`) come with the visitor's first interaction on a home, which starts
  // without them (lib/i18n.ts); the form renders again once they are in.
  const { t, i18n } = useTranslation('searchForm');
  const navigate = useNavigate();
  // The `l` language parameter the visitor came with stays in the search's URL (reload, sharing).
  const urlLanguage = useLanguageParam();
  const id = useId();
  const [pickUp, setPickUp] = useState(initialPickUp);
  const [dropOff, setDropOff] = useState(initialDropOff);
  const [sameReturn, setSameReturn] = useState(
    initialDropOff === null || initialDropOff.id === initialPickUp?.id,
  );
  const [period] = useState(() => initialPeriod(initialFrom, initialTo));
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [issues, setIssues] = useState<SearchIssues>({});
  const pickUpRef = useRef<HTMLInputElement>(null);
  const dropOffRef = useRef<HTMLInputElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const errorId = (field: SearchField) => `${id}-${field}-error`;

  const clearIssues = (...fields: SearchField[]) => {
    if (!fields.some((field) => issues[field] !== undefined)) return;
    setIssues((current) => {
      const next: SearchIssues = {};
      for (const field of SEARCH_FIELDS) {
        const issue = current[field];
        if (issue !== undefined && !fields.includes(field)) next[field] = issue;
      }
      return next;
    });
  };

  const message = (field: SearchField): string | null => {
    const issue = issues[field];
    if (issue === undefined) return null;
    if (issue.code === 'validation.required') {
      return i18n.t('errors:validation.required', { field: t(FIELD_LABEL_KEYS[field]) });
    }
    return i18n.t(`errors:${issue.code}`, issue.params);
  };

  const fieldProps = (field: SearchField) => {
    const invalid = issues[field] !== undefined;
    return { invalid, describedBy: invalid ? errorId(field) : undefined };
  };

  const renderError = (field: SearchField) => {
    const text = message(field);
    return text === null ? null : (
      <p className={styles.error} id={errorId(field)} role="alert">
        {text}
      </p>
    );
  };

  const changeFrom = (value: string) => {
    const previousFrom = parseDateTimeLocal(from);
    const previousTo = parseDateTimeLocal(to);
    const nextFrom = parseDateTimeLocal(value);
    setFrom(value);
    clearIssues('from', 'to');
    // Moving the pick-up past the drop-off moves the drop-off too, keeping the rental's length.
    if (nextFrom !== null && (previousTo === null || previousTo <= nextFrom)) {
      const length =
        previousFrom !== null && previousTo !== null && previousTo > previousFrom
          ? previousTo.getTime() - previousFrom.getTime()
          : DEFAULT_RENTAL_DAYS * MS_PER_DAY;
      setTo(toDateTimeLocal(new Date(nextFrom.getTime() + length)));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkSearch(
      { pickUpId: pickUp?.id ?? null, dropOffId: dropOff?.id ?? null, sameReturn, from, to },
      new Date(),
    );
    if (!result.ok) {
      setIssues(result.issues);
      const first = SEARCH_FIELDS.find((field) => result.issues[field] !== undefined);
      const refs = { pickUp: pickUpRef, dropOff: dropOffRef, from: fromRef, to: toRef };
      if (first !== undefined) refs[first].current?.focus();
      return;
    }
    setIssues({});
    const query: SearchFormQuery = { ...extraQuery, ...result.search };
    const url = searchPath(query, urlLanguage);
    if (onSearch !== undefined) onSearch(query, url);
    else void navigate(url);
  };

  return (
    <form
      className={layout === 'horizontal' ? `${styles.form} ${styles.horizontal}` : styles.form}
      role="search"
      aria-label={label ?? t('title')}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.fields}>
        <div className={styles.placeGroup}>
          <div>
            <PlaceCombobox
              label={t('pickUpLocation')}
              name="pickup"
              value={pickUp}
              onChange={(place) => {
                setPickUp(place);
                clearIssues('pickUp');
              }}
              inputRef={pickUpRef}
              {...fieldProps('pickUp')}
            />
            {renderError('pickUp')}
          </div>
          <label className={styles.checkboxLabel}>
            <input
              className={styles.checkbox}
              type="checkbox"
              checked={sameReturn}
              onChange={(event) => {
                setSameReturn(event.target.checked);
                clearIssues('dropOff');
              }}
            />
            {t('sameReturn')}
          </label>
        </div>
        {!sameReturn && (
          <div className={styles.placeGroup}>
            <div>
              <PlaceCombobox
                label={t('dropOffLocation')}
                name="dropoff"
                value={dropOff}
                onChange={(place) => {
                  setDropOff(place);
                  clearIssues('dropOff');
                }}
                inputRef={dropOffRef}
                {...fieldProps('dropOff')}
              />
              {renderError('dropOff')}
            </div>
          </div>
        )}
        <div>
          <label className={styles.label} htmlFor={`${id}-from`}>
            {t('pickUpDate')}
          </label>
          <input
            className={styles.dateInput}
            ref={fromRef}
            id={`${id}-from`}
            name="from"
            type="datetime-local"
            required
            min={period.today}
            value={from}
            onChange={(event) => changeFrom(event.target.value)}
            aria-invalid={fieldProps('from').invalid}
            aria-describedby={fieldProps('from').describedBy}
          />
          {renderError('from')}
        </div>
        <div>
          <label className={styles.label} htmlFor={`${id}-to`}>
            {t('dropOffDate')}
          </label>
          <input
            className={styles.dateInput}
            ref={toRef}
            id={`${id}-to`}
            name="to"
            type="datetime-local"
            required
            min={from}
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              clearIssues('from', 'to');
            }}
            aria-invalid={fieldProps('to').invalid}
            aria-describedby={fieldProps('to').describedBy}
          />
          {renderError('to')}
        </div>
      </div>
      <button className={styles.submit} type="submit">
        {t('search')}
      </button>
    </form>
  );
}
