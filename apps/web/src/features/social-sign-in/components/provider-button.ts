import type { ProviderCredential } from '../hooks/use-social-sign-in';

/** What each provider's button is given by the social sign-in section. */
export interface ProviderButtonProps {
  /** The provider's id of the marketplace (Google's and Apple's client id, Facebook's app id). */
  clientId: string;
  mode: 'signIn' | 'signUp';
  onCredential: (credential: ProviderCredential) => void;
  /** The script could not load or the provider's window failed (a closed window is no failure). */
  onFailure: (error: unknown) => void;
  /** While a sign-in is on its way. */
  disabled: boolean;
}
