import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../../../core/ports/payments-api';
import type { Payments } from '../../../core/shop/payments';
import type { SandboxCardProcessor } from '../../sandbox-card/server/sandbox-card-processor';
import { routes } from '../contract';
import { addRoute, type Authenticate } from './add-route';

export interface PaymentRoutesOptions {
  payments: Payments;
  config: PaymentConfig;
  /** The embedded provider's confirm endpoint, when it is the one in use. */
  sandbox?: SandboxCardProcessor;
}

export function paymentRoutes(app: FastifyInstance, authenticate: Authenticate, { payments, config, sandbox }: PaymentRoutesOptions) {
  addRoute(app, authenticate, routes.getPaymentConfig, async () => config);
  addRoute(app, authenticate, routes.createPaymentIntent, ({ body, caller }) => payments.createPaymentIntent(caller, body.orderId));
  addRoute(app, authenticate, routes.recordPayment, ({ params, body, caller }) => payments.recordPayment(caller, params.id, body.transactionId));
  if (sandbox) {
    addRoute(app, authenticate, routes.confirmSandboxCard, ({ body }) =>
      sandbox.confirm(body.clientSecret, { number: body.number, expiry: body.expiry, cvc: body.cvc }, { name: body.name, email: body.email }),
    );
  }
}
