import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @roadbook/api` writes a SQL migration for schema changes. Extensions and
// exclusion constraints live in `--custom` migrations. The same migrations run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  casing: 'snake_case',
});
