import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../adapters/http/client/http-client';
import type { Dispatch } from '../../adapters/http/dispatcher';
import { inProcessFetch } from '../../adapters/http/in-process-fetch';
import { addressMessages, MAX_SAVED_ADDRESSES, type AddressForm } from '../../core/domain/address';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let dispatch: Dispatch;
let call: Call;
let ann: Customer;
let bob: Customer;
let admin: Customer;

const ADMIN = `book-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
const home: AddressForm = { recipient: 'Ann Archer', line1: '1 Forge Lane', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' };
const stored = { company: '', line2: '', region: '' };

/** The browser's client as `who`, over the dispatcher in this process. */
const clientOf = (who: Customer) => new HttpClient('http://shop.test', inProcessFetch(dispatch), { get: () => who.token, set() {}, clear() {} });

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, dispatch } = server);
  call = callAs(app);
  [ann, bob] = await Promise.all([signedInCustomer(app, 'Ann Archer'), signedInCustomer(app, 'Bob Baker')]);
  admin = await signedInAdmin(app, ADMIN, 'The Boss');
});
afterAll(() => app.close());

describe('/api/addresses', () => {
  it('keeps a customer’s book through the browser’s client: add, change, pick the default, delete', async () => {
    const book = clientOf(ann);
    expect(await book.call('listAddresses')).toEqual([]);
    const first = await book.call('addAddress', { body: { address: { ...home, recipient: '  Ann Archer ' } } });
    expect(first).toEqual({ _id: expect.any(String), ...stored, ...home, isDefault: true });
    const work = await book.call('addAddress', { body: { address: { ...home, recipient: 'Ann at the works', company: 'Archer Fabrication Ltd' }, makeDefault: true } });
    expect(work).toMatchObject({ company: 'Archer Fabrication Ltd', isDefault: true });
    expect((await book.call('listAddresses')).map((a) => [a.recipient, a.isDefault])).toEqual([
      ['Ann at the works', true],
      ['Ann Archer', false],
    ]);
    const id = first._id;
    expect(await book.call('updateAddress', { params: { id }, body: { address: { ...home, city: 'Leeds' } } })).toMatchObject({ _id: id, city: 'Leeds', isDefault: false });
    expect(await book.call('makeDefaultAddress', { params: { id } })).toMatchObject({ _id: id, isDefault: true });
    await book.call('deleteAddress', { params: { id } });
    expect(await book.call('listAddresses')).toEqual([{ ...work, isDefault: true }]);
    expect((await call('DELETE', `/api/addresses/${work._id}`, ann.token)).json()).toEqual({ deletedCount: 1 });
  });

  it('lets no one else read, change, pick or delete a customer’s address, not even an admin, and no one signed out at all', async () => {
    const mine = (await call('POST', '/api/addresses', ann.token, { address: home })).json();
    for (const other of [bob, admin]) {
      expect((await call('GET', '/api/addresses', other.token)).json()).not.toContainEqual(expect.objectContaining({ _id: mine._id }));
      const changed = await call('PUT', `/api/addresses/${mine._id}`, other.token, { address: { ...home, recipient: 'Hijacked' } });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toEqual({ type: 'not_found', message: expect.any(String) });
      expect((await call('PUT', `/api/addresses/${mine._id}/default`, other.token)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/addresses/${mine._id}`, other.token)).statusCode).toBe(404);
    }
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', `/api/addresses/${mine._id}`],
      ['PUT', `/api/addresses/${mine._id}/default`],
      ['DELETE', `/api/addresses/${mine._id}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : { address: home })).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/addresses', ann.token)).json()).toContainEqual({ ...mine, recipient: 'Ann Archer' });
    await call('DELETE', `/api/addresses/${mine._id}`, ann.token);
  });

  it('refuses bad input with a 400 that names the field, and stores nothing', async () => {
    const refusal = async (body: unknown, url = '/api/addresses', method: 'POST' | 'PUT' = 'POST') => {
      const res = await call(method, url, bob.token, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal({ address: { ...home, city: '' } })).toBe('body address.city: City is required');
    expect(await refusal({ address: { ...home, postcode: undefined } })).toBe('body address.postcode: Postcode is required');
    expect(await refusal({ address: { ...home, recipient: 'Bob\nBaker' } })).toBe('body address.recipient: Keep the recipient on one line');
    expect(await refusal({ address: { ...home, country: 'x'.repeat(61) } })).toBe('body address.country: Keep it under 60 characters');
    expect(await refusal({ address: { ...home, company: 42 } })).toBe('body address.company: the company must be text');
    expect(await refusal({ address: home, makeDefault: 'yes' })).toBe('body makeDefault: makeDefault must be true or false');
    expect(await refusal({ address: 'Sheffield' })).toMatch(/^body address: /);
    expect(await refusal({ address: { ...home, city: '\u0000' } })).toMatch(/control character U\+0000/);
    const mine = (await call('POST', '/api/addresses', bob.token, { address: home })).json();
    expect(await refusal({ address: { ...home, line1: ' ' } }, `/api/addresses/${mine._id}`, 'PUT')).toBe('body address.line1: Address line 1 is required');
    expect((await call('PUT', '/api/addresses/not-an-id', bob.token, { address: home })).json()).toEqual({ type: 'invalid_data', message: expect.stringContaining('id') });
    expect((await call('GET', '/api/addresses', bob.token)).json()).toEqual([mine]);
    await call('DELETE', `/api/addresses/${mine._id}`, bob.token);
  });

  it(`holds ${MAX_SAVED_ADDRESSES} addresses, then answers 409 in the shop's words until one is deleted`, async () => {
    const carol = await signedInCustomer(app, 'Carol Cooper');
    const added = [];
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) added.push((await call('POST', '/api/addresses', carol.token, { address: { ...home, recipient: `Site ${i}` } })).json());
    const full = await call('POST', '/api/addresses', carol.token, { address: home, makeDefault: true });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ type: 'conflict', message: addressMessages.bookFull });
    const book = (await call('GET', '/api/addresses', carol.token)).json();
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book[0]).toMatchObject({ recipient: 'Site 0', isDefault: true });
    await call('DELETE', `/api/addresses/${added[5]._id}`, carol.token);
    expect((await call('POST', '/api/addresses', carol.token, { address: home })).statusCode).toBe(201);
  });
});
