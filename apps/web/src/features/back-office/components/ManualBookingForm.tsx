// A booking made by hand (POST /api/admin/bookings): one of the reader's cars, its pick-up and
// drop-off places, the period on the marketplace's clock, the driver (an existing driver's email, or
// a new driver's email and name) and the options. The server's quote shows before saving; a car taken
// over the period (409 booking.carUnavailable) is said plainly above the form.
import type { Booking } from '@roadbook/domain/contracts/bookings';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import { ManualBookingInputSchema, type ManualBookingInput } from '@roadbook/domain/manual-booking-schema';
import { toFieldErrors, type FieldError } from '@roadbook/domain/validation-issues';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { createManualBooking } from '@/api/admin-bookings';
import { createQuote } from '@/api/create-quote';
import { fleetCarQueryOptions, fleetQueryOptions } from '@/api/fleet';
import { allLocationsQueryOptions } from '@/api/get-locations';
import { fieldMessage } from '@/components/form/field-message';
import { errorCodeOf } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { apiFieldErrors } from '@/lib/use-schema-form';

import { instantOfZonedInput } from '../lib/zoned-time';
import { QuoteTable } from './QuoteTable';

export interface ManualBookingStart {
  carId?: string;
  /** Input values ('YYYY-MM-DDTHH:mm') on the marketplace's clock. */
  from?: string;
  to?: string;
}

interface ManualBookingFormProps {
  start: ManualBookingStart;
  timeZone: string;
  onBooked: (booking: Booking) => void | Promise<void>;
}

const FLEET_QUERY = { sort: 'name', order: 'asc', page: 1, pageSize: 100 } as const;

