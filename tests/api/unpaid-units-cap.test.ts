// One free account could hold a product's whole stock in unpaid orders. Each account may hold only
// so many units unpaid at once, fewer before its email is confirmed; paying or deleting frees them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import { stockMessages } from '../../core/domain/product';
import { callAs, signedInCustomer, type Call, type Customer } from '../support/customers';
import { deliverTo } from '../support/stored-orders';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let products: MemoryProductRepository;

beforeAll(async () => {
  ({ app, products } = await startTestServer({ unpaidUnits: { confirmed: 60, unconfirmed: 30 } }));
  call = callAs(app);
});
afterAll(() => app.close());

const newProduct = (stock: number, max = 20) => products.insert({ name: `Sash Clamp ${crypto.randomUUID().slice(0, 4)}`, description: 'Steel', price: 12, min: 1, max, image: '/c.svg', stock });
const order = (who: Customer, productId: string, quantity: number) => call('POST', '/api/order', who.token, { ...deliverTo, productId, quantity, phone: '0114 496 0000' });

describe('units one account holds unpaid', () => {
  it('stop at the cap before the email is confirmed, so a verified customer still finds the product in stock', async () => {
    const clamps = await newProduct(140);
    const hoarder = await signedInCustomer(app, 'Hoarder');
    expect((await order(hoarder, clamps._id, 20)).statusCode).toBe(201);
    const refused = await order(hoarder, clamps._id, 20);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ type: 'conflict', message: stockMessages.overUnpaidCap(20, 30, false) });
    expect(refused.json().message).toBe(
      'Your unpaid orders hold 20 units, and one account may hold at most 30 units waiting for payment until its email address is confirmed. Pay for or delete an unpaid order first, or confirm your email address with the link we sent you.',
    );
    expect((await order(hoarder, clamps._id, 10)).statusCode).toBe(201);
    expect((await products.findById(clamps._id))!.stock).toBe(110);

    const buyer = await signedInCustomer(app, 'Verified Buyer', { verified: true });
    expect((await order(buyer, clamps._id, 20)).statusCode).toBe(201);
  });

  it('are more once the email is confirmed, and deleting an unpaid order frees its units', async () => {
    const clamps = await newProduct(500);
    const buyer = await signedInCustomer(app, 'Trade Buyer', { verified: true });
    const first = (await order(buyer, clamps._id, 20)).json().order;
    await order(buyer, clamps._id, 20);
    await order(buyer, clamps._id, 20);
    expect((await order(buyer, clamps._id, 1)).json()).toEqual({ type: 'conflict', message: stockMessages.overUnpaidCap(60, 60, true) });
    expect((await call('DELETE', `/api/order/${first._id}`, buyer.token)).statusCode).toBe(200);
    expect((await order(buyer, clamps._id, 20)).statusCode).toBe(201);
  });

  it('allow one order of any size the product takes to an account that holds nothing unpaid', async () => {
    const washers = await newProduct(10_000, 5000);
    const newcomer = await signedInCustomer(app, 'Big Order');
    expect((await order(newcomer, washers._id, 5000)).statusCode).toBe(201);
    expect((await order(newcomer, washers._id, 1)).statusCode).toBe(409);
  });
});
