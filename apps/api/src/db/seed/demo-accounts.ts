import type { UserType } from '@roadbook/domain/enums';

/** The demo password, printed at start. Demo data only: never used when SEED_DEMO_DATA is off. */
export const DEMO_PASSWORD = 'roadbook-demo';

export const DEMO_ACCOUNTS: readonly { type: UserType; email: string; fullName: string }[] = [
  { type: 'admin', email: 'admin@roadbook.example', fullName: 'Alex Admin' },
  { type: 'supplier', email: 'supplier@roadbook.example', fullName: 'Sol Rent' },
  { type: 'user', email: 'driver@roadbook.example', fullName: 'Dana Driver' },
];
