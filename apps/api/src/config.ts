import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@roadbook/domain/constants';

// The environment, parsed once. This is the only module that reads process.env; every variable is
// documented in the README.

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(value)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SEED_DEMO_DATA: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: flag(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  MAINTENANCE: flag(true),
  HIDE_SUPPLIERS: flag(false),
  LANGUAGE_BY_IP: flag(false),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as UTC or Europe/Paris'),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment; throws a readable error listing every invalid variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' as const, dir: path.join(dataDir, 'pglite') },
    seedDemoData: e.SEED_DEMO_DATA,
    uploadsDir: path.join(dataDir, 'uploads'),
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    timeZone: e.TIME_ZONE,
    site: {
      maintenance: e.MAINTENANCE,
      hideSuppliers: e.HIDE_SUPPLIERS,
      languageByIp: e.LANGUAGE_BY_IP,
      defaultLanguage: e.DEFAULT_LANGUAGE,
      mapTileUrl: e.MAP_TILE_URL,
    },
  };
}
