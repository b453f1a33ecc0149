// The header's parts for a signed-in user — the account menu and the notifications bell — in one
// chunk, so that the header names one file to load for them (LazyAccount.tsx).
export { AccountDrawerSection, AccountMenu } from '@/features/account/components/AccountMenu';
export { NotificationBell } from '@/features/notifications/components/NotificationBell';
