import { ReactEmailRenderer } from '../../adapters/mail/react-email-renderer';
import { SHOP_NAME } from '../../core/domain/emails';
import type { UserRepository } from '../../core/ports/driven/user-repository';
import { OrderMail } from '../../core/shop/order-mail';

const settings = { shopName: SHOP_NAME, shopUrl: 'http://shop.test', notifyEmail: 'shop@example.com' };

/** The order emails as the shop writes them, for use cases built by hand in tests: to each owner in `users` (none by default). */
export const testOrderMail = (users: Pick<UserRepository, 'findById'> = { findById: async () => null }) =>
  new OrderMail(new ReactEmailRenderer({ shopName: settings.shopName, shopUrl: settings.shopUrl }), settings, users);
