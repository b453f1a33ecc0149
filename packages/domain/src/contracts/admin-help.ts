// The help articles as admins run them in the back office (product-rules.md § Information pages):
// every article of both centres with its words in each language. The written article is
// `HelpArticleInputSchema` or `NewHelpArticleInputSchema` (help-article-schema.ts).
import * as z from 'zod/mini';
import { HELP_AUDIENCES } from '../help';

export const AdminHelpTranslationSchema = z.object({
  title: z.string(),
  summary: z.string(),
  /** The site's rich text. */
  body: z.string(),
});

export const AdminHelpArticleSchema = z.object({
  id: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  topic: z.string(),
  /** Its order within its help centre, from 1. */
  position: z.int(),
  translations: z.object({
    en: AdminHelpTranslationSchema,
    fr: AdminHelpTranslationSchema,
    es: AdminHelpTranslationSchema,
  }),
  helpfulCount: z.int(),
  notHelpfulCount: z.int(),
  updatedAt: z.string(),
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticleSchema>;

/** GET /api/admin/help/articles?audience=…: the articles by centre, in each centre's order. */
export const AdminHelpArticleQuerySchema = z.object({ audience: z.optional(z.enum(HELP_AUDIENCES)) });
export type AdminHelpArticleQuery = z.infer<typeof AdminHelpArticleQuerySchema>;

export const AdminHelpArticleListSchema = z.object({ articles: z.array(AdminHelpArticleSchema) });
export type AdminHelpArticleList = z.infer<typeof AdminHelpArticleListSchema>;

/** GET /api/admin/help/articles/{id}, and what creating or changing an article answers. */
export const AdminHelpArticleResponseSchema = z.object({ article: AdminHelpArticleSchema });
