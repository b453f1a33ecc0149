import type { FastifyRequest } from 'fastify';
import type { Language } from '@roadbook/domain/constants';
import { acceptLanguageTags, browserLanguage, isLanguage } from '@roadbook/domain/language';

// The language a client asks for, read one way: the `lang` query parameter, else the first supported
// language of Accept-Language (the web app's API client sends the page's language there). What a
// client that says neither gets depends on what is being named: see requestLanguage and
// askedLanguage's callers.

/**
 * The preferred supported language of an Accept-Language header, by its weights ('fr-CA,en;q=0.8' →
 * 'fr', 'fr;q=0.5, en' → 'en'), read as the start language reads a browser's languages; if any.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  return browserLanguage(acceptLanguageTags(header)) ?? undefined;
}

/**
 * The language a client asks for: `lang` (the validated query parameter), else the first supported
 * language of Accept-Language; undefined when it says nothing. Catalogue names then fall back to the
 * marketplace's default language — what a visitor who says nothing sees on the site.
 */
export function askedLanguage(
  request: Pick<FastifyRequest, 'headers'>,
  lang: Language | undefined,
): Language | undefined {
  return lang ?? acceptedLanguage(request.headers['accept-language']);
}

/**
 * The language of the messages in a response (error messages): as asked, else English, the API's
 * language for clients that say nothing. Reads `lang` from the raw query, since an error may come
 * before (or from) its validation.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'query'>): Language {
  const { query } = request;
  const fromQuery = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
  return askedLanguage(request, isLanguage(fromQuery) ? fromQuery : undefined) ?? 'en';
}
