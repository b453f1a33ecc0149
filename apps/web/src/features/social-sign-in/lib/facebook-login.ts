// Facebook Login in a pop-up window through Facebook's JavaScript SDK: it gives the page a user
// access token, which the API checks with the Graph API.
import type { Language } from '@roadbook/domain/constants';

import { loadScript } from '@/lib/load-script';

import { PROVIDER_LOCALES } from './provider-locale';

/** The Graph API version the SDK speaks (the API's FACEBOOK_GRAPH_URL names the same by default). */
export const FACEBOOK_SDK_VERSION = 'v19.0';

interface LoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: { accessToken: string; userID: string } | null;
}

/** The part of `FB` the sign-in screen uses. */
export interface FacebookSdk {
  init(params: { appId: string; version: string; xfbml: boolean; cookie: boolean }): void;
  login(callback: (response: LoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

export function facebookScriptOf(language: Language): string {
  return `https://connect.facebook.net/${PROVIDER_LOCALES[language]}/sdk.js`;
}

/** Loads Facebook's SDK for `appId` (its window speaking `language`) and sets it up. */
export async function loadFacebookSdk(appId: string, language: Language): Promise<FacebookSdk> {
  const sdk = await loadScript(facebookScriptOf(language), () => window.FB);
  sdk.init({ appId, version: FACEBOOK_SDK_VERSION, xfbml: false, cookie: false });
  return sdk;
}

/**
 * Opens Facebook's window (called right from the click, or the browser blocks it): the user access
 * token, or null when the person closed it or said no.
 */
export function logInWithFacebook(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'public_profile,email',
    });
  });
}
