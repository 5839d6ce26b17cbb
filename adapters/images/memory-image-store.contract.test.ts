import { imageStoreContract } from '../../tests/contracts/image-store.contract';
import { MemoryImageStore } from './memory-image-store';

imageStoreContract('memory', async () => {
  const store = new MemoryImageStore();
  return { store, read: async (url) => store.read(url), count: async () => store.size };
});
