import { ContainerModule } from 'inversify';
import { SHOP_NAME, type ShopMailSettings } from '../../core/domain/emails';
import type { AccountsOptions } from '../../core/shop/accounts';
import type { OrderSettings } from '../../core/shop/ordering';
import { SETTINGS } from './shop-ids';

/** What a composition root tells the use cases: the runtime's settings, the shop's name filled in. */
export interface ShopSettings {
  accounts: AccountsOptions;
  orders: OrderSettings;
  mail: Omit<ShopMailSettings, 'shopName'>;
}

/** The settings every composition root of the server's side binds: the server, the test server, and Storybook's shop (the server's core run in the browser). */
export const settingsModule = ({ accounts, orders, mail }: ShopSettings) =>
  new ContainerModule(({ bind }) => {
    bind(SETTINGS.AccountsOptions).toConstantValue(accounts);
    bind(SETTINGS.OrderSettings).toConstantValue(orders);
    bind(SETTINGS.ShopMail).toConstantValue({ shopName: SHOP_NAME, ...mail });
  });
