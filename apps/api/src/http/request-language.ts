import type { FastifyRequest } from 'fastify';
import type { Language } from '@roadbook/domain/constants';
import { isLanguage } from '@roadbook/domain/language';

/**
 * The language of the messages in a response: the `lang` query parameter, else the first supported
 * language of Accept-Language (the web app's API client sends the page's language there), else
 * English, the API's language for clients that say nothing.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const { query } = request;
  const fromQuery = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
    if (isLanguage(tag)) return tag;
  }
  return 'en';
}
