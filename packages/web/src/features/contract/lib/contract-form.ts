import { ZContractDirection, ZSignContractRequest, type TSecondsOption } from '@meridian/protocol';
import { z } from 'zod/mini';
import { amountProblem, type AmountProblem } from './contract-quote';

interface ContractFormRules {
  /** The pair of the K-line page, e.g. `BTC/USDT`. */
  symbol: string;
  /** The durations offered (never empty); the form's `seconds` names one of them. */
  options: readonly TSecondsOption[];
  /** The member's available balance; undefined while it loads. */
  available: string | undefined;
  /** What the member reads about an amount that cannot be staked on `option`. */
  describe: (problem: Exclude<AmountProblem, 'empty'>, option: TSecondsOption) => string;
}

/** The duration the form names, or the first offered. */
export function chosenOption(options: readonly TSecondsOption[], seconds: number): TSecondsOption | undefined {
  return options.find((each) => each.seconds === seconds) ?? options[0];
}

/**
 * The contract form's check: the amount must fit the chosen duration's limits and the balance;
 * the form then becomes the protocol's `ZSignContractRequest` (its request id is added once the
 * member confirms).
 */
export function contractFormSchema({ symbol, options, available, describe }: ContractFormRules) {
  return z.pipe(
    z.pipe(
      z.object({ direction: ZContractDirection, seconds: z.number(), amount: z.string() }).check(
        z.superRefine((form, ctx) => {
          const option = chosenOption(options, form.seconds);
          if (option === undefined) return;
          const problem = amountProblem(form.amount, option, available);
          // More than the balance on screen is said (amountFieldError) but not refused here: the
          // figure may be older than the ledger, which decides. The server's refusal (7012) then
          // opens the recharge page, as spec section 8 says; refused here, the member stayed stuck.
          if (problem === 'aboveBalance') return;
          // An empty amount is refused like any other; the panel says nothing about it until one is typed.
          if (problem !== null) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem === 'empty' ? 'rule.required' : describe(problem, option) });
        }),
      ),
      z.transform((form) => ({
        allname: symbol,
        direction: form.direction,
        seconds: chosenOption(options, form.seconds)?.seconds ?? form.seconds,
        amount: form.amount.trim(),
      })),
    ),
    z.omit(ZSignContractRequest, { requestId: true }),
  );
}

/** The contract the member is about to confirm: the sign request without its request id. */
export type TCheckedContract = z.output<ReturnType<typeof contractFormSchema>>;

/**
 * What the amount field says: nothing while it is blank (the member has not chosen one), else the
 * form's message, else, for more than the balance on screen, `aboveBalance()`: said, not refused.
 */
export function amountFieldError(amount: string, formError: string | undefined, problem: AmountProblem | null, aboveBalance: () => string): string | undefined {
  if (amount.trim() === '') return undefined;
  if (formError !== undefined) return formError;
  return problem === 'aboveBalance' ? aboveBalance() : undefined;
}
