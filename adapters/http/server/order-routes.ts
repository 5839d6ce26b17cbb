import type { FastifyInstance } from 'fastify';
import type { Ordering } from '../../../core/shop/ordering';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export function orderRoutes(app: FastifyInstance, services: RouteServices, ordering: Ordering) {
  addRoute(app, services, routes.placeOrder, async ({ body, caller, reply }) => {
    const order = await ordering.placeOrder(caller, body);
    reply.code(201);
    return { success: true, order };
  });
  addRoute(app, services, routes.listOrders, ({ query, caller }) => ordering.listOrders(caller, query.customer));
  addRoute(app, services, routes.getOrder, ({ params, caller }) => ordering.getOrder(caller, params.id));
  addRoute(app, services, routes.deleteOrder, ({ params, caller }) => ordering.deleteOrder(caller, params.id));
}
