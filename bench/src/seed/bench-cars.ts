import { getTableColumns } from 'drizzle-orm';
import { cars } from '@roadbook/api/db/schema/cars';
import {
  AVAILABILITIES,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { benchSql, enumValue, everyValueFirst, literal, weighted } from './bench-sql';

type Size = (typeof VEHICLE_SIZES)[number];

const MODELS: Record<Size, readonly string[]> = {
  mini: ['Fiat 500', 'Renault Twingo', 'Toyota Aygo X', 'Kia Picanto', 'Hyundai i10', 'Citroën C1'],
  midi: ['Renault Clio', 'Peugeot 208', 'Volkswagen Polo', 'Toyota Yaris', 'Seat Ibiza', 'Škoda Fabia'],
  maxi: ['Peugeot 5008', 'Volkswagen Tiguan', 'Toyota RAV4', 'Škoda Kodiaq', 'Kia Sorento', 'BMW X3'],
  pickup: ['Toyota Hilux', 'Ford Ranger', 'Nissan Navara', 'Isuzu D-Max', 'Mitsubishi L200'],
  scooter: ['Honda PCX 125', 'Yamaha NMAX', 'Piaggio Liberty', 'Vespa Primavera', 'Kymco Agility'],
  bus: ['Mercedes-Benz Sprinter Minibus', 'Iveco Daily Minibus', 'Ford Transit Minibus', 'Setra S 515'],
  truck: ['Renault Master Box', 'Ford Transit Luton', 'Iveco Daily Tipper', 'Mercedes-Benz Atego'],
  caravan: ['Hymer Exsis', 'Adria Coral', 'Dethleffs Globebus', 'Volkswagen California', 'Knaus Sky'],
};

/** Base daily price in minor units of USD, before a ±40 % spread. */
const BASE_DAILY_PRICE: Record<Size, number> = {
  mini: 2800,
  midi: 3600,
  maxi: 6200,
  pickup: 5800,
  scooter: 1600,
  bus: 15_000,
  truck: 9500,
  caravan: 11_500,
};

/** A CASE on the car's size. */
const bySize = (value: (size: Size) => string) =>
  `(case size ${VEHICLE_SIZES.map((size) => `when '${size}' then ${value(size)}`).join(' ')} end)`;

const SEATS: Record<Size, string> = {
  scooter: '2',
  mini: '(case when r11 < 0.5 then 4 else 5 end)',
  midi: '5',
  maxi: '(case when r11 < 0.6 then 5 else 7 end)',
  pickup: '(case when r11 < 0.5 then 2 else 5 end)',
  bus: '9 + floor(r11 * 42)::int',
  truck: '2 + floor(r11 * 2)::int',
  caravan: '4 + floor(r11 * 3)::int',
};

const DOORS: Record<Size, string> = {
  scooter: '0',
  mini: '(case when r12 < 0.4 then 3 else 5 end)',
  midi: '5',
  maxi: '5',
  pickup: '(case when r12 < 0.5 then 2 else 4 end)',
  bus: '3',
  truck: '2',
  caravan: '3',
};

/** An option: unavailable, included, or a price between min and max (minor units), in 500 steps. */
const optionValue = (draw: string, min: number, max: number) =>
  `(case when ${draw} < 0.3 then -1 when ${draw} < 0.5 then 0 else ${min} + 500 * floor((${draw} - 0.5) / 0.5 * ${(max - min) / 500 + 1})::int end)`;

/**
 * Creates the temporary table `bench_car`: one row per car with every column of `cars`, plus what
 * the next steps need (its supplier's rate, its country's location list, its pick-up locations).
 */
export function benchCarsSql(seed: number, cars: number, suppliers: number): string {
  const s = benchSql(seed);
  const draws = Array.from({ length: 35 }, (_, n) => `${s.random('i', 100 + n)} as r${n}`).join(',\n      ');
  const size = everyValueFirst(
    'i',
    'vehicle_size',
    VEHICLE_SIZES,
    weighted('r1', [
      [enumValue('vehicle_size', 'mini'), 24],
      [enumValue('vehicle_size', 'midi'), 26],
      [enumValue('vehicle_size', 'maxi'), 16],
      [enumValue('vehicle_size', 'pickup'), 7],
      [enumValue('vehicle_size', 'scooter'), 8],
      [enumValue('vehicle_size', 'bus'), 4],
      [enumValue('vehicle_size', 'truck'), 7],
      [enumValue('vehicle_size', 'caravan'), 8],
    ]),
  );
  const fuelWeights = [35, 30, 10, 14, 8, 3];
  const fuel = everyValueFirst(
    'i',
    'fuel_type',
    FUEL_TYPES,
    weighted(
      'r2',
      FUEL_TYPES.map((value, n) => [enumValue('fuel_type', value), fuelWeights[n] ?? 1] as const),
    ),
  );
  const gearbox = everyValueFirst(
    'i',
    'gearbox',
    GEARBOXES,
    weighted('r3', [
      [enumValue('gearbox', 'manual'), 55],
      [enumValue('gearbox', 'automatic'), 45],
    ]),
  );
  const fuelPolicy = everyValueFirst(
    'i',
    'fuel_policy',
    FUEL_POLICIES,
    weighted('r4', [
      [enumValue('fuel_policy', 'likeForlike'), 30],
      [enumValue('fuel_policy', 'freeTank'), 15],
      [enumValue('fuel_policy', 'fullToFull'), 55],
    ]),
  );
  const multimediaDraws = MULTIMEDIA.map(
    (value, n) => `case when r${5 + n} < 0.45 then ${enumValue('multimedia', value)} end`,
  );
  const multimedia = `(case when i < ${MULTIMEDIA.length}
      then array[(array[${MULTIMEDIA.map(literal).join(', ')}]::multimedia[])[i + 1]]
      when size = 'scooter' then '{}'::multimedia[]
      else array_remove(array[${multimediaDraws.join(', ')}], null) end)`;
  const model = bySize((value) => {
    const names = MODELS[value];
    return `(array[${names.map(literal).join(', ')}])[1 + floor(r9 * ${names.length})::int]`;
  });
  const availability = everyValueFirst(
    'i',
    'availability',
    AVAILABILITIES,
    `(case when r17 < 0.04 then 'unavailable' else 'available' end)::availability`,
  );
  const price = (factor: string) => `(round(daily_price * ${factor} / 50) * 50)::int`;
  return `
    create temp table bench_car on commit drop as
    with draws as materialized (
      select i, ${s.uuid('car', 'i')} as id,
      ${draws}
      from generate_series(0, ${cars - 1}) i
    ), sized as materialized (
      select draws.*, ${size} as size,
        least(${suppliers - 1}, floor(power(r0, 1.6) * ${suppliers})::int) as supplier
      from draws
    ), priced as materialized (
      select sized.*,
        (round(${bySize((value) => String(BASE_DAILY_PRICE[value]))} * (0.6 + r10 * 0.8) / 50) * 50)::int
          as daily_price
      from sized
    ), placed as materialized (
      select priced.*, sp.id as supplier_id, sp.rate,
        case when sp.country_b is null or r30 < 0.75 then sp.country_a else sp.country_b end as country
      from priced join bench_supplier sp on sp.s = priced.supplier
    )
    select i, id, supplier_id, rate, placed.country,
      floor(r34 * cl.n)::int as location_start,
      cl.ids[floor(r34 * cl.n)::int + 1] as pick_up_location_id,
      cl.ids[(floor(r34 * cl.n)::int + 1) % cl.n + 1] as other_location_id,
      ${model} || ' ' || (1 + i % 97) as name,
      'RB-' || lpad(i::text, 7, '0') as licence_plate,
      size,
      ${fuel} as fuel_type,
      ${gearbox} as gearbox,
      ${bySize((value) => SEATS[value])} as seats,
      ${bySize((value) => DOORS[value])} as doors,
      (size <> 'scooter' and r13 < 0.9) as aircon,
      ${multimedia} as multimedia,
      case when r14 < 0.45 then -1 else 100 + 50 * floor(r15 * 9)::int end as mileage,
      ${fuelPolicy} as fuel_policy,
      (floor(r16 * 31) * 5000)::int as deposit,
      ${availability} as availability,
      r18 < 0.02 as is_fully_booked,
      r19 < 0.02 as is_coming_soon,
      (case when r20 < 0.7 then 21 when r20 < 0.85 then 23 else 25 end) as minimum_age,
      -- The cars asking for more than the minimum age also ask for a licence themselves.
      r20 >= 0.85 as is_licence_required,
      daily_price,
      case when r21 < 0.2 then ${price('0.85')} end as discounted_daily_price,
      case when r22 < 0.7 then ${price('6.3')} end as weekly_price,
      case when r22 < 0.12 then ${price('5.7')} end as discounted_weekly_price,
      case when r23 < 0.6 then ${price('2.85')} end as bi_weekly_price,
      case when r23 < 0.1 then ${price('2.6')} end as discounted_bi_weekly_price,
      case when r24 < 0.5 then ${price('25')} end as monthly_price,
      case when r24 < 0.1 then ${price('22')} end as discounted_monthly_price,
      r25 < 0.08 as is_date_based_price,
      ${optionValue('r26', 1000, 5000)} as cancellation,
      ${optionValue('r27', 1000, 4000)} as amendments,
      ${optionValue('r28', 500, 2000)} as theft_protection,
      ${optionValue('r29', 500, 2500)} as collision_damage_waiver,
      ${optionValue('r32', 1500, 4000)} as full_insurance,
      ${optionValue('r33', 500, 1500)} as additional_driver
    from placed join bench_country_location cl on cl.country = placed.country`;
}

/** Columns of `cars` the seed leaves to their defaults: no image, created and updated at load time. */
const DEFAULTED_COLUMNS: ReadonlySet<string> = new Set(['image', 'created_at', 'updated_at']);

/** Columns copied from `bench_car` into `cars`: every other column of the API's table. */
export const CAR_COLUMNS = Object.values(getTableColumns(cars))
  .map((column) => column.name)
  .filter((name) => !DEFAULTED_COLUMNS.has(name));

/** Date-based prices: three ranges around the coming months for each car that uses them. */
export function benchDateBasedPricesSql(seed: number, day0: string, from: number, to: number): string {
  const s = benchSql(seed);
  return `
    insert into car_date_based_prices (id, car_id, start_date, end_date, daily_price)
    select ${s.uuid('date-price', 'c.i * 3 + j')}, c.id, d.start_date, d.start_date + d.days, d.price
    from bench_car c cross join generate_series(0, 2) j
    cross join lateral (
      select (date ${literal(day0)} - 30 + j * 60 + ${s.int('c.i * 3 + j', 40, 0, 20)}) as start_date,
        ${s.int('c.i * 3 + j', 41, 7, 35)} as days,
        (round(c.daily_price * (0.8 + ${s.random('c.i * 3 + j', 42)} * 0.8) / 50) * 50)::int as price
    ) d
    where c.is_date_based_price and c.i >= ${from} and c.i < ${to}`;
}

/** Pick-up places: 2 to 5 consecutive locations of the car's country (all of them when fewer). */
export function benchCarLocationsSql(seed: number, from: number, to: number): string {
  const s = benchSql(seed);
  return `
    insert into car_locations (car_id, location_id)
    select c.id, cl.ids[((c.location_start + j) % cl.n) + 1]
    from bench_car c join bench_country_location cl on cl.country = c.country
    cross join generate_series(0, least(cl.n, ${s.int('c.i', 50, 2, 5)}) - 1) j
    where c.i >= ${from} and c.i < ${to}`;
}
