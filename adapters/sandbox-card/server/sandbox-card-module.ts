import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../../composition/shop-ids';
import { SandboxCardProcessor } from './sandbox-card-processor';

/** The embedded card provider: payments over the intent store the data module binds, and its own confirm call. */
export const sandboxCardModule = new ContainerModule(({ bind }) => {
  bind(PORTS.SandboxCardProcessor).toResolvedValue((store) => new SandboxCardProcessor(store), [PORTS.SandboxIntentStore]).inSingletonScope();
  bind(PORTS.PaymentProcessor).toService(PORTS.SandboxCardProcessor);
  bind(SETTINGS.PaymentConfig).toConstantValue({ provider: 'sandbox' });
});
