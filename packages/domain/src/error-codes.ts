// Stable message codes. Each one is also the i18n key of its text in the `errors` namespace
// (`errors:auth.wrongPassword`), so the page translates the code, never an English message.

export const ERROR_CODES = [
  'common.unhandled',
  'common.notFound',
  'common.invalidRequest',
  'common.rateLimited',
  'common.maintenance',
  'common.unavailable',
  'common.languageChangeFailed',
  'common.idempotencyKeyReused',
  'auth.unauthenticated',
  'auth.forbidden',
  'auth.incorrectCredentials',
  'auth.accountSuspended',
  'auth.signUpFailed',
  'auth.passwordUpdateFailed',
  'auth.wrongPassword',
  'auth.emailNotRegistered',
  'auth.validationEmailFailed',
  'auth.activationLinkExpired',
  'auth.socialSignInFailed',
  'auth.recaptcha',
  'auth.crossSiteRequest',
  'auth.reauthenticationRequired',
  'auth.passkeyFailed',
  'auth.backOfficeOnly',
  'auth.signInDelayed',
  'booking.carUnavailable',
  'booking.paymentChoiceUnavailable',
  'booking.rentalTooShortForSupplier',
  'booking.licenceRequired',
  'booking.driversOnly',
  'booking.confirmationFailed',
  'booking.transitionRefused',
  'booking.cancelRequestRefused',
  'booking.amendmentRefused',
  'booking.deleteRefused',
  'booking.refundExceedsPayments',
  'booking.answerRefused',
  'places.countryHasLocations',
  'places.locationInUse',
  'mailingList.invalidLink',
  'internal.unauthenticated',
  'internal.incorrectCredentials',
  'internal.signInDelayed',
  'internal.revisionConflict',
  'payment.failed',
  'payment.pending',
  'payment.providerUnavailable',
  'quote.optionUnavailable',
  'currency.unsupported',
  'upload.unsupportedType',
  'upload.unsupportedLicenceType',
  'upload.tooLarge',
  'upload.tooManyPixels',
  'upload.unreadable',
  'upload.scriptedPdf',
  'import.unreadable',
  'import.empty',
  'import.missingColumn',
  'import.duplicateColumn',
  'import.wrongCellCount',
  'import.unknownPlace',
  'import.ambiguousPlace',
  'import.rowsInvalid',
  'validation.required',
  'validation.requiredFields',
  'validation.typeRequired',
  'validation.fixErrors',
  'validation.invalidValue',
  'validation.tooLong',
  'validation.outOfRange',
  'validation.tooManyDecimals',
  'validation.invalidDate',
  'validation.passwordTooShort',
  'validation.passwordsDontMatch',
  'validation.chooseNewPassword',
  'validation.invalidEmail',
  'validation.invalidPhone',
  'validation.acceptTerms',
  'validation.minimumAge',
  'validation.driverMinimumAge',
  'validation.underServiceAge',
  'validation.imageRequired',
  'validation.emailAlreadyRegistered',
  'validation.maxLocationsReached',
  'validation.pickUpTooSoon',
  'validation.rentalTooShort',
  'validation.rentalTooLong',
  'validation.invalidCardNumber',
  'validation.invalidExpiryDate',
  'validation.invalidCardCode',
  'validation.amountNotPositive',
  'validation.endBeforeStart',
  'validation.dateRangesOverlap',
  'validation.discountNotLower',
  'validation.tooMany',
  'validation.endNotAfterStart',
  'validation.periodTooLong',
  'validation.notDriverAccount',
  'validation.countryCodeTaken',
  'validation.articleIdTaken',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Success messages, i18n keys in the `common` namespace under `success.`. */
export const SUCCESS_CODES = ['success.changesSaved', 'success.activationEmailSent'] as const;
export type SuccessCode = (typeof SUCCESS_CODES)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

/** A broken business rule, raised by pure domain functions and mapped to HTTP by the API. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams;
  /** What the answer's `details` carries besides the params (the rows of a refused import). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, params: MessageParams = {}, details?: Readonly<Record<string, unknown>>) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    if (details !== undefined) this.details = details;
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
