// What a payment provider says of a refund it was asked for, the same for every provider:
// - refunded: the money is on its way back; `reference` is the provider's refund (PayPal refund,
//   Stripe refund, BTCPay pull payment). BTCPay's refund is a pull payment the driver claims at
//   `claimUrl` with a Lightning invoice or a bitcoin address: the caller sends them that link.
// - pending: the provider took the refund but has not finished it (an eCheck, a bank that answers
//   later); its final status comes from the provider.
// - refused: the provider will not make it (fully refunded, more than is left, disputed, unknown
//   payment…), for `reason` as the provider names it. Asking again does not change that.
// A provider that cannot answer now gives no answer: the call throws payment.providerUnavailable,
// and the caller asks again later with the same refund id, which never pays twice.
export type RefundAnswer =
  | { kind: 'refunded'; reference: string; claimUrl?: string }
  | { kind: 'pending'; reference: string }
  | { kind: 'refused'; reason: string };
