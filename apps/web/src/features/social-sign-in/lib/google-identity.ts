// Sign in with Google through Google Identity Services: its script draws Google's own button (a
// frame of accounts.google.com) and, once the person has chosen an account, gives the page an ID
// token (`credential`), which the API verifies against Google's keys.
import { loadScript } from '@/lib/load-script';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential: string;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'signin_with' | 'signup_with';
  shape: 'rectangular';
  logo_alignment: 'left';
  /** In pixels, 200 to 400. */
  width: number;
  locale: string;
}

/** The part of `google.accounts.id` the sign-in screen uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode: 'popup';
    context: 'signin' | 'signup';
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  return loadScript(GOOGLE_IDENTITY_SCRIPT, () => window.google?.accounts?.id);
}
