import { noSettings, type Adapter, type NoSettings } from '../../composition/adapter-registry';
import { sandboxCardModule } from './sandbox-card-module';

/** The embedded test-mode provider: cards are confirmed by the shop itself, no network. */
export const sandboxCardAdapter: Adapter<NoSettings> = {
  name: 'sandbox',
  summary: "the embedded test-mode provider: the shop confirms the test cards itself, with no account or network (the default unless Stripe's keys are set)",
  settings: noSettings,
  start: async () => ({ module: sandboxCardModule }),
};
