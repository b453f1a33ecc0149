import type { ErrorCode } from '@roadbook/domain/error-codes';

// The one table from error codes to HTTP statuses. Codes not listed are client errors (400).
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  'common.unhandled': 500,
  'common.notFound': 404,
  'common.rateLimited': 429,
  'common.maintenance': 503,
  'common.unavailable': 503,
  'auth.unauthenticated': 401,
  'auth.incorrectCredentials': 401,
  'auth.socialSignInFailed': 401,
  'auth.forbidden': 403,
  'auth.accountSuspended': 403,
  'auth.activationLinkExpired': 410,
  'auth.emailNotRegistered': 404,
  'auth.crossSiteRequest': 403,
  'auth.reauthenticationRequired': 401,
  'auth.passkeyFailed': 401,
  'auth.backOfficeOnly': 403,
  'common.idempotencyKeyReused': 422,
  'booking.carUnavailable': 409,
  'booking.driversOnly': 403,
  'booking.transitionRefused': 409,
  'booking.cancelRequestRefused': 409,
  'booking.amendmentRefused': 409,
  'booking.deleteRefused': 409,
  'places.countryHasLocations': 409,
  'places.locationInUse': 409,
  'validation.emailAlreadyRegistered': 409,
  'mailingList.invalidLink': 410,
  'internal.unauthenticated': 401,
  'internal.incorrectCredentials': 401,
  'internal.revisionConflict': 409,
  'payment.failed': 402,
  'payment.pending': 409,
  'payment.providerUnavailable': 503,
  'upload.unsupportedType': 415,
  'upload.unsupportedLicenceType': 415,
  'upload.tooLarge': 413,
  'upload.tooManyPixels': 413,
  'upload.unreadable': 422,
  'upload.scriptedPdf': 422,
};

export function statusOfErrorCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}
