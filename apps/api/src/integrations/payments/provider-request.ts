// A call to a payment provider's REST API (PayPal, BTCPay Server): JSON in and out, within a
// deadline. A provider that cannot answer — unreachable, too slow, failing (5xx), busy (429), or
// answering something that is not JSON — is payment.providerUnavailable (503), and the log says
// why by names and statuses only; any other answer goes back to the caller to read. No log line
// holds a header, a body or a secret.
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@roadbook/domain/error-codes';

export type ProviderLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; null when the body was empty. */
  body: unknown;
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Why a request got no answer, by names and codes only: a message could quote the address. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = error.cause instanceof Error && 'code' in error.cause ? ` ${String(error.cause.code)}` : '';
  return `${error.name}${cause}`;
}

/** Logs why `provider` cannot be used now and gives the error the page shows. */
export function providerUnavailable(log: ProviderLog, provider: string, reason: string): DomainError {
  log.warn({ provider, reason }, 'payment provider unavailable');
  return new DomainError('payment.providerUnavailable');
}

export async function requestProvider(
  url: string,
  request: ProviderRequest,
  { provider, timeoutMs, log }: { provider: string; timeoutMs: number; log: ProviderLog },
): Promise<ProviderAnswer> {
  // The path only, for the log: a query could hold an id worth keeping out.
  const what = `${request.method} ${new URL(url).pathname}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw providerUnavailable(log, provider, `${what} unreachable (${failureOf(error)})`);
  }
  if (response.status >= 500 || response.status === 429) {
    throw providerUnavailable(log, provider, `${what} answered HTTP ${response.status}`);
  }
  if (text.trim() === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw providerUnavailable(log, provider, `${what} answered HTTP ${response.status}, not JSON`);
  }
}
