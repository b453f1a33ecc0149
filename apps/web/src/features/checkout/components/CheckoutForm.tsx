import { amountsDue, driverMinimumAge, paymentChoicesFor } from '@roadbook/domain/checkout';
import { DEFAULT_TIME_ZONE, MINIMUM_AGE } from '@roadbook/domain/constants';
import type { User } from '@roadbook/domain/contracts/accounts';
import type { Car } from '@roadbook/domain/contracts/cars';
import type { CheckoutBody } from '@roadbook/domain/contracts/checkout';
import { missingDriverFields } from '@roadbook/domain/driver-schema';
import { CAR_OPTIONS, type CarOption, type PaymentChoice } from '@roadbook/domain/enums';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { useCheckout } from '@/api/checkout';
import { useConfig } from '@/api/get-config';
import { usePlace } from '@/api/get-location';
import { quoteQueryOptions } from '@/api/create-quote';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { LazyLocationMap } from '@/components/map/LazyLocationMap';
import { usePriceFormatter } from '@/components/Price';
import { PriceBreakdown } from '@/components/quote/PriceBreakdown';
import { ApiError, errorCodeOf } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { bookingCheckoutPath, type CheckoutChoice } from '@/lib/checkout-paths';
import { searchPath, signInPath } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useSchemaForm } from '@/lib/use-schema-form';

import { DRIVER_FIELDS, makeCheckoutFormSchema, type DriverField } from '../lib/checkout-form-schema';
import styles from './Checkout.module.css';
import { DriverFields } from './DriverFields';
import { LicenceField } from './LicenceField';
import { OptionSwitches } from './OptionSwitches';
import { PaymentChoices } from './PaymentChoices';
import { TripSummary } from './TripSummary';

/** The URL's parameters of the options switched on (repeated) and of the payment choice. */
const OPTION_PARAM = 'option';
const PAYMENT_PARAM = 'pay';

function isCarOption(value: string): value is CarOption {
  return (CAR_OPTIONS as readonly string[]).includes(value);
}

interface CheckoutFormProps {
  choice: CheckoutChoice;
  car: Car;
  /** The signed-in driver, or null for a visitor. */
  user: User | null;
}

/** The options chosen that the car sells (included ones are on anyway, unavailable ones never). */
function soldOptions(car: Car, chosen: readonly CarOption[]): CarOption[] {
  return chosen.filter((option) => car[option] > 0);
}

/**
 * The checkout of one car for one period: its options as switches re-quoted by the server, the
 * driver (a visitor's details), the additional driver, the licence the agency asks for and the way
 * to pay, with what is paid now and at the counter. The server prices and checks everything again.
 */
