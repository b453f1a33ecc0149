// A help article as an admin writes it in the back office (product-rules.md § Information pages): its
// help centre and topic, and in every language of the site a title, a summary and a body in the
// site's rich text (rich-text.ts: paragraphs, "- " lists, **bold**, [links](/path)). Checked once here
// for the editor and the API.
import { z } from 'zod';
import type { Language } from './constants';
import { HELP_ARTICLE_ID_MAX_LENGTH, HELP_ARTICLE_ID_PATTERN, HELP_AUDIENCES, HELP_TOPICS } from './help';
import { requiredText, whenFieldsValid, withCode } from './schema-fields';

export const HELP_TITLE_MAX_LENGTH = 200;
export const HELP_SUMMARY_MAX_LENGTH = 300;
export const HELP_BODY_MAX_LENGTH = 20_000;
/** Addresses of the back office's own pages, which an article's id cannot take (/admin/help/new). */
const RESERVED_ARTICLE_IDS: readonly string[] = ['new'];

export const HelpTranslationInputSchema = z.object({
  title: requiredText(HELP_TITLE_MAX_LENGTH),
  summary: requiredText(HELP_SUMMARY_MAX_LENGTH),
  body: requiredText(HELP_BODY_MAX_LENGTH),
});
export type HelpTranslationInput = z.infer<typeof HelpTranslationInputSchema>;

/** Whether `topic` is one of `audience`'s help centre. */
export function isTopicOf(audience: (typeof HELP_AUDIENCES)[number], topic: string): boolean {
  return (HELP_TOPICS[audience] as readonly string[]).includes(topic);
}

const articleFields = {
  audience: z.enum(HELP_AUDIENCES, withCode('validation.required')),
  topic: z.string(withCode('validation.required')).min(1, withCode('validation.required')),
  translations: z.object({
    en: HelpTranslationInputSchema,
    fr: HelpTranslationInputSchema,
    es: HelpTranslationInputSchema,
  } satisfies Record<Language, unknown>),
};

/** The topic is one of the article's centre (validation.invalidValue on `topic`). */
const TOPIC_OF_AUDIENCE = {
  error: 'validation.invalidValue',
  path: ['topic'],
  when: whenFieldsValid('audience', 'topic'),
};

/** PUT /api/admin/help/articles/{id}: the article's centre, topic and words in each language. */
export const HelpArticleInputSchema = z
  .object(articleFields)
  .refine((article) => isTopicOf(article.audience, article.topic), TOPIC_OF_AUDIENCE);
export type HelpArticleInput = z.infer<typeof HelpArticleInputSchema>;

/** The article's address (`/help/article/{id}`): lower-case words joined by hyphens. */
export const HelpArticleIdSchema = z
  .string(withCode('validation.required'))
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(HELP_ARTICLE_ID_MAX_LENGTH, { error: 'validation.tooLong', abort: true })
  .regex(HELP_ARTICLE_ID_PATTERN, withCode('validation.invalidValue'))
  .refine((id) => !RESERVED_ARTICLE_IDS.includes(id), withCode('validation.invalidValue'));

/** POST /api/admin/help/articles: a new article and its address, which stays. */
export const NewHelpArticleInputSchema = z
  .object({ id: HelpArticleIdSchema, ...articleFields })
  .refine((article) => isTopicOf(article.audience, article.topic), TOPIC_OF_AUDIENCE);
export type NewHelpArticleInput = z.infer<typeof NewHelpArticleInputSchema>;
