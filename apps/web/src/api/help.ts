// The help centres: GET /api/help/articles?audience=, /api/help/articles/{id}, /api/help/search?q=,
// and POST /api/help/articles/{id}/feedback. Texts come in the page's language (`lang`).
import type { Language } from '@roadbook/domain/constants';
import type {
  HelpArticle,
  HelpArticleList,
  HelpFeedbackAnswer,
  HelpSearchAnswer,
} from '@roadbook/domain/contracts/help';
import type { HelpAudience } from '@roadbook/domain/help';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/help');

export function helpArticlesQueryOptions(language: Language, audience?: HelpAudience) {
  return queryOptions({
    queryKey: ['help', 'articles', language, audience ?? 'all'],
    queryFn: async (): Promise<HelpArticleList> => {
      const { HelpArticleListSchema } = await contracts();
      const query = toSearchParams({ audience, lang: language }).toString();
      return requestParsed(`/api/help/articles?${query}`, HelpArticleListSchema);
    },
    staleTime: 5 * 60_000,
  });
}

export function helpArticleQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['help', 'article', language, id],
    queryFn: async (): Promise<HelpArticle> => {
      const { HelpArticleResponseSchema } = await contracts();
      const query = toSearchParams({ lang: language }).toString();
      return (
        await requestParsed(
          `/api/help/articles/${encodeURIComponent(id)}?${query}`,
          HelpArticleResponseSchema,
        )
      ).article;
    },
    staleTime: 5 * 60_000,
    // The page says when the article is not found.
    meta: { errorToast: false },
  });
}

export function helpSearchQueryOptions(language: Language, q: string) {
  return queryOptions({
    queryKey: ['help', 'search', language, q],
    queryFn: async (): Promise<HelpSearchAnswer> => {
      const { HelpSearchAnswerSchema } = await contracts();
      const query = toSearchParams({ q, lang: language }).toString();
      return requestParsed(`/api/help/search?${query}`, HelpSearchAnswerSchema);
    },
    staleTime: 60_000,
  });
}

export async function sendHelpFeedback(id: string, helpful: boolean): Promise<HelpFeedbackAnswer> {
  const { HelpFeedbackAnswerSchema } = await contracts();
  return requestParsed(`/api/help/articles/${encodeURIComponent(id)}/feedback`, HelpFeedbackAnswerSchema, {
    method: 'POST',
    body: JSON.stringify({ helpful }),
  });
}

/** Records the reader's answer; the article's counts follow. */
export function useHelpFeedback(language: Language, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => sendHelpFeedback(id, helpful),
    onSuccess: (counts) => {
      queryClient.setQueryData(helpArticleQueryOptions(language, id).queryKey, (article) =>
        article === undefined ? article : { ...article, ...counts },
      );
    },
  });
}