export function CheckoutForm({ choice, car, user }: CheckoutFormProps) {
  const { t, i18n } = useTranslation(['checkout', 'common']);
  const language = useLanguageParam();
  const pageLanguage = currentLanguage(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const formatPrice = usePriceFormatter();
  const booking = useCheckout();
  const { data: config } = useConfig();
  // One key per request: the same body sent again (a lost answer) keeps it; another body, or a
  // retry after the server said no, gets a new one.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // The options and the payment choice live in the URL too: a reload or a sign-in keeps them. The
  // page answers a click at once and writes the URL after.
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<readonly CarOption[]>(() =>
    params.getAll(OPTION_PARAM).filter(isCarOption),
  );
  const [asked, setAsked] = useState(() => params.get(PAYMENT_PARAM));
  const choices = paymentChoicesFor({
    isPayAtCounterAllowed: car.supplier.isPayAtCounterAllowed,
    depositMinor: car.deposit,
  });
  const payment: PaymentChoice = choices.find((choice) => choice === asked) ?? choices[0] ?? 'full';
  const setChoices = (nextOptions: readonly CarOption[], nextPayment: PaymentChoice) => {
    setChosen(nextOptions);
    setAsked(nextPayment);
    const next = new URLSearchParams(params);
    next.delete(OPTION_PARAM);
    for (const option of nextOptions) next.append(OPTION_PARAM, option);
    next.set(PAYMENT_PARAM, nextPayment);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const [tempLicence, setTempLicence] = useState<string | null>(null);
  const pickUp = usePlace(choice.pickup, pageLanguage);
  const dropOff = usePlace(choice.dropoff, pageLanguage);

  const options = soldOptions(car, chosen);
  const quote = useQuery({
    ...quoteQueryOptions({ carId: car.id, from: choice.from, to: choice.to, options }),
    meta: { errorToast: false },
  });
  const hasAdditionalDriver = car.additionalDriver === 0 || chosen.includes('additionalDriver');
  const minimumAge = driverMinimumAge(MINIMUM_AGE, car.minimumAge);
  const [now] = useState(() => new Date());
  // A visitor gives every detail; a signed-in driver only those the account lacks ("Delete my data").
  const driverFields = user === null ? DRIVER_FIELDS : missingDriverFields(user);
  const schema = makeCheckoutFormSchema(now, { minimumAge, driverFields, hasAdditionalDriver });
  const driverLabels = (
    group: 'driver' | 'additionalDriver',
    fields: readonly DriverField[] = DRIVER_FIELDS,
  ) => Object.fromEntries(fields.map((field) => [`${group}.${field}`, t(`driver.${field}`)]));

  const form = useSchemaForm({
    schema,
    labels: {
      ...driverLabels('driver', driverFields),
      ...(hasAdditionalDriver ? driverLabels('additionalDriver') : {}),
    },
    codeFields: { 'validation.emailAlreadyRegistered': 'driver.email' },
    onSubmit: async (drivers) => {
      const body: CheckoutBody = {
        carId: car.id,
        pickUpLocationId: choice.pickup,
        dropOffLocationId: choice.dropoff,
        from: choice.from,
        to: choice.to,
        options,
        payment,
        ...drivers,
        ...(tempLicence === null ? {} : { licence: tempLicence }),
      };
      const sent = JSON.stringify(body);
      if (attempt.current?.body !== sent) attempt.current = { key: crypto.randomUUID(), body: sent };
      try {
        const answer = await booking.mutateAsync({ body, idempotencyKey: attempt.current.key });
        void navigate(bookingCheckoutPath(answer.booking.id, language), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) attempt.current = null;
        throw error;
      }
    },
  });

  const code = booking.error === null ? null : errorCodeOf(booking.error);
  const isQuoting = quote.isFetching || quote.isPlaceholderData;
  const shown = quote.data;
  const due = shown === undefined ? null : amountsDue(shown.totalMinor, payment, car.deposit);
  const trip = {
    car,
    supplier: car.supplier,
    pickUp: pickUp.data?.name ?? '',
    dropOff: dropOff.data?.name ?? '',
    from: choice.from,
    to: choice.to,
    timeZone: config?.timeZone ?? DEFAULT_TIME_ZONE,
  };

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <TripSummary trip={trip}>
          {pickUp.data !== undefined && (
            <LazyLocationMap
              locations={[pickUp.data]}
              label={t('trip.map', { place: pickUp.data.name })}
              height={200}
            />
          )}
        </TripSummary>
        <div aria-busy={isQuoting} className={styles.quote}>
          {shown !== undefined && <PriceBreakdown quote={shown} caption={t('summary.breakdown')} />}
          {quote.isError && (
            <p role="alert" className={styles.error}>
              {t('summary.quoteFailed')}
            </p>
          )}
        </div>
      </div>
      <form {...form.formProps} className={styles.form} aria-label={t('form.label')}>
        <ErrorSummary form={form} />
        <OptionSwitches
          car={car}
          chosen={chosen}
          onChange={(option, isOn) =>
            setChoices([...chosen.filter((item) => item !== option), ...(isOn ? [option] : [])], payment)
          }
        />
        {user === null ? (
          <DriverFields
            form={form}
            group="driver"
            legend={t('driver.legend')}
            intro={t('driver.visitorIntro', { age: minimumAge })}
          />
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('driver.legend')}</legend>
            <p>
              <strong>{user.fullName}</strong> · {user.email}
              {user.phone !== null && ` · ${user.phone}`}
            </p>
            <p className={styles.secondary}>{t('driver.signedInIntro', { age: minimumAge })}</p>
            {driverFields.length > 0 && (
              <>
                <p>{t('driver.missingIntro')}</p>
                <DriverFields form={form} group="driver" fields={driverFields} />
              </>
            )}
          </fieldset>
        )}
        {hasAdditionalDriver && (
          <DriverFields form={form} group="additionalDriver" legend={t('driver.additionalLegend')} />
        )}
        {car.isLicenceRequired && (
          <LicenceField user={user} tempName={tempLicence} onTempName={setTempLicence} />
        )}
        <PaymentChoices
          choices={choices}
          value={payment}
          totalMinor={shown?.totalMinor ?? null}
          depositMinor={car.deposit}
          onChange={(choice) => setChoices(chosen, choice)}
        />
        {code === 'validation.emailAlreadyRegistered' && (
          <p className={styles.notice}>
            {t('driver.alreadyRegistered')}{' '}
            <Link to={signInPath(`${location.pathname}${location.search}`, language)}>
              {t('driver.signIn')}
            </Link>
          </p>
        )}
        {code === 'booking.carUnavailable' && (
          <p className={styles.notice}>
            <Link
              to={searchPath(
                {
                  pickupLocation: choice.pickup,
                  dropOffLocation: choice.dropoff,
                  from: choice.from,
                  to: choice.to,
                },
                language,
              )}
            >
              {t('summary.searchAgain')}
            </Link>
          </p>
        )}
        {due !== null && shown !== undefined && (
          <dl className={styles.totals} aria-busy={isQuoting}>
            <div>
              <dt>{t('summary.total')}</dt>
              <dd>{formatPrice(shown.totalMinor)}</dd>
            </div>
            <div>
              <dt>{t('summary.dueNow')}</dt>
              <dd>{formatPrice(due.dueNowMinor)}</dd>
            </div>
            <div>
              <dt>{t('summary.dueAtCounter')}</dt>
              <dd>{formatPrice(due.dueAtCounterMinor)}</dd>
            </div>
          </dl>
        )}
        <p role="status" className={styles.secondary}>
          {isQuoting ? t('summary.updating') : ''}
        </p>
        <SubmitButton form={form}>
          {payment === 'counter' ? t('form.book') : t('form.bookAndPay')}
        </SubmitButton>
      </form>
    </div>
  );
}
