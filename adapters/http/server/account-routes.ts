import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../../core/shop/accounts';
import type { AuthConfig } from '../../firebase/auth-config';
import { routes } from '../contract';
import { addRoute, type Authenticate } from './add-route';

export function accountRoutes(app: FastifyInstance, authenticate: Authenticate, accounts: Accounts, authConfig: AuthConfig) {
  addRoute(app, authenticate, routes.getAuthConfig, async () => authConfig);
  addRoute(app, authenticate, routes.openSession, ({ params, bearer }) => accounts.openSession(params.email, bearer));
  addRoute(app, authenticate, routes.isAdmin, async ({ params, caller }) => ({ admin: await accounts.isAdmin(caller, params.email) }));
}
