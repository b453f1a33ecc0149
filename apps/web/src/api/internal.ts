// The internal area's calls (/api/internal/*): its own session, an http-only cookie sent to those
// addresses only, and the commercial guide with its revisions. 401 internal.unauthenticated once the
// session has ended; 409 internal.revisionConflict when someone saved the guide meanwhile.
import type {
  CommercialGuide,
  GuideRevision,
  GuideRevisionList,
  InternalUser,
} from '@roadbook/domain/contracts/internal';
import type { GuideSave, InternalSignIn } from '@roadbook/domain/internal-area';
import { queryOptions } from '@tanstack/react-query';

import { apiRequest, requestParsed } from '@/lib/api-client';

const contracts = () => import('@roadbook/domain/contracts/internal');

export async function signInInternal(body: InternalSignIn): Promise<InternalUser> {
  const { InternalSessionSchema } = await contracts();
  const init = { method: 'POST', body: JSON.stringify(body) };
  return (await requestParsed('/api/internal/sign-in', InternalSessionSchema, init)).user;
}

export async function signOutInternal(): Promise<void> {
  await apiRequest('/api/internal/sign-out', { method: 'POST' });
}

export const INTERNAL_QUERY_KEY = ['internal'] as const;

export function commercialGuideQueryOptions() {
  return queryOptions({
    queryKey: [...INTERNAL_QUERY_KEY, 'guide'],
    queryFn: async (): Promise<CommercialGuide> => {
      const { CommercialGuideSchema } = await contracts();
      return requestParsed('/api/internal/commercial-guide', CommercialGuideSchema);
    },
    // The page says why the guide is missing (or goes back to the sign-in).
    meta: { errorToast: false },
  });
}

export async function saveCommercialGuide(body: GuideSave): Promise<CommercialGuide> {
  const { CommercialGuideSchema } = await contracts();
  const init = { method: 'PUT', body: JSON.stringify(body) };
  return requestParsed('/api/internal/commercial-guide', CommercialGuideSchema, init);
}

export function guideRevisionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...INTERNAL_QUERY_KEY, 'revisions', page],
    queryFn: async (): Promise<GuideRevisionList> => {
      const { GuideRevisionListSchema } = await contracts();
      return requestParsed(`/api/internal/commercial-guide/revisions?page=${page}`, GuideRevisionListSchema);
    },
    meta: { errorToast: false },
  });
}

export function guideRevisionQueryOptions(revisionId: string) {
  return queryOptions({
    queryKey: [...INTERNAL_QUERY_KEY, 'revision', revisionId],
    queryFn: async (): Promise<GuideRevision> => {
      const { GuideRevisionResponseSchema } = await contracts();
      const path = `/api/internal/commercial-guide/revisions/${encodeURIComponent(revisionId)}`;
      return (await requestParsed(path, GuideRevisionResponseSchema)).revision;
    },
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}
