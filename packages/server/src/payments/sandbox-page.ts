import type { AppLanguage } from '@meridian/protocol';
import { escapeHtml } from '../i18n/escape-html.js';
import { translate } from '../i18n/translate.js';

/** Where the payer goes back to: the order's page in the app when it is known, else the recharge bills. */
function backToApp(orderNo?: string): string {
  return orderNo === undefined
    ? '/#/pages/my/bill_record?type=recharge'
    : `/#/pages/recharge/detail?orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * What the pages may do: show their own inline style and post their form back here (no script, no
 * other request); no page may frame them, so no other site can dress the approve button up.
 */
export const SANDBOX_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function layout(language: AppLanguage, body: string): string {
  const title = escapeHtml(translate(language, 'sandbox.title'));
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f2f3f7;color:#1a1a1a}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.note{color:#666;font-size:14px}
.amount{font-size:32px;font-weight:700;margin:16px 0}dl{margin:0}dt{color:#666;font-size:13px}dd{margin:0 0 12px}
button,a.button{display:block;width:100%;box-sizing:border-box;border:0;border-radius:8px;padding:14px;font-size:16px;margin-top:12px;text-align:center;text-decoration:none}
.approve{background:#0301c5;color:#fff}.decline{background:#e9e9ef;color:#1a1a1a}
</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

export interface SandboxOrderView {
  readonly orderNo: string;
  readonly amount: string;
  readonly currency: string;
  /** The order's status now: the page offers a decision only while it waits for payment. */
  readonly status: string;
  /** The pay URL's token, posted back with the decision. */
  readonly token: string;
}

/**
 * What the page says of an order no longer waiting, from its status alone: "approved" only for an
 * order that was credited, so a reload or a repeated decision never claims a payment that did not happen.
 */
const SETTLED_KEYS: Readonly<Record<string, 'sandbox.approved' | 'sandbox.declined'>> = {
  completed: 'sandbox.approved',
  failed: 'sandbox.declined',
};

/** The payer's page: the amount, and approve or decline while the order waits for payment. */
export function renderSandboxPayPage(language: AppLanguage, view: SandboxOrderView): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(language, key));
  const action = `/sandbox-pay/${encodeURIComponent(view.orderNo)}`;
  const decision = view.status === 'waiting_payment'
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<button class="approve" type="submit" name="decision" value="approve">${t('sandbox.approve')}</button>
<button class="decline" type="submit" name="decision" value="decline">${t('sandbox.decline')}</button>
</form>`
    : `<p class="note" data-status="${escapeHtml(view.status)}">${t(SETTLED_KEYS[view.status] ?? 'sandbox.closed')}</p><a class="button decline" href="${escapeHtml(backToApp(view.orderNo))}">${t('sandbox.back')}</a>`;
  return layout(
    language,
    `<h1>${t('sandbox.title')}</h1><p class="note">${t('sandbox.intro')}</p>
<div class="amount">${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</div>
<dl><dt>${t('sandbox.order')}</dt><dd>${escapeHtml(view.orderNo)}</dd></dl>
${decision}`,
  );
}

/** Pages without an order to show: a link that is not the gateway's, no such order, a decision not confirmed. */
export type SandboxResult = 'invalidLink' | 'notFound' | 'refused';

const RESULT_KEYS = {
  invalidLink: 'sandbox.invalidLink',
  notFound: 'sandbox.notFound',
  refused: 'sandbox.refused',
} as const;

export function renderSandboxResultPage(language: AppLanguage, result: SandboxResult, orderNo?: string): string {
  return layout(
    language,
    `<h1>${escapeHtml(translate(language, 'sandbox.title'))}</h1>
<p>${escapeHtml(translate(language, RESULT_KEYS[result]))}</p>
<a class="button approve" href="${escapeHtml(backToApp(orderNo))}">${escapeHtml(translate(language, 'sandbox.back'))}</a>`,
  );
}
