import { ContainerModule } from 'inversify';
import { noSettings, type Adapter, type NoSettings } from '../composition/adapter-registry';
import { PORTS } from '../composition/shop-ids';
import { MemoryImageStore } from './memory-image-store';

/** Pictures checked and resized as on disk, kept in this server's memory and served from it. */
export const memoryImagesAdapter: Adapter<NoSettings> = {
  name: 'memory',
  summary: "pictures checked and resized as on disk, kept in this server's memory and served at /images/: forgotten at the stop (trials, with DATA_ADAPTER=memory)",
  settings: noSettings,
  start: async () => {
    const store = new MemoryImageStore('/images');
    return {
      module: new ContainerModule(({ bind }) => {
        bind(PORTS.ImageStore).toConstantValue(store);
      }),
      files: [
        {
          prefix: '/images/',
          read: async (name) => {
            const picture = store.read(`/images/${name}`);
            return picture && { bytes: picture.bytes, type: picture.contentType };
          },
        },
      ],
    };
  },
};
