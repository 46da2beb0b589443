import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatAmount } from '@meridian/protocol';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { rechargeOrders } from '../db/schema/index.js';
import { headerText, requestLanguage } from '../http/serve-calls.js';
import { settleOnlinePayment, type SettleOutcome } from '../modules/recharge/settle-online-payment.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxGateway } from './providers.js';
import { SANDBOX_CALLBACK_PATH, SANDBOX_PAY_PREFIX, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './sandbox-gateway.js';
import { renderSandboxPayPage, renderSandboxResultPage, SANDBOX_PAGE_POLICY } from './sandbox-page.js';

const CALLBACK_STATUS: Record<SettleOutcome['kind'], number> = {
  settled: 200,
  already: 200,
  unknown_order: 404,
  amount_mismatch: 400,
  order_state: 409,
};

/**
 * A provider's callback route: the body is verified against the signature before anything is
 * read from it, then applied to its order (settle-online-payment.ts). Answers plain JSON, no
 * envelope: the caller is the provider, not the app.
 */
function serveCallback(app: FastifyInstance, deps: AppDeps, path: string, provider: PaymentProvider, signatureHeader: string): void {
  app.post(path, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const notice = provider.verifyCallback(body, headerText(request, signatureHeader) ?? '');
    if (!notice) {
      request.log.warn({ provider: provider.name }, 'payment callback with a bad signature or body refused');
      return reply.code(401).send({ ok: false, error: 'bad_signature' });
    }
    const outcome = await settleOnlinePayment(deps.db, notice, deps.caches);
    if (outcome.kind !== 'settled' && outcome.kind !== 'already') {
      request.log.warn({ provider: provider.name, orderNo: notice.orderNo, outcome: outcome.kind }, 'payment callback refused');
    }
    return reply.code(CALLBACK_STATUS[outcome.kind]).send({ ok: CALLBACK_STATUS[outcome.kind] === 200, result: outcome.kind });
  });
}

async function findOnlineOrder(deps: AppDeps, orderNo: string) {
  const [order] = await deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return order?.mode === 'online' ? order : undefined;
}

/**
 * The sandbox gateway's own pages, standing in for a provider's site: the pay page, and the
 * decision, which the gateway turns into a signed callback delivered to our callback route
 * exactly as a provider's server would post it.
 */
function serveSandboxPages(app: FastifyInstance, deps: AppDeps, gateway: SandboxGateway): void {
  const asPage = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', SANDBOX_PAGE_POLICY);

  app.get<{ Params: { orderNo: string }; Querystring: { token?: string } }>(`${SANDBOX_PAY_PREFIX}:orderNo`, async (request, reply) => {
    const language = requestLanguage(request);
    const { orderNo } = request.params;
    const token = request.query.token ?? '';
    asPage(reply);
    // The token is the order number's signature: without it nothing is looked up, so a guessed
    // number learns nothing, and the payer is told plainly that the link is not one we gave.
    if (!gateway.isPageToken(orderNo, token)) return reply.code(403).send(renderSandboxResultPage(language, 'invalidLink'));
    const order = await findOnlineOrder(deps, orderNo);
    if (!order) return reply.code(404).send(renderSandboxResultPage(language, 'notFound'));
    return reply.send(
      renderSandboxPayPage(language, {
        orderNo,
        amount: formatAmount(order.amount, order.currency),
        currency: order.currency,
        status: order.status,
        token,
      }),
    );
  });

  app.post<{ Params: { orderNo: string } }>(`${SANDBOX_PAY_PREFIX}:orderNo`, async (request, reply) => {
    const language = requestLanguage(request);
    const { orderNo } = request.params;
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const decision = form.get('decision');
    asPage(reply);
    if (!gateway.isPageToken(orderNo, form.get('token') ?? '')) return reply.code(403).send(renderSandboxResultPage(language, 'invalidLink'));
    const order = await findOnlineOrder(deps, orderNo);
    if (!order) return reply.code(404).send(renderSandboxResultPage(language, 'notFound'));
    if (decision === 'approve' || decision === 'decline') {
      const signed = gateway.signNotice({
        orderNo,
        amount: formatAmount(order.amount, order.currency),
        currency: order.currency,
        outcome: decision === 'approve' ? 'approved' : 'declined',
        providerRef: order.providerRef,
      });
      const delivered = await app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature },
        payload: signed.body,
      });
      // 409: the order was closed before this decision (cancelled, or decided on another tab).
      if (delivered.statusCode !== 200 && delivered.statusCode !== 409) {
        return reply.code(502).send(renderSandboxResultPage(language, 'refused', orderNo));
      }
    }
    // Back to the order's own page (post/redirect/get): the address keeps its token, a reload
    // asks nothing twice, and what it says comes from the order's status, not from this request.
    return reply.code(303).header('location', gateway.payUrl(orderNo)).send();
  });
}

/** The payment providers' routes; the sandbox gateway's only where it may be used (not production). */
export function servePayments(app: FastifyInstance, deps: AppDeps): void {
  const gateway = sandboxGateway(deps.config);
  if (!gateway) return;
  serveCallback(app, deps, SANDBOX_CALLBACK_PATH, gateway, SANDBOX_SIGNATURE_HEADER);
  serveSandboxPages(app, deps, gateway);
}
