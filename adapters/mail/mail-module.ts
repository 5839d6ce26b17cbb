import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../composition/shop-ids';
import { ReactEmailRenderer } from './react-email-renderer';

/** Every email rendered in the shop's one React Email layout (the server's and the stories' shops alike). */
export const reactEmailModule = new ContainerModule(({ bind }) => {
  bind(PORTS.EmailRenderer)
    .toResolvedValue((settings) => new ReactEmailRenderer({ shopName: settings.shopName, shopUrl: settings.shopUrl }), [SETTINGS.ShopMail])
    .inSingletonScope();
});
