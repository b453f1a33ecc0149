// The internal area, one chunk and one route of the site's (/internal/*): its sign-in and the
// commercial guide, which only its accounts read. A visitor without an internal user goes to the
// sign-in (the address they wanted kept, the history replaced) and comes back once signed in.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { signOutInternal } from '@/api/internal';
import reading from '@/components/reading.module.css';
import { CommercialGuide } from '@/features/internal/components/CommercialGuide';
import { InternalSignIn } from '@/features/internal/components/InternalSignIn';
import { readInternalUser, writeInternalUser } from '@/features/internal/lib/internal-user';
import { FROM_PARAM, paths } from '@/lib/paths';

import { NotFoundPage } from './NotFoundPage';
import { useTitledMeta } from '@/lib/use-titled-meta';

/** The internal area's pages. */
const internalPaths = {
  login: `${paths.internal}/login`,
  commercialGuide: `${paths.internal}/commercial-guide`,
} as const;

/** /internal/login?from=…, `from` an address of the internal area only. */
function loginPath(from: string): string {
  return `${internalPaths.login}?${new URLSearchParams({ [FROM_PARAM]: from }).toString()}`;
}

/** Where the sign-in leads: the internal page the visitor wanted, else the guide. */
function destinationOf(params: URLSearchParams): string {
  const from = params.get(FROM_PARAM);
  return from !== null && from.startsWith(`${paths.internal}/`) && !from.startsWith(internalPaths.login)
    ? from
    : internalPaths.commercialGuide;
}

function useInternalMeta(titleKey: 'login.title' | 'guide.title') {
  const { t } = useTranslation('internal');
  useTitledMeta(t(titleKey), t('guide.intro'));
}

function InternalLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useInternalMeta('login.title');
  return <InternalSignIn onSignedIn={() => void navigate(destinationOf(params), { replace: true })} />;
}

function CommercialGuidePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = readInternalUser();
  const isSignedOut = user === null;
  // The guard: nobody signed in to the internal area → the sign-in, this address kept, this entry
  // of the history replaced.
  useEffect(() => {
    if (isSignedOut) void navigate(loginPath(`${location.pathname}${location.search}`), { replace: true });
  }, [isSignedOut, location.pathname, location.search, navigate]);
  useInternalMeta('guide.title');
  const toSignIn = useCallback(() => {
    writeInternalUser(null);
    void navigate(loginPath(internalPaths.commercialGuide), { replace: true });
  }, [navigate]);
  const signOut = async () => {
    await signOutInternal().catch(() => {
      // The session ends on the server at its time anyway; this browser forgets it now.
    });
    writeInternalUser(null);
    void navigate(internalPaths.login, { replace: true });
  };
  if (user === null) return null;
  return (
    <div className={reading.column}>
      <CommercialGuide user={user} onSignOut={() => void signOut()} onSessionEnded={toSignIn} />
    </div>
  );
}

/** The internal area's pages by address; any other is not found. */
function InternalArea() {
  const { pathname } = useLocation();
  if (pathname === internalPaths.login) return <InternalLoginPage />;
  if (pathname === internalPaths.commercialGuide) return <CommercialGuidePage />;
  return <NotFoundPage />;
}

export const Component = InternalArea;
