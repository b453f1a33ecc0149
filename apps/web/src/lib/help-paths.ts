// The addresses of the help centres, under /help (router.tsx routes the same): loaded only by the
// help pages, so other pages never carry them.
import type { Language } from '@roadbook/domain/constants';
import type { HelpAudience } from '@roadbook/domain/help';

import { paths, withLanguage } from './paths';

/** The help centre of an audience: /help/drivers or /help/suppliers. */
export function helpCentrePath(audience: HelpAudience, language: Language | null = null): string {
  return withLanguage(`${paths.help}/${audience}`, language);
}

/** /help/article/{id}. */
export function helpArticlePath(articleId: string, language: Language | null = null): string {
  return withLanguage(`${paths.help}/article/${encodeURIComponent(articleId)}`, language);
}

/** The query parameter of /help/search. */
export const HELP_QUERY_PARAM = 'q';

/** /help/search?q=…, the words as typed (the search form sends its words there). */
export const helpSearchAddress = `${paths.help}/search`;

export function helpSearchPath(query: string, language: Language | null = null): string {
  return withLanguage(
    `${helpSearchAddress}?${new URLSearchParams({ [HELP_QUERY_PARAM]: query }).toString()}`,
    language,
  );
}
