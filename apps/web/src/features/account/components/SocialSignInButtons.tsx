/**
 * Where the sign-in screen will offer the social sign-ins (Google, Apple, Facebook: the providers
 * the public settings name in `socialSignIn`). They are not offered yet, so it shows nothing.
 */
export function SocialSignInButtons() {
  return null;
}
