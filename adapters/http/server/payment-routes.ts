import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../../../core/ports/payments-api';
import type { Payments } from '../../../core/shop/payments';
import type { SandboxCardProcessor } from '../../sandbox-card/server/sandbox-card-processor';
import { routes } from '../contract';
import { addRoute, type RouteServices } from './add-route';

export interface PaymentRoutesOptions {
  payments: Payments;
  config: PaymentConfig;
  /** The embedded provider's confirm endpoint, when it is the one in use. */
  sandbox?: SandboxCardProcessor;
}

export function paymentRoutes(app: FastifyInstance, services: RouteServices, { payments, config, sandbox }: PaymentRoutesOptions) {
  addRoute(app, services, routes.getPaymentConfig, async () => config);
  addRoute(app, services, routes.createPaymentIntent, ({ body, caller }) => payments.createPaymentIntent(caller, body.orderId));
  addRoute(app, services, routes.recordPayment, ({ params, body, caller }) => payments.recordPayment(caller, params.id, body.transactionId));
  if (sandbox) {
    addRoute(app, services, routes.confirmSandboxCard, ({ body }) =>
      sandbox.confirm(body.clientSecret, { number: body.number, expiry: body.expiry, cvc: body.cvc }, { name: body.name, email: body.email }),
    );
  }
}
