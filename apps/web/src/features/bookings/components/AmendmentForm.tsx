import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { AmendmentQuote, Booking, BookingAmendmentBody } from '@roadbook/domain/contracts/bookings';
import type { CarOption } from '@roadbook/domain/enums';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAmendBooking } from '@/api/amend-booking';
import { useQuoteAmendment } from '@/api/quote-amendment';
import button from '@/components/button.module.css';
import form from '@/components/form/form.module.css';
import { usePriceFormatter } from '@/components/Price';
import { errorMessage } from '@/lib/error-message';

import { dateTimeInputOf, instantOfInput } from '../lib/date-time-input';
import styles from './BookingDetail.module.css';

interface AmendmentFormProps {
  booking: Booking;
  reader: BookingReader;
  /** The places the car can be picked up and dropped off at, named (the booking's own among them). */
  places: readonly { id: string; name: string }[];
  /** The options' switches with their prices (the page composes them with the car's). */
  renderOptions: (
    chosen: readonly CarOption[],
    onChange: (option: CarOption, isOn: boolean) => void,
  ) => ReactNode;
  /** The change is made, or waits for its difference (the booking's `payment` says so). */
  onDone: (booking: Booking) => void;
  onCancel: () => void;
}

interface Values {
  pickUp: string;
  dropOff: string;
  from: string;
  to: string;
  options: CarOption[];
}

/** The form's first values: the booking as it is, its times on the marketplace's clock. */
function valuesOf(booking: Booking): Values {
  return {
    pickUp: booking.pickUp.id,
    dropOff: booking.dropOff.id,
    from: dateTimeInputOf(new Date(booking.from), booking.timeZone),
    to: dateTimeInputOf(new Date(booking.to), booking.timeZone),
    options: [...booking.options],
  };
}

/** The instant a time field names: the booking's own when left as shown (to the second). */
function instantOf(value: string, shown: string, original: string, timeZone: string): string | null {
  if (value === shown) return original;
  return instantOfInput(value, timeZone)?.toISOString() ?? null;
}

/** The values' body, or null while a date is not a real one. */
function bodyOf(values: Values, booking: Booking): BookingAmendmentBody | null {
  const shown = valuesOf(booking);
  const from = instantOf(values.from, shown.from, booking.from, booking.timeZone);
  const to = instantOf(values.to, shown.to, booking.to, booking.timeZone);
  if (from === null || to === null) return null;
  return {
    pickUpLocationId: values.pickUp,
    dropOffLocationId: values.dropOff,
    from,
    to,
    options: values.options,
  };
}

/** What the priced change means for the reader: to pay now, refunded, or the counter's. */
function QuoteSummary({ quote, reader }: { quote: AmendmentQuote; reader: BookingReader }) {
  const { t } = useTranslation('bookings');
  const price = usePriceFormatter();
  const { totalMinor, differenceMinor, dueAtCounterMinor } = quote;
  return (
    <div role="status" className={styles.amendQuote}>
      <p className={styles.amendTotal}>{t('amend.newTotal', { amount: price(totalMinor) })}</p>
      <p>
        {differenceMinor > 0
          ? t('amend.toPay', { amount: price(differenceMinor) })
          : differenceMinor < 0
            ? t(reader === 'driver' ? 'amend.toRefund' : 'amend.toRefundDriver', {
                amount: price(-differenceMinor),
              })
            : t('amend.nothingOnline')}{' '}
        {dueAtCounterMinor > 0 && t('amend.dueAtCounter', { amount: price(dueAtCounterMinor) })}
      </p>
    </div>
  );
}

/**
 * A booking's change: places, times and options, priced by the server before anything is changed
 * ("see the new price"), then confirmed. A change that costs more online is paid before it is made.
 */
export function AmendmentForm({
  booking,
  reader,
  places,
  renderOptions,
  onDone,
  onCancel,
}: AmendmentFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const price = usePriceFormatter();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(booking));
  // The dates are judged once the reader asks for the price, not while they type.
  const [isAsked, setIsAsked] = useState(false);
  const quote = useQuoteAmendment();
  const amend = useAmendBooking();
  const priced = quote.data;
  const failure = quote.error ?? amend.error;
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The price, or why there is none, is read next.
  useEffect(() => {
    if (priced !== undefined || failure !== null) outcomeRef.current?.focus();
  }, [priced, failure]);
  const isBusy = quote.isPending || amend.isPending;

  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    // A new value asks for a new price before the change is confirmed.
    quote.reset();
    amend.reset();
  };
  const body = bodyOf(values, booking);
  const isDateInvalid = isAsked && body === null;
  const submit = () => {
    setIsAsked(true);
    if (body === null || isBusy) return;
    if (priced === undefined) quote.mutate({ id: booking.id, body });
    else amend.mutate({ id: booking.id, body }, { onSuccess: onDone });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('amend.title')}
      </h2>
      <form
        noValidate
        className={styles.amendForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {/* Nothing changes while the change is sent: its answer is about these values. */}
        <fieldset disabled={isBusy} className={styles.amendFieldset}>
          <div className={styles.amendFields}>
            {(['pickUp', 'dropOff'] as const).map((field) => (
              <div key={field} className={form.field}>
                <label htmlFor={`${id}-${field}`} className={form.label}>
                  {t(field === 'pickUp' ? 'amend.pickUp' : 'amend.dropOff')}
                </label>
                <select
                  id={`${id}-${field}`}
                  className={form.input}
                  value={values[field]}
                  onChange={(event) => change({ [field]: event.currentTarget.value })}
                >
                  {places.map((place) => (
                    <option key={place.id} value={place.id}>
                      {place.name}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {(['from', 'to'] as const).map((field) => (
              <div key={field} className={form.field}>
                <label htmlFor={`${id}-${field}`} className={form.label}>
                  {t(field === 'from' ? 'amend.from' : 'amend.to')}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="datetime-local"
                  className={form.input}
                  value={values[field]}
                  aria-invalid={
                    (isAsked && instantOfInput(values[field], booking.timeZone) === null) || undefined
                  }
                  aria-describedby={isDateInvalid ? `${id}-date-error` : undefined}
                  onChange={(event) => change({ [field]: event.currentTarget.value })}
                />
              </div>
            ))}
          </div>
          {renderOptions(values.options, (option, isOn) =>
            change({
              options: isOn
                ? [...values.options, option]
                : values.options.filter((chosen) => chosen !== option),
            }),
          )}
        </fieldset>
        <div ref={outcomeRef} tabIndex={-1}>
          {failure !== null ? (
            <p role="alert" className={styles.refusal}>
              {errorMessage(i18n, failure)}
            </p>
          ) : (
            priced !== undefined && <QuoteSummary quote={priced} reader={reader} />
          )}
          {isDateInvalid && (
            <p id={`${id}-date-error`} role="alert" className={styles.refusal}>
              {t('amend.invalidDate')}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={form.submit} aria-disabled={isBusy || body === null || undefined}>
            {priced === undefined
              ? quote.isPending
                ? t('amend.quoting')
                : t('amend.quote')
              : priced.differenceMinor > 0
                ? t('amend.confirmAndPay', { amount: price(priced.differenceMinor) })
                : t('amend.confirm')}
          </button>
          <button type="button" className={button.text} onClick={onCancel}>
            {t('amend.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
