import { SiteLayout } from './SiteLayout';

/** Screens without the header (maintenance, sign-in, join and legal pages, not found). */
export function PlainLayout() {
  return <SiteLayout />;
}
