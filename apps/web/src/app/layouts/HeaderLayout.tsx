import { useStoredUser } from '@/lib/stored-user';

import { Header } from './Header';
import { SiteLayout } from './SiteLayout';

/** Screens with the header menu; it is a signed-in user's while the device remembers one. */
export function HeaderLayout() {
  const signedIn = useStoredUser() !== null;
  return <SiteLayout header={<Header signedIn={signedIn} />} />;
}
