import path from 'node:path';
import { z } from 'zod';
import { accountsSettings, AccountsEnvSchema } from './accounts/accounts-settings';
import { bookingsSettingProblems, bookingsSettings, BookingsEnvSchema } from './bookings/bookings-settings';
import { contentSettingProblems, contentSettings, ContentEnvSchema } from './content/content-settings';
import { platformSettingProblems, platformSettings, PlatformEnvSchema } from './platform/platform-settings';
import { flag, type SettingProblem, type TrustProxy } from './settings-fields';

// The environment, parsed once. This is the only module that reads process.env: the server's own
// variables here, each area's in its settings module (decision 0027); every variable is documented
// in the README.

/** `false`, `true` (trust every hop), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? 'false';
    if (['false', '0', 'off', 'no', ''].includes(text)) return false;
    if (['true', 'on', 'yes'].includes(text)) return true;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      return (_address, hop) => hop < hops;
    }
    if (/^[0-9a-fA-F.:/,\s]+$/.test(text)) return text;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a hop count or a list of proxy addresses',
    });
    return z.NEVER;
  });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const ServerEnvSchema = z.object({
  // Unset: every interface, or only this machine's while the developer outbox is on.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  // Several API processes (server.ts): their number, and the Redis server through which they share
  // the rate limits, the sign-in limits, the currency rates, the pages' notifications and the site
  // settings' changes (shared-state/redis.ts).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .refine((url) => URL.canParse(url), 'must be a URL such as redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('roadbook:'),
  SEED_DEMO_DATA: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy,
  // 0: no API-wide limit (a proxy in front limits); the forms' and sign-in limits stay.
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as UTC or Europe/Paris'),
});
type ServerEnv = z.infer<typeof ServerEnvSchema>;

const EnvSchema = z.object({
  ...ServerEnvSchema.shape,
  ...PlatformEnvSchema.shape,
  ...AccountsEnvSchema.shape,
  ...BookingsEnvSchema.shape,
  ...ContentEnvSchema.shape,
});

/**
 * Several API processes (WEB_CONCURRENCY above 1) need a database server, since the embedded one is
 * opened by one process only, and Redis, where they share what one process keeps in memory.
 */
function unsharedProcessSettings(e: ServerEnv): SettingProblem[] {
  if (e.WEB_CONCURRENCY === 1) return [];
  const problems: SettingProblem[] = [];
  if (e.DATABASE_URL === undefined) {
    problems.push({
      name: 'WEB_CONCURRENCY',
      message: 'above 1 needs DATABASE_URL: the embedded database is opened by one process only',
    });
  }
  if (e.REDIS_URL === undefined) {
    problems.push({
      name: 'WEB_CONCURRENCY',
      message:
        'above 1 needs REDIS_URL: the processes share their rate limits, sign-in limits and the pages’ ' +
        'notifications through Redis',
    });
  }
  return problems;
}

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment; throws a readable error listing every invalid variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset (`PORT=` does not mean port 0).
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(set);
  const problems = result.success
    ? [
        ...bookingsSettingProblems(result.data),
        ...contentSettingProblems(result.data),
        ...unsharedProcessSettings(result.data),
        ...platformSettingProblems(result.data, { trustProxy: result.data.TRUST_PROXY }),
      ].map(({ name, message }) => `  ${name}: ${message}`)
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = result.data;
  const server = {
    dataDir: path.resolve(e.DATA_DIR),
    siteUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
  };
  const platform = platformSettings(e, server);
  return {
    /** HOST, else every interface; only this machine's while the outbox is on (its links are secrets). */
    host: e.HOST ?? (platform.email.isOutboxPublic ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    ...server,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite' as const, dir: path.join(server.dataDir, 'pglite') },
    seedDemoData: e.SEED_DEMO_DATA,
    /** How many API processes answer on the port (server.ts): above 1, a primary forks them. */
    processes: e.WEB_CONCURRENCY,
    /** The Redis server the processes share state through (shared-state/redis.ts); null: memory. */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    uploadsDir: path.join(server.dataDir, 'uploads'),
    /** Files that are never served publicly (drivers' licences). */
    privateDir: path.join(server.dataDir, 'private'),
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    timeZone: e.TIME_ZONE,
    ...platform,
    ...accountsSettings(e, server),
    ...bookingsSettings(e),
    ...contentSettings(e, server),
  };
}

/**
 * What the start says before listening: settings that work but leave the site weaker than it looks.
 * TRUST_PROXY=true believes the first X-Forwarded-For address, which any client writes itself.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true believes the X-Forwarded-For header of every client, so a client can choose ' +
        'its own address and every per-address limit (failed sign-ins, forms, the API’s rate limit) is ' +
        'bypassed. Set the number of proxies in front of the site instead (TRUST_PROXY=1 behind one) ' +
        'or their addresses (TRUST_PROXY=10.0.0.2).',
    );
  }
  return warnings;
}
