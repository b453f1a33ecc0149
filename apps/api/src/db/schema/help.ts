import { HELP_AUDIENCES } from '@roadbook/domain/help';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums';

export const helpAudienceEnum = pgEnum('help_audience', HELP_AUDIENCES);

/**
 * The help centres' articles (content/help): one row per article, its words in each language in
 * `help_article_translations`. The id is the article's address (`/help/article/{id}`).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').primaryKey(),
    audience: helpAudienceEnum('audience').notNull(),
    topic: text('topic').notNull(),
    /** Order within its help centre. */
    position: integer('position').notNull(),
    /** "Was this helpful?" answers. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_audience_idx').on(t.audience, t.position)],
);

/**
 * An article in one language. The body is the site's rich text (paragraphs, lists, links, bold).
 * The database adds `search_vector` (a generated column, migration 0013): the words of the title,
 * summary and body, stemmed and without accents in the language's text search configuration.
 */
export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/**
 * Every word the articles of a language use (accents removed, lower case), rebuilt whenever they
 * change: a word of a search that no article uses is replaced by the closest of these (trigrams).
 */
export const helpSearchWords = pgTable(
  'help_search_words',
  {
    language: languageEnum('language').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.word] })],
);
