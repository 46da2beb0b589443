import type { TContractType, TSecondsOption } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { TContractSecondsSetting } from '../../settings/contract-settings.js';

/** What the operator publishes for contracts, in the platform currency (the company setting's). */
export interface ContractTerms {
  currency: string;
  options: readonly TContractSecondsSetting[];
  /** Tradable pairs the market lists, in the operator's order. */
  types: readonly TContractType[];
}

export async function loadContractTerms(deps: Pick<AppDeps, 'settings' | 'market'>): Promise<ContractTerms> {
  const [settings, company] = await Promise.all([deps.settings.get('contract'), deps.settings.get('company')]);
  const listed = deps.market.currencies;
  const chosen = settings.allnames ?? listed.map((currency) => currency.allname);
  // A pair the operator names but the market does not list has no price: it cannot be traded.
  const types = chosen.flatMap((allname) => {
    const currency = listed.find((item) => item.allname === allname);
    return currency ? [{ name: currency.name, allname: currency.allname }] : [];
  });
  const options = [...settings.options].sort((a, b) => a.seconds - b.seconds);
  return { currency: company.currency, options, types };
}

export function toSecondsOption(option: TContractSecondsSetting, currency: string): TSecondsOption {
  return { seconds: option.seconds, yieldPercent: option.yieldPercent, minAmount: option.minAmount, maxAmount: option.maxAmount, currency };
}
