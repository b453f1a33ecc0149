// Loads a large generated marketplace into the PostgreSQL database named by DATABASE_URL, after
// running the API's migrations. Replaces its catalogue, suppliers, drivers and bookings.
// Usage: DATABASE_URL=postgres://…/roadbook_bench npm run seed:bench -- --cars 100000 --bookings 1000000
//        [--locations 1000] [--suppliers 200] [--seed 1]
import { parseArgs } from 'node:util';
import { openDatabase } from '@roadbook/api/db/client';
import { seedBenchData } from './seed/seed-bench';

const USAGE =
  'Usage: DATABASE_URL=postgres://user@host:5432/database npm run seed:bench -- ' +
  '--cars 100000 --bookings 1000000 [--locations 1000] [--suppliers 200] [--seed 1]';

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`--${name} must be a whole number\n${USAGE}`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      cars: { type: 'string' },
      bookings: { type: 'string' },
      locations: { type: 'string' },
      suppliers: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      `DATABASE_URL must name a PostgreSQL database (postgres://…); the seed never runs on PGlite.\n${USAGE}`,
    );
  }
  const options = {
    cars: count('cars', values.cars, 100_000),
    bookings: count('bookings', values.bookings, 1_000_000),
    locations: count('locations', values.locations, 1000),
    suppliers: count('suppliers', values.suppliers, 200),
    seed: count('seed', values.seed, 1),
  };
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  const target = new URL(url);
  console.log(`Seeding ${target.host}${target.pathname}: ${JSON.stringify(options)}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await database.migrate();
    console.log(`${elapsed()}  migrations applied`);
    const counts = await seedBenchData(database.db, options, (message) =>
      console.log(`${elapsed()}  ${message}`),
    );
    console.log(`${elapsed()}  done: ${JSON.stringify(counts)}`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
