import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../../core/shop/catalogue';
import { routes } from '../contract';
import { addRoute, type Authenticate } from './add-route';

export function catalogueRoutes(app: FastifyInstance, authenticate: Authenticate, catalogue: Catalogue) {
  addRoute(app, authenticate, routes.listProducts, ({ query }) => catalogue.listProducts(query));
  addRoute(app, authenticate, routes.getProduct, ({ params }) => catalogue.getProduct(params.id));
  addRoute(app, authenticate, routes.getProductDetail, ({ params }) => catalogue.getProduct(params.id));
}