export function ManualBookingForm({ start, timeZone, onBooked }: ManualBookingFormProps) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const language = currentLanguage(i18n);
  const [carId, setCarId] = useState(start.carId ?? '');
  const [pickUp, setPickUp] = useState('');
  const [dropOff, setDropOff] = useState('');
  const [from, setFrom] = useState(start.from ?? '');
  const [to, setTo] = useState(start.to ?? '');
  const [driverEmail, setDriverEmail] = useState('');
  const [driverName, setDriverName] = useState('');
  const [options, setOptions] = useState<CarOption[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);

  const fleet = useQuery(fleetQueryOptions(FLEET_QUERY));
  const car = useQuery({ ...fleetCarQueryOptions(carId), enabled: carId !== '' });
  const locations = useQuery(allLocationsQueryOptions(language));
  const places = (car.data?.locationIds ?? []).map((id) => ({
    id,
    name: locations.data?.find((location) => location.id === id)?.name ?? id,
  }));
  const offered = CAR_OPTIONS.filter((option) => car.data !== undefined && car.data[option] > 0);

  const input = (): ManualBookingInput | null => {
    const parsed = ManualBookingInputSchema.safeParse({
      carId,
      driverEmail: driverEmail.trim(),
      ...(driverName.trim() === '' ? {} : { driverFullName: driverName.trim() }),
      pickUpLocationId: pickUp,
      ...(dropOff === '' ? {} : { dropOffLocationId: dropOff }),
      from: instantOfZonedInput(from, timeZone)?.toISOString() ?? '',
      to: instantOfZonedInput(to, timeZone)?.toISOString() ?? '',
      options,
    });
    if (parsed.success) return parsed.data;
    setFieldErrors(toFieldErrors(parsed.error));
    return null;
  };

  const quote = useMutation({ mutationFn: createQuote, meta: { errorToast: false } });
  const booking = useMutation({
    mutationFn: createManualBooking,
    meta: { errorToast: false },
    onSuccess: (answer) => onBooked(answer),
    onError: (error) => {
      setFieldErrors(apiFieldErrors(error));
      alertRef.current?.focus();
    },
  });
  const failure = booking.error ?? quote.error;

  const askQuote = () => {
    setFieldErrors([]);
    booking.reset();
    const body = input();
    if (body !== null)
      quote.mutate({ carId: body.carId, from: body.from, to: body.to, options: body.options });
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors([]);
    const body = input();
    if (body !== null) booking.mutate(body);
  };
  /** A change of the booking's terms makes the quote shown stale. */
  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      quote.reset();
    };
  const labels: Record<string, string> = {
    carId: t('bookings.manual.car'),
    pickUpLocationId: t('bookings.manual.pickUpPlace'),
    dropOffLocationId: t('bookings.manual.dropOffPlace'),
    from: t('bookings.manual.from'),
    to: t('bookings.manual.to'),
    driverEmail: t('bookings.manual.driverEmail'),
    driverFullName: t('bookings.manual.driverName'),
  };
  const errorOf = (path: string) => {
    const error = fieldErrors.find((candidate) => candidate.path === path);
    return error === undefined ? undefined : fieldMessage(i18n, error, labels[path] ?? path);
  };
  const fieldProps = (path: string) => {
    const error = errorOf(path);
    return { name: path, error: error !== undefined, ...(error === undefined ? {} : { helperText: error }) };
  };

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      {failure !== null && (
        <Alert ref={alertRef} tabIndex={-1} severity="error" role="alert">
          {errorCodeOf(failure) === 'booking.carUnavailable'
            ? t('bookings.manual.carUnavailable')
            : errorMessage(i18n, failure)}
        </Alert>
      )}
      <TextField
        select
        required
        label={t('bookings.manual.car')}
        value={fleet.data === undefined ? '' : carId}
        {...fieldProps('carId')}
        onChange={(event) => {
          changed(setCarId)(event.target.value);
          setPickUp('');
          setDropOff('');
          setOptions([]);
        }}
      >
        {(fleet.data?.cars ?? []).map((fleetCar) => (
          <MenuItem key={fleetCar.id} value={fleetCar.id}>
            {fleetCar.licencePlate === null ? fleetCar.name : `${fleetCar.name} (${fleetCar.licencePlate})`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          required
          label={t('bookings.manual.pickUpPlace')}
          value={car.data === undefined ? '' : pickUp}
          disabled={places.length === 0}
          {...fieldProps('pickUpLocationId')}
          onChange={(event) => setPickUp(event.target.value)}
        >
          {places.map((place) => (
            <MenuItem key={place.id} value={place.id}>
              {place.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('bookings.manual.dropOffPlace')}
          value={car.data === undefined ? '' : dropOff}
          disabled={places.length === 0}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          {...fieldProps('dropOffLocationId')}
          onChange={(event) => setDropOff(event.target.value)}
        >
          <MenuItem value="">{t('bookings.manual.samePlace')}</MenuItem>
          {places.map((place) => (
            <MenuItem key={place.id} value={place.id}>
              {place.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="datetime-local"
          required
          label={t('bookings.manual.from')}
          value={from}
          slotProps={{ inputLabel: { shrink: true } }}
          {...fieldProps('from')}
          onChange={(event) => changed(setFrom)(event.target.value)}
        />
        <TextField
          type="datetime-local"
          required
          label={t('bookings.manual.to')}
          value={to}
          slotProps={{ inputLabel: { shrink: true } }}
          {...fieldProps('to')}
          onChange={(event) => changed(setTo)(event.target.value)}
        />
        <TextField
          type="email"
          required
          autoComplete="off"
          label={t('bookings.manual.driverEmail')}
          value={driverEmail}
          {...fieldProps('driverEmail')}
          helperText={errorOf('driverEmail') ?? t('bookings.manual.driverEmailHint')}
          onChange={(event) => setDriverEmail(event.target.value)}
        />
        <TextField
          autoComplete="off"
          label={t('bookings.manual.driverName')}
          value={driverName}
          {...fieldProps('driverFullName')}
          helperText={errorOf('driverFullName') ?? t('bookings.manual.driverNameHint')}
          onChange={(event) => setDriverName(event.target.value)}
        />
      </Box>
      {offered.length > 0 && (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('bookings.manual.options')}</FormLabel>
          <FormGroup>
            {offered.map((option) => (
              <FormControlLabel
                key={option}
                label={tEnums(`carOption.${option}`)}
                control={
                  <Checkbox
                    checked={options.includes(option)}
                    onChange={(event) =>
                      changed(setOptions)(
                        event.target.checked
                          ? [...options, option]
                          : options.filter((chosen) => chosen !== option),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      <Box aria-live="polite">
        {quote.data !== undefined && <QuoteTable quote={quote.data} caption={t('bookings.manual.quote')} />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" loading={quote.isPending} onClick={askQuote}>
          {t('bookings.manual.askQuote')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={booking.isPending}
          disabled={quote.data === undefined}
        >
          {t('bookings.manual.save')}
        </Button>
      </Box>
    </Box>
  );
}
