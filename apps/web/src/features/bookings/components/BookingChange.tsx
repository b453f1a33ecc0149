import type { BookingReader } from '@roadbook/domain/booking-actions';
import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { Car } from '@roadbook/domain/contracts/cars';
import type { CarOption } from '@roadbook/domain/enums';
import { useQueries } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useCar } from '@/api/get-car';
import { locationQueryOptions } from '@/api/get-location';
import button from '@/components/button.module.css';
import { useToast } from '@/components/toast/use-toast';
import { CHANGE_ANCHOR } from '@/lib/booking-paths';
import { currentLanguage } from '@/lib/i18n';

import { AmendmentForm } from './AmendmentForm';
import styles from './BookingDetail.module.css';

interface BookingChangeProps {
  booking: Booking;
  reader: BookingReader;
  /** The car's options as switches with their prices (the page composes the checkout's). */
  renderOptions: (
    car: Car,
    chosen: readonly CarOption[],
    onChange: (option: CarOption, isOn: boolean) => void,
  ) => ReactNode;
}

/** The form, once the car's places (named) and options are read. */
function LoadedForm({
  booking,
  reader,
  renderOptions,
  onClose,
}: BookingChangeProps & { onClose: (refocus: boolean) => void }) {
  const { t, i18n } = useTranslation(['bookings', 'common']);
  const toast = useToast();
  const car = useCar(booking.car.id);
  const language = currentLanguage(i18n);
  const places = useQueries({
    queries: (car.data?.locationIds ?? []).map((id) => locationQueryOptions(id, language)),
  });
  if (car.isError || places.some((place) => place.isError)) {
    return (
      <p role="alert" className={styles.refusal}>
        {t('amend.loadFailed')}
      </p>
    );
  }
  const named = places.flatMap(({ data }) => (data === undefined ? [] : [{ id: data.id, name: data.name }]));
  // The booking's own places stay choosable, even one the car no longer offers.
  const choosable = [booking.pickUp, booking.dropOff].reduce(
    (all, place) => (all.some(({ id }) => id === place.id) ? all : [...all, place]),
    named,
  );
  if (car.data === undefined || named.length < places.length) {
    return <p role="status">{t('amend.loading')}</p>;
  }
  const loaded = car.data;
  return (
    <AmendmentForm
      booking={booking}
      reader={reader}
      places={choosable}
      renderOptions={(chosen, onChange) => renderOptions(loaded, chosen, onChange)}
      onCancel={() => onClose(true)}
      onDone={(changed) => {
        // A dearer change of the driver's waits for its difference: the page asks it (and takes the
        // focus to it).
        const isMade = changed.payment === null;
        onClose(isMade);
        if (isMade) toast.success(t('common:success.changesSaved'));
      }}
    />
  );
}

/** "Change the booking", and its form once asked (the reader may change it: canAmendBooking). */
export function BookingChange(props: BookingChangeProps) {
  const { t } = useTranslation('bookings');
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(hash === `#${CHANGE_ANCHOR}`);
  const opener = useRef<HTMLButtonElement>(null);
  if (isOpen) {
    return (
      <LoadedForm
        {...props}
        onClose={(refocus) => {
          setIsOpen(false);
          // The address no longer opens the form (the page shows it again after a payment).
          if (hash !== '') void navigate({ search, hash: '' }, { replace: true });
          if (refocus) requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    );
  }
  return (
    <p className={styles.status}>
      <button ref={opener} type="button" className={button.outlined} onClick={() => setIsOpen(true)}>
        {t('amend.open')}
      </button>
    </p>
  );
}
