// The signed-in user's parts of the header, in one chunk (the account menu, the notifications
// bell): nothing of them loads for a visitor, only once the device remembers a
// signed-in user (lib/stored-user.ts). A chunk that cannot be fetched leaves its part out rather
// than the page. (RootLayout loads their session.)
import { Suspense } from 'react';

import { lazyPart } from '@/components/lazy-part';

const signedInParts = () => import('./signed-in-parts');
const AccountMenu = lazyPart(async () => (await signedInParts()).AccountMenu);
const AccountDrawerSection = lazyPart(async () => (await signedInParts()).AccountDrawerSection);
const NotificationBell = lazyPart(async () => (await signedInParts()).NotificationBell);
/** About the account button's size, kept while its code loads. */
const MENU_PLACEHOLDER = { display: 'inline-block', width: 40, height: 36 } as const;
/** The bell's size, kept while its code and words load. */
const BELL_PLACEHOLDER = { display: 'inline-block', width: 40, height: 40 } as const;

/** The header's account button and menu. */
export function LazyAccountMenu() {
  return (
    <Suspense fallback={<span style={MENU_PLACEHOLDER} />}>
      <AccountMenu />
    </Suspense>
  );
}

/** The account entries in the header's drawer. */
export function LazyAccountDrawerSection(props: {
  itemClassName?: string | undefined;
  onChoose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <AccountDrawerSection {...props} />
    </Suspense>
  );
}

/** The bell linking to the notifications, with the unread count. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span style={BELL_PLACEHOLDER} />}>
      <NotificationBell />
    </Suspense>
  );
}
