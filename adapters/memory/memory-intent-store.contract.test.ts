import { sandboxIntentStoreContract } from '../../tests/contracts/sandbox-intent-store.contract';
import { MemoryIntentStore } from './memory-intent-store';

sandboxIntentStoreContract('memory', async () => ({ intents: new MemoryIntentStore() }));
