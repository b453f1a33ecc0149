// IP geolocation: the country of an IP address from a provider whose URL template holds `{ip}`.
// The default, api.country.is (`GET /{ip}` → `{ "ip": "…", "country": "FR" }`, 404 when it has no
// data), and providers answering the same way are read; so are ip-api.com's JSON (`countryCode`) and
// plain-text answers such as ipapi.co's `/{ip}/country/` (`FR`).
import { COUNTRY_CODE_PATTERN } from '@roadbook/domain/contracts/country-code';

/** The provider could not answer (unreachable, too slow, throttled, failing, unreadable). */
export class IpCountryProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'IpCountryProviderError';
  }
}

export interface IpCountryProviderOptions {
  urlTemplate: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

function countryOfJson(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const country = 'country' in body ? body.country : 'countryCode' in body ? body.countryCode : undefined;
  if (typeof country !== 'string') return null;
  const code = country.trim().toUpperCase();
  return COUNTRY_CODE_PATTERN.test(code) ? code : null;
}

function countryOfText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return countryOfJson(JSON.parse(trimmed));
    } catch {
      throw new IpCountryProviderError('IP country provider answered malformed JSON');
    }
  }
  // Plain text must be the code itself; anything else ("Undefined", an error page) tells nothing.
  return COUNTRY_CODE_PATTERN.test(trimmed) ? trimmed : null;
}

/**
 * The ISO 3166-1 alpha-2 code of `ip`'s country, null when the provider knows none (404, or an
 * answer without a country); throws IpCountryProviderError when the provider cannot answer.
 */
export async function fetchIpCountry(ip: string, options: IpCountryProviderOptions): Promise<string | null> {
  const url = options.urlTemplate.replaceAll('{ip}', ip);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { headers: { accept: 'application/json, text/plain' }, signal });
    text = await response.text();
  } catch (error) {
    throw new IpCountryProviderError(`IP country provider unreachable: ${String(error)}`, { cause: error });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new IpCountryProviderError(`IP country provider answered HTTP ${response.status}`);
  return countryOfText(text);
}
