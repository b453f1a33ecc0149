import { Header } from './Header';
import { SiteLayout } from './SiteLayout';

/** There is no authentication yet: every visitor is signed out. */
const SIGNED_IN = false;

/** Screens with the header menu. */
export function HeaderLayout() {
  return <SiteLayout header={<Header signedIn={SIGNED_IN} />} />;
}
