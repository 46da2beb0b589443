import { z } from 'zod';
import { ZMoney } from '@meridian/protocol';
import type { OpenedPayment, PaymentNotice, PaymentProvider, PaymentRequest } from './payment-provider.js';
import { hmacHex, sameSignature } from '../security/hmac.js';

export const SANDBOX_PAY_PREFIX = '/sandbox-pay/';
/** Where the sandbox gateway posts its callbacks (the route of payment-routes.ts). */
export const SANDBOX_CALLBACK_PATH = '/payments/sandbox/callback';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const ZSandboxNotice = z
  .object({
    orderNo: z.string().min(1),
    amount: ZMoney,
    currency: z.string().min(1),
    outcome: z.enum(['approved', 'declined']),
    providerRef: z.string(),
  })
  .strict();

/**
 * A payment gateway built into this server, for demos and tests: its pay page (served by
 * payment-routes.ts) lets whoever holds the pay URL approve or decline, and the decision comes
 * back as a callback signed with HMAC-SHA256 over the exact body. The pay URL carries a token
 * derived from the order number, so an order's page cannot be opened by guessing its number.
 */
export class SandboxGateway implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {}

  createPayment(order: PaymentRequest): OpenedPayment {
    return { payUrl: this.payUrl(order.orderNo), providerRef: `SBX-${order.orderNo}` };
  }

  payUrl(orderNo: string): string {
    return `${SANDBOX_PAY_PREFIX}${encodeURIComponent(orderNo)}?token=${this.pageToken(orderNo)}`;
  }

  isPageToken(orderNo: string, token: string): boolean {
    return sameSignature(this.pageToken(orderNo), token);
  }

  /** The callback body (canonical: keys in a fixed order) and its signature. */
  signNotice(notice: PaymentNotice): { body: string; signature: string } {
    const body = JSON.stringify({
      amount: notice.amount,
      currency: notice.currency,
      orderNo: notice.orderNo,
      outcome: notice.outcome,
      providerRef: notice.providerRef,
    });
    return { body, signature: this.sign(body) };
  }

  verifyCallback(rawBody: string, signature: string): PaymentNotice | null {
    if (!sameSignature(this.sign(rawBody), signature.trim().toLowerCase())) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = ZSandboxNotice.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  private sign(body: string): string {
    return hmacHex(this.secret, `callback\n${body}`);
  }

  private pageToken(orderNo: string): string {
    return hmacHex(this.secret, `page\n${orderNo}`).slice(0, 32);
  }
}
