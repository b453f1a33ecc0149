// The label of each field the audit trail records, by kind of record: the key of the words the back
// office's forms and lists already use for that field (the audit's own words otherwise), so that a
// change reads "Payment window (minutes)" in the reader's language, never `paymentWindowMinutes`.
// catalogue-audit-fields.test.ts checks that every field the API records has one.
import type { AuditRecordKind } from '@roadbook/domain/contracts/audit';
import type { CarOption } from '@roadbook/domain/enums';

import type { BackOfficeResource, EnumKey, ResourceKey } from './namespaces';

/** A text of the back office's catalogue or of the enumerations', with its namespace. */
export type AuditFieldLabelKey = `backOffice:${ResourceKey<BackOfficeResource>}` | `enums:${EnumKey}`;

type Labels = Readonly<Record<string, AuditFieldLabelKey>>;

const ID = 'backOffice:audit.fields.id';

const CAR_OPTION_LABELS: Readonly<Record<CarOption, AuditFieldLabelKey>> = {
  cancellation: 'enums:carOption.cancellation',
  amendments: 'enums:carOption.amendments',
  theftProtection: 'enums:carOption.theftProtection',
  collisionDamageWaiver: 'enums:carOption.collisionDamageWaiver',
  fullInsurance: 'enums:carOption.fullInsurance',
  additionalDriver: 'enums:carOption.additionalDriver',
};

const CAR: Labels = {
  id: ID,
  name: 'backOffice:car.fields.name',
  supplier: 'backOffice:car.fields.supplierId',
  licencePlate: 'backOffice:car.fields.licencePlate',
  image: 'backOffice:car.fields.image',
  size: 'backOffice:car.fields.size',
  fuelType: 'backOffice:car.fields.fuelType',
  gearbox: 'backOffice:car.fields.gearbox',
  seats: 'backOffice:car.fields.seats',
  doors: 'backOffice:car.fields.doors',
  aircon: 'backOffice:car.fields.aircon',
  multimedia: 'backOffice:car.fields.multimedia',
  mileage: 'backOffice:car.fields.mileage',
  fuelPolicy: 'backOffice:car.fields.fuelPolicy',
  deposit: 'backOffice:car.fields.deposit',
  minimumAge: 'backOffice:car.fields.minimumAge',
  isLicenceRequired: 'backOffice:car.fields.isLicenceRequired',
  availability: 'backOffice:car.fields.availability',
  isFullyBooked: 'backOffice:car.fields.isFullyBooked',
  isComingSoon: 'backOffice:car.fields.isComingSoon',
  locationIds: 'backOffice:car.fields.locationIds',
  dailyPrice: 'backOffice:car.fields.dailyPrice',
  discountedDailyPrice: 'backOffice:car.fields.discountedDailyPrice',
  weeklyPrice: 'backOffice:car.fields.weeklyPrice',
  discountedWeeklyPrice: 'backOffice:car.fields.discountedWeeklyPrice',
  biWeeklyPrice: 'backOffice:car.fields.biWeeklyPrice',
  discountedBiWeeklyPrice: 'backOffice:car.fields.discountedBiWeeklyPrice',
  monthlyPrice: 'backOffice:car.fields.monthlyPrice',
  discountedMonthlyPrice: 'backOffice:car.fields.discountedMonthlyPrice',
  isDateBasedPrice: 'backOffice:car.fields.isDateBasedPrice',
  dateBasedPrices: 'backOffice:car.sections.dateBased',
  ...CAR_OPTION_LABELS,
};

const BOOKING: Labels = {
  status: 'backOffice:bookings.detail.status',
  carId: 'backOffice:audit.fields.carId',
  carName: 'backOffice:bookings.columns.car',
  driverId: 'backOffice:audit.fields.driverId',
  driverEmail: 'backOffice:bookings.exportColumns.driverEmail',
  pickUpLocationId: 'backOffice:bookings.detail.pickUpPlace',
  dropOffLocationId: 'backOffice:bookings.detail.dropOffPlace',
  from: 'backOffice:bookings.manual.from',
  to: 'backOffice:bookings.manual.to',
  options: 'backOffice:bookings.detail.options',
  paymentChoice: 'backOffice:bookings.detail.paymentChoice',
  totalMinor: 'backOffice:bookings.detail.total',
};

