import { PRICE_ALERT_WINDOWS, ZCreatePriceAlertRequest, ZPriceAlertWindow } from '@meridian/protocol';
import { z } from 'zod/mini';

export const ALERT_KINDS = ['cross', 'move'] as const;
export type AlertWindow = z.infer<typeof ZPriceAlertWindow>;

/**
 * What the form holds: both kinds' fields at once (switching kind keeps what was typed in the
 * other), each text as typed.
 */
const ZAlertForm = z.object({
  kind: z.enum(ALERT_KINDS),
  allname: z.string(),
  price: z.string(),
  percent: z.string(),
  windowMinutes: ZPriceAlertWindow,
  repeat: z.boolean(),
});
export type TAlertForm = z.infer<typeof ZAlertForm>;

/** 1 h: the window most members mean by "moves suddenly". */
const DEFAULT_WINDOW: AlertWindow = 60;
const DEFAULT_PERCENT = '5';

export function newAlertForm(allname: string, price: string): TAlertForm {
  return { kind: 'cross', allname, price, percent: DEFAULT_PERCENT, windowMinutes: DEFAULT_WINDOW, repeat: false };
}

/** The window a chip names, or undefined for anything else. */
export function alertWindowOf(value: unknown): AlertWindow | undefined {
  return PRICE_ALERT_WINDOWS.find((window) => window === value);
}

/** A percent as typed: digits with an optional fraction; the protocol checks its range after. */
const PERCENT_TEXT = /^\d+(\.\d+)?$/;

/**
 * The form checked by the protocol's `ZCreatePriceAlertRequest`: it becomes the chosen kind's
 * request (the protocol's objects are strict: the other kind's fields are left out), so the member
 * reads the very rules the server applies (rule.alertPrice, rule.alertPercent, rule.alertWindow).
 */
export const alertFormSchema = z.pipe(
  z.pipe(
    ZAlertForm.check(
      z.superRefine((form, ctx) => {
        // Text that is no number would reach the protocol as NaN, which says only "invalid".
        if (form.kind === 'move' && !PERCENT_TEXT.test(form.percent.trim())) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'rule.alertPercent' });
      }),
    ),
    z.transform((form): z.input<typeof ZCreatePriceAlertRequest> =>
      form.kind === 'cross'
        ? { kind: 'cross', allname: form.allname, price: form.price.trim(), repeat: form.repeat }
        : { kind: 'move', allname: form.allname, percent: Number(form.percent.trim()), windowMinutes: form.windowMinutes, repeat: form.repeat },
    ),
  ),
  ZCreatePriceAlertRequest,
);
