import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import type { Call, Customer } from './customers';
import { testCards } from './sandbox-cards';

/**
 * Pays a customer's order as the browser does: an intent asked of the shop, the card confirmed at
 * the sandbox provider, the payment reported. Answers the report's response and the intent's id.
 */
export async function payAsBrowser(call: Call, sandbox: Pick<SandboxCardProcessor, 'confirm'>, customer: Customer, orderId: string) {
  const { clientSecret } = (await call('POST', '/api/create-payment-intent', customer.token, { orderId })).json();
  const { id } = await sandbox.confirm(clientSecret, testCards.succeeds, { name: 'Card Holder', email: customer.email });
  return { reported: await call('PATCH', `/api/order/${orderId}`, customer.token, { transactionId: id }), intentId: id };
}
