import { ContainerModule } from 'inversify';
import { PORTS } from '../composition/shop-ids';
import { LocalImageStore } from './local-image-store';

/** Product pictures checked, resized and kept on this server's disk under `dir`. */
export const localImagesModule = (dir: string) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.ImageStore).toConstantValue(new LocalImageStore(dir));
  });
