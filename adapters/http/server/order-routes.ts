import type { FastifyInstance } from 'fastify';
import type { Ordering } from '../../../core/shop/ordering';
import { routes } from '../contract';
import { addRoute, type Authenticate } from './add-route';

export function orderRoutes(app: FastifyInstance, authenticate: Authenticate, ordering: Ordering) {
  addRoute(app, authenticate, routes.placeOrder, async ({ body, caller, reply }) => {
    const order = await ordering.placeOrder(caller, body);
    reply.code(201);
    return { success: true, order };
  });
  addRoute(app, authenticate, routes.listOrders, ({ query, caller }) => ordering.listOrders(caller, query.customer));
  addRoute(app, authenticate, routes.getOrder, ({ params, caller }) => ordering.getOrder(caller, params.id));
  addRoute(app, authenticate, routes.deleteOrder, ({ params, caller }) => ordering.deleteOrder(caller, params.id));
}
