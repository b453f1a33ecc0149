import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@roadbook/domain/constants';
import type { HelpArticleSummary, HelpSearchResult } from '@roadbook/domain/contracts/help';
import {
  HELP_AUDIENCES,
  HELP_SEARCH_LIMIT,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type HelpAudience,
} from '@roadbook/domain/help';
import type { Database } from '../../db/client';

const SummaryRowSchema = z.object({
  id: z.string(),
  audience: z.enum(HELP_AUDIENCES),
  topic: z.string(),
  title: z.string(),
  summary: z.string(),
});
const SummaryRowsSchema = z.object({ rows: z.array(SummaryRowSchema) });

/** A centre's articles (or every article) in `language`, in their centre's order. */
export async function listArticles(
  db: Database,
  language: Language,
  audience: HelpAudience | undefined,
): Promise<HelpArticleSummary[]> {
  const result = await db.execute(sql`
    select a.id, a.audience, a.topic, t.title, t.summary
    from help_articles a join help_article_translations t on t.article_id = a.id and t.language = ${language}
    where ${audience === undefined ? sql`true` : sql`a.audience = ${audience}`}
    order by a.audience, a.position`);
  return SummaryRowsSchema.parse(result).rows;
}

const ArticleDateRowsSchema = z.object({
  rows: z.array(z.object({ id: z.string(), updated_at: z.coerce.date() })),
});

/** Every article's id and when it last changed, in the centres' order (the sitemap's). */
export async function listArticleDates(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  const result = await db.execute(sql`select id, updated_at from help_articles order by audience, position`);
  return ArticleDateRowsSchema.parse(result).rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

const ArticleRowsSchema = z.object({
  rows: z.array(
    SummaryRowSchema.extend({
      body: z.string(),
      updated_at: z.coerce.date(),
      helpful_count: z.number(),
      not_helpful_count: z.number(),
    }),
  ),
});

/** An article in `language` with its neighbours (its topic's first, then its centre's), or null. */
export async function findArticle(db: Database, id: string, language: Language) {
  const result = await db.execute(sql`
    select a.id, a.audience, a.topic, t.title, t.summary, t.body, a.updated_at, a.helpful_count,
      a.not_helpful_count
    from help_articles a join help_article_translations t on t.article_id = a.id and t.language = ${language}
    where a.id = ${id}`);
  const [row] = ArticleRowsSchema.parse(result).rows;
  if (row === undefined) return null;
  const related = await db.execute(sql`
    select a.id, a.audience, a.topic, t.title, t.summary
    from help_articles a join help_article_translations t on t.article_id = a.id and t.language = ${language}
    where a.audience = ${row.audience} and a.id <> ${id}
    order by (a.topic = ${row.topic}) desc, a.position
    limit 5`);
  return { ...row, related: SummaryRowsSchema.parse(related).rows };
}

const CountsRowsSchema = z.object({
  rows: z.array(z.object({ helpful_count: z.number(), not_helpful_count: z.number() })),
});

/** Counts one "was this helpful?" answer; null when there is no such article. */
export async function countFeedback(db: Database, id: string, helpful: boolean) {
  const result = await db.execute(sql`
    update help_articles set
      helpful_count = helpful_count + ${helpful ? 1 : 0},
      not_helpful_count = not_helpful_count + ${helpful ? 0 : 1}
    where id = ${id}
    returning helpful_count, not_helpful_count`);
  const [row] = CountsRowsSchema.parse(result).rows;
  return row === undefined
    ? null
    : { helpfulCount: row.helpful_count, notHelpfulCount: row.not_helpful_count };
}

/** Shorter words are never replaced by a neighbour: too many words are close to them. */
const MIN_CORRECTED_LENGTH = 4;

const TermRowsSchema = z.object({ rows: z.array(z.object({ term: z.string(), searched: z.string() })) });

/**
 * The words of a search as the articles of `language` spell them: accents and case removed, each
 * word no article uses in any form (nor a number, nor a word the language ignores) replaced by the
 * closest one they do (trigram similarity at least pg_trgm.similarity_threshold, 0.3), in the order
 * typed.
 */
export async function searchedTerms(db: Database, query: string, language: Language) {
  const result = await db.execute(sql`
    with config as (select roadbook_text_search_config(${language}::language) as cfg)
    select term, case
      -- Kept as typed: numbers, words the articles use as such or in another form ('annulée' for
      -- 'annulation'), and words the language ignores ('ma', 'the').
      when term ~ '[0-9]' then term
      when exists (select 1 from help_search_words w where w.language = ${language} and w.word = term) then term
      when numnode(plainto_tsquery(config.cfg, term)) = 0 then term
      when exists (
        select 1 from help_article_translations t
        where t.language = ${language} and t.search_vector @@ plainto_tsquery(config.cfg, term)) then term
      when length(term) >= ${MIN_CORRECTED_LENGTH} then coalesce((
        select w.word from help_search_words w
        where w.language = ${language} and w.word % term
        order by similarity(w.word, term) desc, w.word
        limit 1), term)
      else term
    end as searched
    from config, unnest(string_to_array(roadbook_search_key(${query}), ' ')) with ordinality as typed(term, position)
    where term <> ''
    order by position`);
  return TermRowsSchema.parse(result).rows;
}

const HEADLINE_MARKS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_END}"`;
const TITLE_HEADLINE = `${HEADLINE_MARKS}, HighlightAll=true`;
const EXTRACT_HEADLINE = `${HEADLINE_MARKS}, MinWords=15, MaxWords=35, MaxFragments=2, FragmentDelimiter=" … "`;

