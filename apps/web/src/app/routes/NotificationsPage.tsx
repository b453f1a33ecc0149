import { useTranslation } from 'react-i18next';
import { useSearchParams, type LoaderFunction } from 'react-router';

import { notificationsQueryOptions } from '@/api/get-notifications';
import { PageFrame } from '@/components/PageFrame';
import frame from '@/components/page-frame.module.css';
import { redirectVisitor } from '@/features/account/lib/sign-in-guards';
import { NotificationCenter } from '@/features/notifications/components/NotificationCenter';
import { notificationsPath } from '@/lib/booking-paths';
import { languageParamOf, pageParamOf } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useDocumentMeta } from '@/lib/use-page-meta';

import type { RouteDeps } from '../route-deps';

/** A visitor goes to /sign-in, which brings them back; a signed-in user's page starts loading. */
export function createLoader({ queryClient }: RouteDeps): LoaderFunction {
  return ({ request }) => {
    const visitor = redirectVisitor(request);
    if (visitor !== null) return visitor;
    void queryClient.prefetchQuery(notificationsQueryOptions(pageParamOf(new URL(request.url).searchParams)));
    return null;
  };
}

/** /notifications: the signed-in user's notifications, 30 a page (`?page=N`), newest first. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const user = useStoredUser();
  const [params] = useSearchParams();
  useDocumentMeta(tc('meta.titleTemplate', { page: t('page.title') }), tc('meta.description'));
  // Signed out meanwhile: the sign-out is taking the user elsewhere.
  if (user === null) return null;
  const page = pageParamOf(params);
  const language = languageParamOf(params);
  return (
    <PageFrame title={t('page.title')}>
      <p className={frame.intro}>{t('page.intro')}</p>
      <NotificationCenter key={page} page={page} pageHref={(link) => notificationsPath(link, language)} />
    </PageFrame>
  );
}

export { NotificationsPage as Component };