const SUPPLIER: Labels = {
  id: ID,
  name: 'backOffice:supplier.fields.name',
  logo: 'backOffice:supplier.sections.logo',
  email: 'backOffice:suppliers.columns.email',
  isEmailVerified: 'backOffice:audit.fields.isEmailVerified',
  isApproved: 'backOffice:suppliers.states.verified',
  isBlacklisted: 'backOffice:suppliers.states.suspended',
  phone: 'backOffice:supplier.fields.phone',
  location: 'backOffice:supplier.fields.location',
  bio: 'backOffice:supplier.fields.bio',
  language: 'backOffice:supplier.language',
  approvedAt: 'backOffice:supplier.approvedAt',
  settings: 'backOffice:supplier.sections.settings',
};

const DRIVER: Labels = {
  id: ID,
  fullName: 'backOffice:drivers.columns.name',
  email: 'backOffice:drivers.columns.email',
  phone: 'backOffice:drivers.columns.phone',
  isEmailVerified: 'backOffice:audit.fields.isEmailVerified',
  isBlacklisted: 'backOffice:drivers.states.suspended',
};

const LEAD: Labels = {
  id: ID,
  kind: 'backOffice:leads.columns.kind',
  fullName: 'backOffice:leads.columns.name',
  email: 'backOffice:leads.columns.email',
  phone: 'backOffice:leads.columns.phone',
  company: 'backOffice:leads.columns.company',
  message: 'backOffice:leads.columns.message',
  language: 'backOffice:leads.columns.language',
  status: 'backOffice:leads.columns.status',
};

const COUNTRY: Labels = {
  id: ID,
  code: 'backOffice:places.fields.code',
  names: 'backOffice:places.columns.names',
};

const LOCATION: Labels = {
  id: ID,
  names: 'backOffice:places.columns.names',
  address: 'backOffice:places.fields.address',
  latitude: 'backOffice:places.fields.latitude',
  longitude: 'backOffice:places.fields.longitude',
  countryId: 'backOffice:places.fields.countryId',
  countryCode: 'backOffice:audit.fields.countryCode',
};

const HELP_ARTICLE: Labels = {
  id: 'backOffice:helpArticles.fields.id',
  audience: 'backOffice:helpArticles.fields.audience',
  topic: 'backOffice:helpArticles.fields.topic',
  position: 'backOffice:helpArticles.columns.position',
  translations: 'backOffice:audit.fields.translations',
};

const SETTINGS: Labels = {
  maintenance: 'backOffice:settings.fields.maintenance',
  hideSuppliers: 'backOffice:settings.fields.hideSuppliers',
  minimumAge: 'backOffice:settings.fields.minimumAge',
  paymentWindowMinutes: 'backOffice:settings.fields.paymentWindowMinutes',
  lateCancellationFeePercent: 'backOffice:settings.fields.lateCancellationFeePercent',
  maxLocationsPerSupplier: 'backOffice:settings.fields.maxLocationsPerSupplier',
};

const BLOCK: Labels = {
  carId: 'backOffice:audit.fields.carId',
  carName: 'backOffice:calendar.car',
  from: 'backOffice:calendar.block.from',
  to: 'backOffice:calendar.block.to',
  reason: 'backOffice:calendar.block.reason',
};

export const AUDIT_FIELD_LABELS: Readonly<Record<AuditRecordKind, Labels>> = {
  car: CAR,
  booking: BOOKING,
  supplier: SUPPLIER,
  driver: DRIVER,
  lead: LEAD,
  country: COUNTRY,
  location: LOCATION,
  helpArticle: HELP_ARTICLE,
  settings: SETTINGS,
  block: BLOCK,
};

/** The label's key of `field` in a record of `kind`; undefined for a field the trail does not know. */
export function auditFieldLabelKey(kind: AuditRecordKind, field: string): AuditFieldLabelKey | undefined {
  return Object.hasOwn(AUDIT_FIELD_LABELS[kind], field) ? AUDIT_FIELD_LABELS[kind][field] : undefined;
}
