// The help centres (product-rules.md § Information pages): articles by centre, one article, the
// search (PostgreSQL full-text search in the reader's language, misspelt words replaced by the
// closest word the articles use), and the "was this helpful?" answers.
import type { Language } from '@roadbook/domain/constants';
import type { HelpArticle, HelpFeedbackAnswer, HelpSearchAnswer } from '@roadbook/domain/contracts/help';
import { DomainError } from '@roadbook/domain/error-codes';
import { HELP_QUERY_MIN_LENGTH, type HelpAudience } from '@roadbook/domain/help';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  countFeedback,
  findArticle,
  listArticleDates,
  listArticles,
  refreshSearchWords,
  searchArticles,
  searchedTerms,
} from './help.queries';

export interface HelpServiceDependencies {
  database: DatabaseHandle;
}

export function createHelpService({ database }: HelpServiceDependencies) {
  const { db } = database;

  return {
    listArticles: (language: Language, audience: HelpAudience | undefined) =>
      listArticles(db, language, audience),

    /** Every article's id and last change (the sitemap's). */
    articleDates: () => listArticleDates(db),

    /** 404 common.notFound when there is no such article. */
    async getArticle(id: string, language: Language): Promise<HelpArticle> {
      const found = await findArticle(db, id, language);
      if (found === null) throw new DomainError('common.notFound');
      return {
        id: found.id,
        audience: found.audience,
        topic: found.topic,
        title: found.title,
        summary: found.summary,
        body: found.body,
        language,
        updatedAt: found.updated_at.toISOString(),
        helpfulCount: found.helpful_count,
        notHelpfulCount: found.not_helpful_count,
        related: found.related,
      };
    },

    /** A search shorter than two letters finds nothing (and costs nothing). */
    async search(
      query: string,
      language: Language,
      audience: HelpAudience | undefined,
    ): Promise<HelpSearchAnswer> {
      if (query.length < HELP_QUERY_MIN_LENGTH) return { searchedFor: null, results: [] };
      const terms = await searchedTerms(db, query, language);
      if (terms.length === 0) return { searchedFor: null, results: [] };
      const words = terms.map((term) => term.searched);
      const corrected = terms.some((term) => term.searched !== term.term);
      return {
        searchedFor: corrected ? words.join(' ') : null,
        results: await searchArticles(db, words, language, audience),
      };
    },

    /**
     * After a change of the articles, in its transaction `tx`: rebuilds the words a misspelt search
     * word is compared with (each translation's search vector the database keeps itself).
     */
    refreshSearchWords: (tx: Database) => refreshSearchWords(tx),

    /** 404 common.notFound when there is no such article. */
    async giveFeedback(id: string, helpful: boolean): Promise<HelpFeedbackAnswer> {
      const counts = await countFeedback(db, id, helpful);
      if (counts === null) throw new DomainError('common.notFound');
      return counts;
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
