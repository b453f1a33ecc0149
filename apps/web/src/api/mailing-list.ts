// The mailing list: POST /api/mailing-list/subscribe (the same answer whatever the address's state),
// then /confirm or /unsubscribe with the token of an email's link. A used or unknown link is
// 410 mailingList.invalidLink.
import {
  MailingListStatusSchema,
  SubscribeAnswerSchema,
  type MailingListStatus,
} from '@roadbook/domain/contracts/contact';
import type { Subscribe } from '@roadbook/domain/contact-schema';
import { useMutation } from '@tanstack/react-query';

import { requestParsed } from '@/lib/api-client';

export async function subscribe(body: Subscribe): Promise<void> {
  await requestParsed('/api/mailing-list/subscribe', SubscribeAnswerSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe, meta: { errorToast: false } });
}

export type MailingListLink = 'confirm' | 'unsubscribe';

export async function followMailingListLink(
  link: MailingListLink,
  token: string,
): Promise<MailingListStatus> {
  return requestParsed(`/api/mailing-list/${link}`, MailingListStatusSchema, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}

/** The page shows the answer, whatever it is. */
export function useFollowMailingListLink() {
  return useMutation({
    mutationFn: ({ link, token }: { link: MailingListLink; token: string }) =>
      followMailingListLink(link, token),
    meta: { errorToast: false },
  });
}
