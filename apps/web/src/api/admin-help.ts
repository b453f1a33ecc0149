// The back office's help articles (/api/admin/help/articles), for admins: every article with its
// words in each language, one article's editor, and the changes, which the help pages show at once.
import type {
  AdminHelpArticle,
  AdminHelpArticleList,
  AdminHelpArticleQuery,
} from '@roadbook/domain/contracts/admin-help';
import type { HelpArticleInput, NewHelpArticleInput } from '@roadbook/domain/help-article-schema';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { apiRequest, requestParsed, toSearchParams } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/admin-help');

/** Every query of this file starts with this key; a change refreshes them all. */
export const HELP_ARTICLES_QUERY_KEY = ['adminHelpArticles'] as const;

export function adminHelpArticlesQueryOptions(query: AdminHelpArticleQuery) {
  return queryOptions({
    queryKey: [...HELP_ARTICLES_QUERY_KEY, 'list', query],
    queryFn: async (): Promise<AdminHelpArticleList> => {
      const { AdminHelpArticleListSchema } = await contracts();
      const path = `/api/admin/help/articles?${toSearchParams(query).toString()}`;
      return requestParsed(path, AdminHelpArticleListSchema);
    },
    // The list says why it is missing, with a retry.
    meta: { errorToast: false },
  });
}

const articlePath = (id: string) => `/api/admin/help/articles/${encodeURIComponent(id)}`;

async function articleAnswer(path: string, init?: RequestInit): Promise<AdminHelpArticle> {
  const { AdminHelpArticleResponseSchema } = await contracts();
  return (await requestParsed(path, AdminHelpArticleResponseSchema, init)).article;
}

export function adminHelpArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...HELP_ARTICLES_QUERY_KEY, 'article', id],
    queryFn: () => articleAnswer(articlePath(id)),
    meta: { errorToast: false },
  });
}

/** 400 validation.articleIdTaken on `id` when an article has that address. */
export function createHelpArticle(article: NewHelpArticleInput): Promise<AdminHelpArticle> {
  return articleAnswer('/api/admin/help/articles', { method: 'POST', body: JSON.stringify(article) });
}

export function updateHelpArticle({
  id,
  article,
}: {
  id: string;
  article: HelpArticleInput;
}): Promise<AdminHelpArticle> {
  return articleAnswer(articlePath(id), { method: 'PUT', body: JSON.stringify(article) });
}

export async function deleteHelpArticle(id: string): Promise<void> {
  await apiRequest(articlePath(id), { method: 'DELETE' });
}

/** Keeps the article the API answered for its editor, and has the list (and the help pages) asked again. */
export async function storeHelpArticle(queryClient: QueryClient, article: AdminHelpArticle): Promise<void> {
  queryClient.setQueryData(adminHelpArticleQueryOptions(article.id).queryKey, article);
  await refreshHelpArticles(queryClient);
}

export async function refreshHelpArticles(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...HELP_ARTICLES_QUERY_KEY, 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['help'] }),
  ]);
}
