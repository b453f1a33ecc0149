// GET /api/check-token/frontend/{userId}/{email}/{token}: what an account email's link is for
// (activation or password reset) and whether its account has a password; 410
// auth.activationLinkExpired when the link is unknown, used or past its day.
import { TokenCheckSchema, type TokenCheck } from '@roadbook/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export interface EmailLink {
  userId: string;
  email: string;
  token: string;
}

export async function checkToken({ userId, email, token }: EmailLink): Promise<TokenCheck> {
  const segments = [userId, email, token].map(encodeURIComponent).join('/');
  return requestParsed(`/api/check-token/frontend/${segments}`, TokenCheckSchema);
}

/** Asked once per link: following it uses the token up. The screen shows an expired link itself. */
export function checkTokenQueryOptions(link: EmailLink) {
  return queryOptions({
    queryKey: ['check-token', link.userId, link.email, link.token],
    queryFn: () => checkToken(link),
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function useCheckToken(link: EmailLink) {
  return useQuery(checkTokenQueryOptions(link));
}
