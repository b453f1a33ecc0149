import { benchSql, enumValue, literal, weighted } from './bench-sql';

const HOUR_MS = 3_600_000;
/** Bookings lie in the 180 days before and after the seed's day. */
const WINDOW_DAYS = 360;
const LONGEST_BOOKING_HOURS = 30 * 24;

export interface BookingLayout {
  /** Bookings of each car (the last cars may have fewer, or none). */
  perCar: number;
  /** Each car's window is cut into `perCar` slots of this many hours, one booking inside each. */
  slotHours: number;
  windowStart: Date;
}

/**
 * Where the bookings go: the k-th booking of a car lies inside the k-th slot of the car's window,
 * so that no two bookings of one car overlap, whatever their status.
 */
export function bookingLayout(cars: number, bookings: number, day0: Date): BookingLayout {
  const perCar = Math.max(1, Math.ceil(bookings / Math.max(1, cars)));
  const slotHours = Math.floor((WINDOW_DAYS * 24) / perCar);
  if (slotHours < 2) {
    throw new Error(
      `${perCar} bookings per car do not fit in ${WINDOW_DAYS} days: add cars or remove bookings`,
    );
  }
  return { perCar, slotHours, windowStart: new Date(day0.getTime() - (WINDOW_DAYS / 2) * 24 * HOUR_MS) };
}

const status = (value: string) => enumValue('booking_status', value);

/** Bookings `from` ≤ i < `to`, spread over `bench_car`, with statuses that fit their dates. */
export function benchBookingsSql(options: {
  seed: number;
  layout: BookingLayout;
  drivers: number;
  now: Date;
  from: number;
  to: number;
}): string {
  const { layout, now } = options;
  const s = benchSql(options.seed);
  const longest = Math.min(LONGEST_BOOKING_HOURS, Math.floor(layout.slotHours * 0.8));
  // Whole days (short rentals more often than long ones), or hours when slots are short.
  const duration =
    longest >= 24
      ? `(24 * (1 + floor(power(r_duration, 2) * ${Math.floor(longest / 24)})))::int`
      : `(1 + floor(r_duration * ${longest}))::int`;
  const nowSql = `${literal(now.toISOString())}::timestamptz`;
  const futureStatus = weighted('r_status', [
    [status('void'), 3],
    [status('pending'), 15],
    [status('confirmed'), 18],
    [status('deposit'), 14],
    [status('paid'), 30],
    [status('reserved'), 6],
    [status('cancelled'), 14],
  ]);
  const currentStatus = weighted('r_status', [
    [status('paid'), 50],
    [status('confirmed'), 25],
    [status('deposit'), 20],
    [status('reserved'), 5],
  ]);
  const pastStatus = weighted('r_status', [
    [status('completed'), 85],
    [status('cancelled'), 15],
  ]);
  // Each level ends in `offset 0` so that PostgreSQL computes its draws once instead of inlining them.
  const paidOnline = `(status in ('void', 'deposit', 'paid') or (status = 'completed' and r_payment < 0.6))`;
  return `
    insert into bookings (id, car_id, driver_id, supplier_id, pick_up_location_id, drop_off_location_id,
      starts_at, ends_at, status, quote, total_minor, payment_choice, due_now_minor, payment_provider,
      payment_order_id, paid_minor, payment_expires_at, is_cancel_requested, created_at, updated_at)
    select id, car_id, driver_id, supplier_id, pick_up_location_id, drop_off_location_id,
      starts_at, ends_at, status,
      -- The stored quote (daily line and supplier percentage), written as text: jsonb_build_object
      -- costs several times more per row.
      ('{"currency":"USD","days":' || days || ',"lines":[{"code":"daily","quantity":' || days
        || ',"unitMinor":' || unit || ',"totalMinor":' || days * unit || '}'
        || case when total <> days * unit then ',{"code":"priceChangeRate","quantity":1,"unitMinor":'
          || total - days * unit || ',"totalMinor":' || total - days * unit || '}' else '' end
        || '],"totalMinor":' || total || '}')::jsonb,
      total,
      (case when status = 'deposit' then 'deposit' when ${paidOnline} then 'full' else 'counter' end)::payment_choice,
      case when status = 'deposit' then least(deposit, total) when ${paidOnline} then total else 0 end,
      case when ${paidOnline} then (case when r_payment < 0.7 then 'payPal' else 'stripe' end)::payment_provider end,
      case when ${paidOnline} then 'BENCH-' || i end,
      case when status = 'deposit' then least(deposit, total) when ${paidOnline} and status <> 'void' then total else 0 end,
      case when status = 'void' then created_at + interval '30 minutes' end,
      status in ('pending', 'confirmed', 'deposit', 'paid') and starts_at > ${nowSql} and r_payment > 0.99,
      created_at, created_at
    from (
      select timed.*,
        ceil(hours / 24.0)::int as days,
        round(ceil(hours / 24.0) * unit * (1 + rate / 100))::int as total,
        case when status = 'void' then ${nowSql} - r_created * interval '40 minutes'
          else least(${nowSql}, starts_at - (1 + r_created * 45) * interval '1 day') end as created_at
      from (
        select slotted.*,
          case when ends_at <= ${nowSql} then ${pastStatus}
            when starts_at <= ${nowSql} then ${currentStatus}
            else ${futureStatus} end as status
        from (
          select drawn.*,
            ${literal(layout.windowStart.toISOString())}::timestamptz
              + (k * ${layout.slotHours} + floor(r_offset * (${layout.slotHours} - hours + 1))) * interval '1 hour'
              as starts_at,
            ${literal(layout.windowStart.toISOString())}::timestamptz
              + (k * ${layout.slotHours} + floor(r_offset * (${layout.slotHours} - hours + 1)) + hours)
              * interval '1 hour' as ends_at
          from (
            select d.*, ${duration} as hours
            from (
              select g.i, ${s.uuid('booking', 'g.i')} as id, g.i % ${layout.perCar} as k,
                c.id as car_id, c.supplier_id, c.rate, c.deposit, c.pick_up_location_id,
                case when ${s.random('g.i', 6)} < 0.8 then c.pick_up_location_id else c.other_location_id end
                  as drop_off_location_id,
                coalesce(c.discounted_daily_price, c.daily_price) as unit,
                ${s.uuid('driver', `floor(${s.random('g.i', 5)} * ${options.drivers})::int`)} as driver_id,
                ${s.random('g.i', 1)} as r_duration,
                ${s.random('g.i', 2)} as r_offset,
                ${s.random('g.i', 3)} as r_status,
                ${s.random('g.i', 4)} as r_payment,
                ${s.random('g.i', 7)} as r_created
              from generate_series(${options.from}, ${options.to - 1}) g(i)
              join bench_car c on c.i = g.i / ${layout.perCar}
             offset 0) d
           offset 0) drawn
         offset 0) slotted
       offset 0) timed
     offset 0) priced`;
}
