import { SiteLayout } from './SiteLayout';

/** Screens without the header (maintenance, homes, sign-in, legal pages, not found). */
export function PlainLayout() {
  return <SiteLayout />;
}
