import { noSettings, type Adapter, type NoSettings } from '../composition/adapter-registry';
import type { StartedData } from '../composition/adapter-families';
import { memoryModule } from './memory-module';

/** Everything in this process's memory: a shop to try out that forgets all at its stop. */
export const memoryDataAdapter: Adapter<NoSettings, StartedData> = {
  name: 'memory',
  summary: "in this server's memory: nothing is kept when it stops (trials and demonstrations)",
  settings: noSettings,
  start: async () => ({
    module: memoryModule(),
    where: 'memory, forgotten at the stop',
    exclusively: (work) => work(),
    ready: async () => true,
  }),
};
