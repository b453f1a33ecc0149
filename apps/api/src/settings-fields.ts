// The pieces the settings are parsed with, in config.ts and in each area's settings: the environment
// is read once, by config.ts, and each area parses its own variables (decision 0027).
import { z } from 'zod';

export const FLAG_VALUES = ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'] as const;
export const isOn = (value: string) => ['true', '1', 'on', 'yes'].includes(value);
/** A yes/no variable: true, 1, on or yes; false, 0, off or no; `fallback` when unset. */
export const flag = (fallback: boolean) =>
  z
    .enum(FLAG_VALUES)
    .optional()
    .transform((value) => (value === undefined ? fallback : isOn(value)));

/** Which X-Forwarded-* hops to believe, as Fastify takes it. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** What every area's settings may read of the server's: its folders, its address and its proxy. */
export interface ServerSettings {
  dataDir: string;
  /** The site's address in emails and links: PUBLIC_URL, else http://localhost:PORT. */
  siteUrl: string;
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
}

/** A setting that makes no sense with the others, named with what it lacks. */
export interface SettingProblem {
  name: string;
  message: string;
}
