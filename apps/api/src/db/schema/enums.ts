import { pgEnum } from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  BOOKING_STATUSES,
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MULTIMEDIA,
  PAYMENT_CHOICES,
  PAYMENT_PROVIDERS,
  SOCIAL_SIGN_IN_PROVIDERS,
  USER_TYPES,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { LANGUAGES } from '@roadbook/domain/constants';

// Database enumerations mirror the domain's, so a value the domain does not know cannot be stored.
export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const vehicleSizeEnum = pgEnum('vehicle_size', VEHICLE_SIZES);
export const fuelTypeEnum = pgEnum('fuel_type', FUEL_TYPES);
export const gearboxEnum = pgEnum('gearbox', GEARBOXES);
export const fuelPolicyEnum = pgEnum('fuel_policy', FUEL_POLICIES);
export const multimediaEnum = pgEnum('multimedia', MULTIMEDIA);
export const availabilityEnum = pgEnum('availability', AVAILABILITIES);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentChoiceEnum = pgEnum('payment_choice', PAYMENT_CHOICES);
export const tokenPurposeEnum = pgEnum('token_purpose', ['activation', 'passwordReset']);
export const socialProviderEnum = pgEnum('social_provider', SOCIAL_SIGN_IN_PROVIDERS);
export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);
