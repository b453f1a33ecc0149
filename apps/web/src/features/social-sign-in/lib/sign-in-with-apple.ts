// Sign in with Apple in a pop-up window through Apple's JS: it gives the page an ID token, which the
// API verifies against Apple's keys, and, the first time only, the person's name, which the token
// does not hold.
import type { Language } from '@roadbook/domain/constants';

import { loadScript } from '@/lib/load-script';

import { PROVIDER_LOCALES } from './provider-locale';

interface AppleSignInResponse {
  authorization: { id_token: string; code: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

/** The part of `AppleID` the sign-in screen uses. */
export interface AppleId {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<AppleSignInResponse>;
  };
}

declare global {
  interface Window {
    AppleID?: AppleId;
  }
}

export function appleScriptOf(language: Language): string {
  return `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${PROVIDER_LOCALES[language]}/appleid.auth.js`;
}

/** What the pop-up gave: the ID token and, at the first sign-in, the name; null when it was closed. */
export interface AppleCredential {
  token: string;
  fullName: string | null;
}

/** Apple's answers that mean the person closed the window or said no: nothing to report. */
const CANCELLED = new Set([
  'popup_closed_by_user',
  'user_cancelled_authorize',
  'user_trigger_new_signin_flow',
]);

/** Loads Apple's script for `clientId` (its window speaking `language`) and sets it up once. */
export async function loadAppleId(clientId: string, language: Language): Promise<AppleId> {
  const appleId = await loadScript(appleScriptOf(language), () => window.AppleID);
  appleId.auth.init({
    clientId,
    scope: 'name email',
    // Apple asks for an address registered with the Services ID, even in a pop-up.
    redirectURI: `${window.location.origin}/sign-in`,
    usePopup: true,
  });
  return appleId;
}

export async function signInWithApple(appleId: AppleId): Promise<AppleCredential | null> {
  let response: AppleSignInResponse;
  try {
    response = await appleId.auth.signIn();
  } catch (error) {
    const reason = typeof error === 'object' && error !== null ? Reflect.get(error, 'error') : undefined;
    if (typeof reason === 'string' && CANCELLED.has(reason)) return null;
    throw error;
  }
  const name = response.user?.name;
  const fullName = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
  return { token: response.authorization.id_token, fullName: fullName === '' ? null : fullName };
}
