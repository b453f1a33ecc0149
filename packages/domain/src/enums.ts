// Every enumeration of the product (product-rules.md § Places, cars and suppliers, § Bookings). Values are stable codes; labels live in
// the i18n catalogues under the `enums` namespace (`enums:<name>.<value>`).
export const FUEL_TYPES = ['diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const VEHICLE_SIZES = [
  'mini',
  'midi',
  'maxi',
  'pickup',
  'scooter',
  'bus',
  'truck',
  'caravan',
] as const;
export type VehicleSize = (typeof VEHICLE_SIZES)[number];

export const MULTIMEDIA = ['touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay'] as const;
export type Multimedia = (typeof MULTIMEDIA)[number];

export const GEARBOXES = ['manual', 'automatic'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

export const FUEL_POLICIES = ['likeForlike', 'freeTank', 'fullToFull'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];

export const MILEAGE_MODES = ['limited', 'unlimited'] as const;
export type MileageMode = (typeof MILEAGE_MODES)[number];

/** Stored availability of a car. */
export const AVAILABILITIES = ['available', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Badges a result card may show besides the stored availability. */
export const AVAILABILITY_BADGES = ['fullyBooked', 'comingSoon'] as const;
export type AvailabilityBadge = (typeof AVAILABILITY_BADGES)[number];

export const RECORD_KINDS = ['admin', 'supplier', 'user', 'car', 'location', 'country'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const USER_TYPES = ['admin', 'supplier', 'user'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const APP_TYPES = ['backoffice', 'frontend'] as const;
export type AppType = (typeof APP_TYPES)[number];

/**
 * Who takes an online payment: PayPal, Stripe, a BTCPay Server store (Lightning), or the test
 * gateway of a marketplace without any ("test mode — no money moves").
 */
export const PAYMENT_PROVIDERS = ['payPal', 'stripe', 'btcpay', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SOCIAL_SIGN_IN_PROVIDERS = ['facebook', 'apple', 'google'] as const;
export type SocialSignInProvider = (typeof SOCIAL_SIGN_IN_PROVIDERS)[number];

export const BOOKING_STATUSES = [
  'void',
  'pending',
  'confirmed',
  'deposit',
  'paid',
  'reserved',
  'cancelled',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How a driver pays (product-rules.md § Bookings): at the counter, a deposit online, or in full online. */
export const PAYMENT_CHOICES = ['counter', 'deposit', 'full'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Car options: -1 unavailable, 0 included, > 0 a price in minor units. */
export const CAR_OPTIONS = [
  'cancellation',
  'amendments',
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const;
export type CarOption = (typeof CAR_OPTIONS)[number];

/** Options charged per rental day; the others are flat (product-rules.md § Prices). */
export const PER_DAY_CAR_OPTIONS = [
  'theftProtection',
  'collisionDamageWaiver',
  'fullInsurance',
  'additionalDriver',
] as const satisfies readonly CarOption[];

/** Seat tiers of the search filter. */
export const SEAT_TIERS = ['2', '4', '5', '5+'] as const;
export type SeatTier = (typeof SEAT_TIERS)[number];

/** Who may act on a booking (product-rules.md § Bookings). */
export const ACTORS = ['system', 'driver', 'supplier', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * Every enumeration, by the name used for its labels in the `enums` namespace. The vehicle ranges
 * (vehicle-ranges.ts) are named by the homes' catalogue, the one page that shows them.
 */
export const ENUMERATIONS = {
  fuelType: FUEL_TYPES,
  vehicleSize: VEHICLE_SIZES,
  multimedia: MULTIMEDIA,
  gearbox: GEARBOXES,
  fuelPolicy: FUEL_POLICIES,
  mileageMode: MILEAGE_MODES,
  availability: [...AVAILABILITIES, ...AVAILABILITY_BADGES],
  recordKind: RECORD_KINDS,
  userType: USER_TYPES,
  appType: APP_TYPES,
  paymentProvider: PAYMENT_PROVIDERS,
  socialSignInProvider: SOCIAL_SIGN_IN_PROVIDERS,
  bookingStatus: BOOKING_STATUSES,
  paymentChoice: PAYMENT_CHOICES,
  carOption: CAR_OPTIONS,
  seatTier: SEAT_TIERS,
} as const;
export type EnumerationName = keyof typeof ENUMERATIONS;
