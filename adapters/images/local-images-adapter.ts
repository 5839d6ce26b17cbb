import path from 'node:path';
import * as v from 'valibot';
import type { Adapter } from '../composition/adapter-registry';
import { localImagesModule } from './local-images-module';

const settings = v.object({ IMAGES_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('IMAGES_DIR must not be empty'))) });

/** Pictures in a folder of this server (IMAGES_DIR), which the shop serves at /images/. */
export const localImagesAdapter: Adapter<typeof settings> = {
  name: 'local',
  summary: 'pictures checked, resized and kept in a folder of this server, IMAGES_DIR (DATA_DIR/images unless set), served at /images/ (the default)',
  settings,
  start: async ({ IMAGES_DIR }, { dataDir }) => {
    const folder = path.resolve(IMAGES_DIR ?? path.join(dataDir, 'images'));
    return { module: localImagesModule(folder), files: [{ prefix: '/images/', folder }] };
  },
};
