/**
 * What a payment provider (a card or wallet gateway) does for online recharge: it opens a payment
 * for an order and later tells us, in a signed callback, whether the payer paid. The callback is
 * the only thing that may credit an online order, and only after `verifyCallback` accepted it.
 */
export interface PaymentRequest {
  readonly orderNo: string;
  /** Exactly the order's amount, at the currency's scale. */
  readonly amount: string;
  readonly currency: string;
}

export interface OpenedPayment {
  /** Where the member pays (absolute, or relative to this server). */
  readonly payUrl: string;
  /** The provider's own reference of the payment. */
  readonly providerRef: string;
}

/** A callback the provider signed: which order, how much was paid, and whether it was. */
export interface PaymentNotice {
  readonly orderNo: string;
  readonly amount: string;
  readonly currency: string;
  readonly outcome: 'approved' | 'declined';
  readonly providerRef: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(order: PaymentRequest): OpenedPayment;
  /** The notice the raw callback body carries, or null when the signature or body is not the provider's. */
  verifyCallback(rawBody: string, signature: string): PaymentNotice | null;
}
