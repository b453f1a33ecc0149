import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';
import { fetchIpCountry } from '../../integrations/ip-country/ip-country-provider';

/** How long an answer of the provider is kept: a country a day, "no country" an hour. */
const COUNTRY_TTL_MS = 24 * 60 * 60 * 1000;
const NO_COUNTRY_TTL_MS = 60 * 60 * 1000;
/** Addresses remembered at most; the oldest is forgotten first. */
const MAX_CACHED_ADDRESSES = 10_000;

/** Addresses that belong to no country: private, loopback, link-local, shared, reserved, documentation. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The address as the provider should see it: IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True for an address that can have a country: a valid IP outside the private and reserved ranges. */
export function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return !NON_PUBLIC.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

interface CountryLookupOptions {
  urlTemplate: string;
  timeoutMs: number;
  /** Clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface CountryLookup {
  /**
   * The country code of a visitor's address; null when it has none (private address, unknown to the
   * provider). Throws IpCountryProviderError when the provider cannot answer.
   */
  countryOf(ip: string): Promise<string | null>;
  close(): void;
}

/** Looks addresses up once, remembers the answers, and lets concurrent lookups share one request. */
function createCountryLookup({
  urlTemplate,
  timeoutMs,
  now = Date.now,
}: CountryLookupOptions): CountryLookup {
  const shutdown = new AbortController();
  const cache = new Map<string, { country: string | null; expiresAt: number }>();
  const pending = new Map<string, Promise<string | null>>();

  function remember(ip: string, country: string | null) {
    cache.delete(ip);
    if (cache.size >= MAX_CACHED_ADDRESSES) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(ip, { country, expiresAt: now() + (country === null ? NO_COUNTRY_TTL_MS : COUNTRY_TTL_MS) });
  }

  return {
    async countryOf(rawIp) {
      const ip = normaliseIp(rawIp);
      if (!isPublicIp(ip)) return null;
      const cached = cache.get(ip);
      if (cached !== undefined && cached.expiresAt > now()) return cached.country;
      let lookup = pending.get(ip);
      if (lookup === undefined) {
        lookup = fetchIpCountry(ip, { urlTemplate, timeoutMs, signal: shutdown.signal })
          .then((country) => {
            remember(ip, country);
            return country;
          })
          .finally(() => pending.delete(ip));
        pending.set(ip, lookup);
      }
      return lookup;
    },
    close() {
      shutdown.abort();
    },
  };
}

export interface GeoServiceDependencies {
  /** LANGUAGE_BY_IP (config.site): without it, no address is looked up. */
  languageByIp: boolean;
  /** The IP geolocation provider (config.ipCountry). */
  ipCountry: CountryLookupOptions;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The visitor's country, for the start language: common.notFound while language-by-IP is off
 * (`reason: "languageByIpOff"`) or when the address has no known country (private or reserved
 * address, unknown to the provider: `"countryUnknown"`), common.unavailable when the provider cannot
 * answer; never an unhandled error.
 */
export function createGeoService({ languageByIp, ipCountry, log }: GeoServiceDependencies) {
  const lookup = createCountryLookup(ipCountry);

  return {
    /** The ISO 3166-1 alpha-2 code of the country of `ip`. */
    async countryCodeOf(ip: string): Promise<string> {
      if (!languageByIp) throw new DomainError('common.notFound', { reason: 'languageByIpOff' });
      let countryCode: string | null;
      try {
        countryCode = await lookup.countryOf(ip);
      } catch (error) {
        log.warn({ err: error }, 'country code: the IP geolocation provider did not answer');
        throw new DomainError('common.unavailable', { reason: 'providerUnavailable' });
      }
      if (countryCode === null) throw new DomainError('common.notFound', { reason: 'countryUnknown' });
      return countryCode;
    },

    /** Stops the lookups in progress (server shutdown). */
    close() {
      lookup.close();
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