const ResultRowsSchema = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      audience: z.enum(HELP_AUDIENCES),
      topic: z.string(),
      title: z.string(),
      extract: z.string(),
    }),
  ),
});

/**
 * The articles of `language` holding any of `words` (search keys: letters and digits; stemmed in the language's configuration), best
 * first: those holding them all, then by cover density (title words weigh most), then in order.
 */
export async function searchArticles(
  db: Database,
  words: readonly string[],
  language: Language,
  audience: HelpAudience | undefined,
): Promise<HelpSearchResult[]> {
  const result = await db.execute(sql`
    with config as (select roadbook_text_search_config(${language}::language) as cfg),
    parts as (
      select plainto_tsquery(config.cfg, word) as part
      from config, unnest(string_to_array(${words.join(' ')}, ' ')) as word
    ),
    query as (
      select
        (select string_agg(part::text, ' | ') from parts where numnode(part) > 0)::tsquery as any_words,
        (select string_agg(part::text, ' & ') from parts where numnode(part) > 0)::tsquery as all_words
    )
    select a.id, a.audience, a.topic,
      ts_headline(config.cfg, t.title, query.any_words, ${TITLE_HEADLINE}) as title,
      ts_headline(config.cfg, roadbook_plain_text(t.body), query.any_words, ${EXTRACT_HEADLINE}) as extract
    from help_article_translations t
      join help_articles a on a.id = t.article_id,
      config, query
    where t.language = ${language}
      and query.any_words is not null
      and t.search_vector @@ query.any_words
      and ${audience === undefined ? sql`true` : sql`a.audience = ${audience}`}
    order by (t.search_vector @@ query.all_words) desc, ts_rank_cd(t.search_vector, query.any_words) desc, a.position
    limit ${HELP_SEARCH_LIMIT}`);
  return ResultRowsSchema.parse(result).rows;
}

/** Rebuilds the words a misspelt search word is compared with, from every article. */
export async function refreshSearchWords(db: Database): Promise<void> {
  await db.execute(sql`delete from help_search_words`);
  await db.execute(sql`
    insert into help_search_words (language, word)
    select distinct t.language, word
    from help_article_translations t,
      unnest(string_to_array(roadbook_search_key(roadbook_plain_text(t.title || ' ' || t.summary || ' ' || t.body)), ' ')) as word
    where length(word) >= 3
    on conflict do nothing`);
}
