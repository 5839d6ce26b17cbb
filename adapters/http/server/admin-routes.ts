import type { FastifyInstance } from 'fastify';
import type { ImageStore } from '../../../core/ports/image-store';
import type { CatalogueAdmin } from '../../../core/shop/catalogue-admin';
import type { Fulfilment } from '../../../core/shop/fulfilment';
import type { UserAdmin } from '../../../core/shop/user-admin';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export interface AdminServices {
  users: UserAdmin;
  catalogue: CatalogueAdmin;
  fulfilment: Fulfilment;
  images: ImageStore;
  /** The largest picture taken, in bytes. */
  maxImageBytes: number;
}

export async function adminRoutes(app: FastifyInstance, services: RouteServices, admin: AdminServices) {
  addRoute(app, services, routes.listUsers, ({ caller }) => admin.users.listUsers(caller));
  addRoute(app, services, routes.makeAdmin, ({ params, caller }) => admin.users.makeAdmin(caller, params.email));
  addRoute(app, services, routes.removeAdmin, ({ params, caller }) => admin.users.removeAdmin(caller, params.email));
  addRoute(app, services, routes.removeUser, ({ params, caller }) => admin.users.removeUser(caller, params.email));

  addRoute(app, services, routes.addProduct, async ({ body, caller, reply }) => {
    const product = await admin.catalogue.addProduct(caller, body);
    reply.code(201);
    return product;
  });
  addRoute(app, services, routes.updateProduct, ({ params, body, caller }) => admin.catalogue.updateProduct(caller, params.id, body));
  addRoute(app, services, routes.deleteProduct, ({ params, caller }) => admin.catalogue.deleteProduct(caller, params.id));

  addRoute(app, services, routes.listAllOrders, ({ query, caller }) => admin.fulfilment.listAllOrders(caller, query));
  addRoute(app, services, routes.shipOrder, ({ params, caller }) => admin.fulfilment.shipOrder(caller, params.id));

  // Uploads take raw bytes of any type, in a scope of their own so that JSON routes are untouched.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: admin.maxImageBytes }, (_request, body, done) => done(null, body));
    // The contract's `admin` access is checked before the bytes are looked at.
    addRoute(uploads, services, routes.uploadImage, async ({ body, reply }) => {
      const stored = await admin.images.save(body);
      reply.code(201);
      return stored;
    });
  });
}
