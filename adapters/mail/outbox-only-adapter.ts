import { ContainerModule } from 'inversify';
import { noSettings, type Adapter, type NoSettings } from '../composition/adapter-registry';
import type { StartedMail } from '../composition/adapter-families';

/** No mail server: every email waits in the outbox, to be sent once a transport is chosen. */
export const outboxOnlyAdapter: Adapter<NoSettings, StartedMail> = {
  name: 'none',
  summary: 'no mail server: mail waits in the outbox (the admins see it on the Outbox page) until a transport is chosen',
  settings: noSettings,
  start: async () => ({ module: new ContainerModule(() => undefined), delivers: false, status: 'mail waits in the outbox (MAIL_TRANSPORT=none)' }),
};
