import type { FastifyInstance } from 'fastify';
import { deliverTo, storeOrder } from '../support/stored-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOrderRepository } from '../../adapters/memory/memory-order-repository';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { SandboxCardProcessor } from '../../adapters/sandbox-card/server/sandbox-card-processor';
import { DEFAULT_TAX } from '../../core/domain/tax';
import { MAX_ORDER_QUANTITY, MAX_ORDER_TOTAL, MAX_PRICE, orderTotalMessages } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

/** The dearest orders the rules allow, placed, paid and read back exactly; anything dearer refused in words. */
let app: FastifyInstance;
let products: MemoryProductRepository;
let orders: MemoryOrderRepository;
let sandbox: SandboxCardProcessor;
let call: Call;
let ann: Customer;

// The dearest goods are zero-rated here: one card payment takes the most the goods may cost alone.
const ZERO_RATED = ['PL-1', 'WS-8'];

beforeAll(async () => {
  const server = await startTestServer({ tax: { ...DEFAULT_TAX, zeroRated: ZERO_RATED } });
  ({ app, products, orders, sandbox } = server);
  call = callAs(app);
  ann = await signedInCustomer(app, 'Ann Archer');
});
afterAll(() => app.close());

const card = (clientSecret: string) => ({ clientSecret, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ann Archer', email: 'ann@example.com' });

describe('the largest order', () => {
  it('at the highest price is placed, charged and read back to the dollar and the cent', async () => {
    const press = await products.insert({ name: 'Press Line', partNumber: 'PL-1', description: 'A whole line', price: MAX_PRICE, min: 1, max: MAX_ORDER_QUANTITY, image: '/p.svg', stock: MAX_ORDER_QUANTITY });
    const placed = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: press._id, quantity: 1, totalPrice: MAX_PRICE });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ quantity: 1, totalPrice: MAX_ORDER_TOTAL });

    const { clientSecret } = (await call('POST', '/api/create-payment-intent', ann.token, { orderId: order._id })).json();
    const charged = await call('POST', '/api/sandbox-card/confirm', undefined, card(clientSecret));
    expect(charged.statusCode, charged.body).toBe(200);
    expect(await sandbox.retrieve(charged.json().id)).toMatchObject({ amount: MAX_ORDER_TOTAL * 100, status: 'succeeded' });
    expect((await call('PATCH', `/api/order/${order._id}`, ann.token, { transactionId: charged.json().id })).json()).toMatchObject({ paid: true, totalPrice: MAX_ORDER_TOTAL });
    expect((await call('GET', `/api/order/${order._id}`, ann.token)).json()).toMatchObject({ totalPrice: MAX_ORDER_TOTAL, paid: true });
  });

  it('at the highest quantity is placed when its total is within the limit', async () => {
    const washer = await products.insert({ name: 'Washer', partNumber: 'WS-8', description: 'M8', price: 9, min: 1, max: MAX_ORDER_QUANTITY, image: '/w.svg', stock: MAX_ORDER_QUANTITY });
    const placed = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: washer._id, quantity: MAX_ORDER_QUANTITY });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ quantity: MAX_ORDER_QUANTITY, totalPrice: 9 * MAX_ORDER_QUANTITY });
  });
});

describe('an order dearer than one card payment takes', () => {
  it('is refused when its VAT takes it past what one card payment takes, and nothing is stored', async () => {
    const press = await products.insert({ name: 'Taxed Press', description: 'A press', price: 900_000, min: 1, max: 10, image: '/p.svg', stock: 10 });
    const res = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: press._id, quantity: 1 });
    expect(res.json()).toEqual({ type: 'invalid_data', message: orderTotalMessages.cannotBePaid });
    expect((await products.findById(press._id))?.stock).toBe(10);
  });

  it('is refused when placed, saying how many may be ordered, and nothing is stored', async () => {
    const press = await products.insert({ name: 'Press', description: 'A press', price: 400_000, min: 1, max: 10, image: '/p.svg', stock: 1000 });
    const before = await orders.listByCustomer(ann.id);
    const res = await call('POST', '/api/order', ann.token, { ...deliverTo, productId: press._id, quantity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'invalid_data', message: orderTotalMessages.tooLarge(2) });
    expect(res.json().message).toBe('One order can cost at most $999,999, the most a card payment takes: order 2 or fewer, or split it into several orders');
    expect(await orders.listByCustomer(ann.id)).toEqual(before);
  });

  it('placed before the limit, is refused a payment in words, not a 500', async () => {
    // A product priced above today's limit, as the database may still hold one.
    const press = await products.insert({ name: 'Old Press', description: 'From before the limit', price: 1_000_000, min: 1, max: 5, image: '/p.svg', stock: 10 });
    const old = await storeOrder(orders, { productId: press._id, productName: 'Old Press', customerId: ann.id, customerEmail: ann.email, customerName: 'Ann Archer', phone: '', quantity: 2, totalPrice: 2_000_000 });
    const res = await call('POST', '/api/create-payment-intent', ann.token, { orderId: old._id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'invalid_data', message: orderTotalMessages.cannotBePaid });
  });
});
