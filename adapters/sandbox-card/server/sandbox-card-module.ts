import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../../composition/shop-ids';
import { serviceId } from '../../../core/ports/service-id';
import { SandboxCardProcessor } from './sandbox-card-processor';

/** The processor itself, for composition roots that drive it directly (tests, Storybook). */
export const SANDBOX_CARD_PROCESSOR = serviceId<SandboxCardProcessor>('SandboxCardProcessor');

/** The embedded card provider: payments over the intent store the data module binds, and its own confirm call. */
export const sandboxCardModule = new ContainerModule(({ bind }) => {
  bind(SANDBOX_CARD_PROCESSOR).toResolvedValue((store) => new SandboxCardProcessor(store), [PORTS.SandboxIntentStore]).inSingletonScope();
  bind(PORTS.PaymentProcessor).toService(SANDBOX_CARD_PROCESSOR);
  // The same processor confirms the cards its form sends to the server.
  bind(PORTS.CardConfirmation).toService(SANDBOX_CARD_PROCESSOR);
  bind(SETTINGS.PaymentConfig).toConstantValue({ provider: 'sandbox' });
});
