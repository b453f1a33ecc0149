import type { FastifyRequest } from 'fastify';
import type { Language } from '@roadbook/domain/constants';
import { isLanguage } from '@roadbook/domain/language';

/** The first supported language of an Accept-Language header ('fr-CA,en;q=0.8' → 'fr'), if any. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return undefined;
}

/**
 * The language of the names in a catalogue answer (places): the validated `lang` parameter, else the
 * first supported language of Accept-Language, else the marketplace's default language — what a
 * visitor who says nothing sees on the site. (Error messages follow `requestLanguage`, which falls
 * back to English instead.)
 */
export function namesLanguage(
  request: FastifyRequest,
  lang: Language | undefined,
  defaultLanguage: Language,
): Language {
  return lang ?? acceptedLanguage(request.headers['accept-language']) ?? defaultLanguage;
}
