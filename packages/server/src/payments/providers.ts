import type { Config } from '../env.js';
import type { TPaymentProviderName } from '../settings/recharge-settings.js';
import type { PaymentProvider } from './payment-provider.js';
import { SandboxGateway } from './sandbox-gateway.js';

/**
 * The sandbox lets whoever opens its page approve a payment that never happened, so production
 * never offers it.
 */
export function sandboxGateway(config: Config): SandboxGateway | null {
  return config.isProduction ? null : new SandboxGateway(config.sandboxPaySecret);
}

const PROVIDERS: Readonly<Record<TPaymentProviderName, (config: Config) => PaymentProvider | null>> = {
  sandbox: sandboxGateway,
};

/** The provider an online channel names, or null when it cannot be used on this server. */
export function paymentProvider(name: TPaymentProviderName, config: Config): PaymentProvider | null {
  return PROVIDERS[name](config);
}
