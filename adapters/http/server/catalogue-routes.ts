import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../../core/shop/catalogue';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export function catalogueRoutes(app: FastifyInstance, services: RouteServices, catalogue: Catalogue) {
  addRoute(app, services, routes.listProducts, ({ query }) => catalogue.listProducts(query));
  addRoute(app, services, routes.getProduct, ({ params }) => catalogue.getProduct(params.id));
  addRoute(app, services, routes.getProductDetail, ({ params }) => catalogue.getProduct(params.id));
}
