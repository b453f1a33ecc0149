// The help articles as the back office reads and writes them (`a`): each with its words in every
// language (help_article_translations), by centre and position.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LANGUAGES } from '@roadbook/domain/constants';
import type { AdminHelpArticleQuery } from '@roadbook/domain/contracts/admin-help';
import { HELP_AUDIENCES, type HelpAudience } from '@roadbook/domain/help';
import type { HelpArticleInput } from '@roadbook/domain/help-article-schema';
import type { Database } from '../../db/client';

const TranslationSchema = z.object({ title: z.string(), summary: z.string(), body: z.string() });
const EMPTY = { title: '', summary: '', body: '' };

const ArticleRowSchema = z.object({
  id: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  topic: z.string(),
  position: z.number(),
  translations: z
    .record(z.string(), TranslationSchema)
    .transform((all) => ({ en: all.en ?? EMPTY, fr: all.fr ?? EMPTY, es: all.es ?? EMPTY })),
  helpful_count: z.number(),
  not_helpful_count: z.number(),
  updated_at: z.coerce.date(),
});
export type ArticleRow = z.infer<typeof ArticleRowSchema>;
const ArticleRowsSchema = z.object({ rows: z.array(ArticleRowSchema) });

function selectArticles(db: Database, where: SQL) {
  return db.execute(sql`
    select a.id, a.audience, a.topic, a.position, a.helpful_count, a.not_helpful_count, a.updated_at,
      (select coalesce(jsonb_object_agg(t.language,
          jsonb_build_object('title', t.title, 'summary', t.summary, 'body', t.body)), '{}'::jsonb)
        from help_article_translations t where t.article_id = a.id) as translations
    from help_articles a
    where ${where}
    order by a.audience, a.position, a.id`);
}

/** Every article (or a centre's), by centre and position. */
export async function selectArticleList(db: Database, query: AdminHelpArticleQuery) {
  const where = query.audience === undefined ? sql`true` : sql`a.audience = ${query.audience}`;
  return ArticleRowsSchema.parse(await selectArticles(db, where)).rows;
}

export async function selectArticle(db: Database, id: string): Promise<ArticleRow | undefined> {
  return ArticleRowsSchema.parse(await selectArticles(db, sql`a.id = ${id}`)).rows[0];
}

const IdRowsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

/** Locks article `id` for a change; false when there is none. */
export async function lockArticle(tx: Database, id: string): Promise<boolean> {
  const result = await tx.execute(sql`select id from help_articles where id = ${id} for update`);
  return IdRowsSchema.parse(result).rows.length > 0;
}

/** The position after the last article of `audience`'s centre. */
function nextPosition(audience: HelpAudience): SQL {
  return sql`(select coalesce(max(position), 0) + 1 from help_articles where audience = ${audience})`;
}

async function writeTranslations(tx: Database, id: string, input: HelpArticleInput) {
  await tx.execute(sql`delete from help_article_translations where article_id = ${id}`);
  for (const language of LANGUAGES) {
    const { title, summary, body } = input.translations[language];
    await tx.execute(sql`
      insert into help_article_translations (article_id, language, title, summary, body)
      values (${id}, ${language}, ${title}, ${summary}, ${body})`);
  }
}

/** Adds article `id` at the end of its centre; false when the id is taken. */
export async function insertArticle(tx: Database, id: string, input: HelpArticleInput): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into help_articles (id, audience, topic, position)
    values (${id}, ${input.audience}, ${input.topic}, ${nextPosition(input.audience)})
    on conflict (id) do nothing
    returning id`);
  if (IdRowsSchema.parse(result).rows.length === 0) return false;
  await writeTranslations(tx, id, input);
  return true;
}

/** Rewrites article `id`; moved to another centre, it goes to that centre's end. */
export async function updateArticle(tx: Database, id: string, input: HelpArticleInput) {
  await tx.execute(sql`
    update help_articles set topic = ${input.topic}, updated_at = now(),
      position = case when audience = ${input.audience} then position else ${nextPosition(input.audience)} end,
      audience = ${input.audience}
    where id = ${id}`);
  await writeTranslations(tx, id, input);
}

export async function deleteArticle(tx: Database, id: string): Promise<void> {
  await tx.execute(sql`delete from help_articles where id = ${id}`);
}
