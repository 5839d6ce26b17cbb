import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../../core/shop/accounts';
import type { AuthConfig } from '../../firebase/auth-config';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export function accountRoutes(app: FastifyInstance, services: RouteServices, accounts: Accounts, authConfig: AuthConfig) {
  addRoute(app, services, routes.getAuthConfig, async () => authConfig);
  addRoute(app, services, routes.openSession, ({ params, bearer }) => accounts.openSession(params.email, bearer));
  addRoute(app, services, routes.isAdmin, async ({ params, caller }) => ({ admin: await accounts.isAdmin(caller, params.email) }));
}
