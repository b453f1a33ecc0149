// The help centres (product-rules.md § Information pages): lists, an article, the search, and the
// "was this helpful?" answer. Texts come in the requested language (`lang`, else Accept-Language,
// else the marketplace's default).
import * as z from 'zod/mini';
import { LANGUAGES } from '../constants';
import { hasControlCharacters } from '../control-characters';
import {
  HELP_ARTICLE_ID_MAX_LENGTH,
  HELP_ARTICLE_ID_PATTERN,
  HELP_AUDIENCES,
  HELP_QUERY_MAX_LENGTH,
} from '../help';

export const HelpArticleSummarySchema = z.object({
  id: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  topic: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummarySchema>;

/** GET /api/help/articles?audience=drivers|suppliers&lang=xx → the centre's articles, in order. */
export const HelpArticleListQuerySchema = z.object({
  audience: z.optional(z.enum(HELP_AUDIENCES)),
  lang: z.optional(z.enum(LANGUAGES)),
});
export const HelpArticleListSchema = z.object({ articles: z.array(HelpArticleSummarySchema) });
export type HelpArticleList = z.infer<typeof HelpArticleListSchema>;

export const HelpArticleParamsSchema = z.object({
  id: z
    .string()
    .check(z.maxLength(HELP_ARTICLE_ID_MAX_LENGTH), z.regex(HELP_ARTICLE_ID_PATTERN, 'common.notFound')),
});
export const HelpArticleQuerySchema = z.object({ lang: z.optional(z.enum(LANGUAGES)) });

/** GET /api/help/articles/{id} → the article (body in the site's rich text) and its neighbours. */
export const HelpArticleSchema = z.object({
  ...HelpArticleSummarySchema.shape,
  language: z.enum(LANGUAGES),
  body: z.string(),
  updatedAt: z.iso.datetime(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  /** The other articles of its topic, then of its centre, at most 5. */
  related: z.array(HelpArticleSummarySchema),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;
export const HelpArticleResponseSchema = z.object({ article: HelpArticleSchema });

/** GET /api/help/search?q=…&audience=…&lang=xx. */
export const HelpSearchQuerySchema = z.object({
  q: z.string().check(
    z.trim(),
    z.maxLength(HELP_QUERY_MAX_LENGTH, 'validation.tooLong'),
    z.refine((value) => !hasControlCharacters(value), 'validation.invalidValue'),
  ),
  audience: z.optional(z.enum(HELP_AUDIENCES)),
  lang: z.optional(z.enum(LANGUAGES)),
});
export type HelpSearchQuery = z.infer<typeof HelpSearchQuerySchema>;

/**
 * The results, best first: title and extract carry HIGHLIGHT_START/END around the words found. When
 * a word of the search is used by no article, the closest one is searched instead, and `searchedFor`
 * says what was searched ('annulation' for 'anulasion'); null when the search was taken as typed.
 */
export const HelpSearchResultSchema = z.object({
  id: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  topic: z.string(),
  title: z.string(),
  extract: z.string(),
});
export type HelpSearchResult = z.infer<typeof HelpSearchResultSchema>;
export const HelpSearchAnswerSchema = z.object({
  searchedFor: z.nullable(z.string()),
  results: z.array(HelpSearchResultSchema),
});
export type HelpSearchAnswer = z.infer<typeof HelpSearchAnswerSchema>;

/** POST /api/help/articles/{id}/feedback { helpful } → the article's counts. */
export const HelpFeedbackBodySchema = z.object({ helpful: z.boolean() });
export const HelpFeedbackAnswerSchema = z.object({ helpfulCount: z.number(), notHelpfulCount: z.number() });
export type HelpFeedbackAnswer = z.infer<typeof HelpFeedbackAnswerSchema>;
