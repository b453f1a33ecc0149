// What the passkey screens need to know about the browser before @simplewebauthn/browser loads (it
// loads on the first click, never with the page).
import type { i18n as I18n } from 'i18next';

import { errorMessage } from '@/lib/error-message';

/**
 * Whether this browser has WebAuthn: the check of @simplewebauthn/browser's
 * browserSupportsWebAuthn(), written here so that showing a button does not load the library (a
 * test keeps the two in agreement).
 */
export function canUsePasskeys(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/**
 * The browser's WebAuthn refusals, by the name of the DOMException it raised (or of the library's
 * WebAuthnError, which keeps it). A DOMException is not an Error in every environment.
 */
function webAuthnErrorName(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : null;
}

/**
 * The words for a failed passkey ceremony: cancelled or timed out on the device (the browser does
 * not tell them apart), a device that already holds a passkey of the account, or the API's error.
 */
export function passkeyErrorMessage(i18n: I18n, error: unknown, ceremony: 'signIn' | 'settings'): string {
  const name = webAuthnErrorName(error);
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return ceremony === 'signIn'
      ? i18n.t('passkeys:signIn.cancelled')
      : i18n.t('passkeys:settings.cancelled');
  }
  if (name === 'InvalidStateError' && ceremony === 'settings') {
    return i18n.t('passkeys:settings.alreadyRegistered');
  }
  return errorMessage(i18n, error);
}
