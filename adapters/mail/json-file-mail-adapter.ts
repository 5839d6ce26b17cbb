import { ContainerModule } from 'inversify';
import path from 'node:path';
import * as v from 'valibot';
import type { StartedMail } from '../composition/adapter-families';
import type { Adapter } from '../composition/adapter-registry';
import { PORTS } from '../composition/shop-ids';
import { JsonFileMailTransport } from './json-file-mail-transport';

const settings = v.object({
  MAIL_JSON_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('MAIL_JSON_DIR must not be empty'))),
});

/** No mail server: each email the shop sends is kept as a JSON file in MAIL_JSON_DIR, to be read there. */
export const jsonFileMailAdapter: Adapter<typeof settings, StartedMail> = {
  name: 'json-file',
  summary: 'no mail server: each email sent is kept as one JSON file in MAIL_JSON_DIR (DATA_DIR/sent-mail unless set), to read what the shop would send',
  settings,
  start: async ({ MAIL_JSON_DIR }, { dataDir, mailFrom }) => {
    const dir = path.resolve(MAIL_JSON_DIR ?? path.join(dataDir, 'sent-mail'));
    return {
      module: new ContainerModule(({ bind }) => {
        bind(PORTS.MailTransport).toConstantValue(new JsonFileMailTransport({ dir, from: mailFrom }));
      }),
      delivers: true,
      status: `mail is kept as JSON files in ${dir}`,
    };
  },
};
