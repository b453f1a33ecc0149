// The help centres' articles as the product ships them (help-articles.json, in every language), put
// into the database at start. An article already there is left as it is: once stored, articles are
// the marketplace's, and a later release changes one through the back office or a migration. One an
// admin deleted in the back office (its deletion is in the audit trail) is not added back.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LANGUAGES } from '@roadbook/domain/constants';
import { HELP_ARTICLE_ID_PATTERN, HELP_AUDIENCES, HELP_TOPICS } from '@roadbook/domain/help';
import type { Database } from '../../db/client';
import articlesJson from './help-articles.json' with { type: 'json' };
import { refreshSearchWords } from './help.queries';

const TranslationSchema = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1),
});

const ShippedArticlesSchema = z
  .array(
    z
      .object({
        id: z.string().regex(HELP_ARTICLE_ID_PATTERN),
        audience: z.enum(HELP_AUDIENCES),
        topic: z.string(),
        translations: z.object(
          Object.fromEntries(LANGUAGES.map((language) => [language, TranslationSchema])) as Record<
            (typeof LANGUAGES)[number],
            typeof TranslationSchema
          >,
        ),
      })
      .refine((article) => (HELP_TOPICS[article.audience] as readonly string[]).includes(article.topic), {
        message: 'unknown topic for its audience',
        path: ['topic'],
      }),
  )
  .refine((articles) => new Set(articles.map((article) => article.id)).size === articles.length, {
    message: 'article ids must be unique',
  });

const InsertedRowsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

export type ShippedArticle = z.infer<typeof ShippedArticlesSchema>[number];

/** The shipped articles, checked. */
export function shippedArticles(): ShippedArticle[] {
  return ShippedArticlesSchema.parse(articlesJson);
}

/**
 * Adds the shipped articles the database does not have yet (each centre's order is the file's), then
 * rebuilds the search words if any was added. Resolves with the number added.
 */
export async function loadHelpArticles(db: Database, articles = shippedArticles()): Promise<number> {
  const position = new Map<string, number>();
  return db.transaction(async (tx) => {
    let added = 0;
    for (const article of articles) {
      const index = (position.get(article.audience) ?? 0) + 1;
      position.set(article.audience, index);
      const inserted = await tx.execute(sql`
        insert into help_articles (id, audience, topic, position)
        select ${article.id}, ${article.audience}::help_audience, ${article.topic}, ${index}::integer
        where not exists (
          select 1 from audit_events e
          where e.record_kind = 'helpArticle' and e.action = 'delete' and e.record_id = ${article.id})
        on conflict (id) do nothing
        returning id`);
      if (InsertedRowsSchema.parse(inserted).rows.length === 0) continue;
      added += 1;
      for (const language of LANGUAGES) {
        const { title, summary, body } = article.translations[language];
        await tx.execute(sql`
          insert into help_article_translations (article_id, language, title, summary, body)
          values (${article.id}, ${language}, ${title}, ${summary}, ${body})`);
      }
    }
    if (added > 0) await refreshSearchWords(tx);
    return added;
  });
}
