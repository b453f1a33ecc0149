import type { Booking } from '@roadbook/domain/contracts/bookings';
import type { SupplierRef } from '@roadbook/domain/contracts/suppliers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import styles from './Checkout.module.css';

export interface Trip {
  car: { name: string; image: string | null };
  supplier: SupplierRef;
  pickUp: string;
  dropOff: string;
  from: string;
  to: string;
  /** The marketplace's time zone, in which the times are told (as in the emails). */
  timeZone: string;
}

/** A booking's trip, with its places named. */
export function tripOf(booking: Booking): Trip {
  const { car, supplier, pickUp, dropOff, from, to, timeZone } = booking;
  return { car, supplier, pickUp: pickUp.name, dropOff: dropOff.name, from, to, timeZone };
}

/** The car with its supplier, the places and the period; `children` adds below (a map, a number). */
export function TripSummary({ trip, children }: { trip: Trip; children?: ReactNode }) {
  const { t, i18n } = useTranslation('checkout');
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: trip.timeZone,
  });
  return (
    <section className={styles.trip} aria-label={t('trip.label')}>
      <div className={styles.tripCar}>
        {trip.car.image !== null && (
          <img src={trip.car.image} alt="" width={150} height={100} className={styles.carImage} />
        )}
        <div>
          <p className={styles.carName}>{trip.car.name}</p>
          <p className={styles.secondary}>
            {trip.supplier.logo !== null && (
              <img src={trip.supplier.logo} alt="" width={60} height={30} className={styles.logo} />
            )}
            {t('trip.supplier', { supplier: trip.supplier.name })}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('trip.pickUp')}</dt>
          <dd>
            {trip.pickUp}
            <br />
            {format.format(new Date(trip.from))}
          </dd>
        </div>
        <div>
          <dt>{t('trip.dropOff')}</dt>
          <dd>
            {trip.dropOff}
            <br />
            {format.format(new Date(trip.to))}
          </dd>
        </div>
      </dl>
      <p className={styles.secondary}>{t('trip.timeZone', { timeZone: trip.timeZone })}</p>
      {children}
    </section>
  );
}
