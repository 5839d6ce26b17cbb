import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryContactMessageRepository } from '../../adapters/memory/memory-contact-message-repository';
import { CONTACT_MESSAGE_MAX } from '../../core/domain/contact';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { startTestServer } from '../support/test-server';

let app: FastifyInstance;
let call: Call;
let messages: MemoryContactMessageRepository;
let customer: Customer;
let admin: Customer;
const ADMIN = `inbox-${crypto.randomUUID().slice(0, 8)}@example.com`;

const form = { name: 'Rhiannon Price', email: 'rhiannon@example.com', message: 'Do you make a 12 mm masonry bit <b>in bulk</b>?' };
const stored = async () => (await messages.list({ limit: 100 })).items;

beforeAll(async () => {
  const server = await startTestServer({ adminEmails: [ADMIN] });
  ({ app, messages } = server);
  call = callAs(app);
  customer = await signedInCustomer(app, 'Casey Customer');
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

describe('POST /api/contact', () => {
  it('stores a message from anyone, with its time, before answering 201', async () => {
    const before = (await stored()).length;
    const res = await call('POST', '/api/contact', undefined, { ...form, name: '  Rhiannon Price ', email: 'Rhiannon@Example.com' });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    const all = await stored();
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toEqual({ ...form, _id: answer._id, receivedAt: answer.receivedAt, readAt: null });
  });

  it("refuses a form with a field missing or wrong, in the form's own words, and stores nothing", async () => {
    const before = (await stored()).length;
    const refusals: [unknown, string][] = [
      [{ ...form, name: ' ' }, 'body name: Name is Required'],
      [{ ...form, email: 'not-an-email' }, 'body email: Please Provide A Valid Email'],
      [{ ...form, message: '' }, 'body message: Message is Required'],
      [{ ...form, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, `body message: Keep it under ${CONTACT_MESSAGE_MAX} characters`],
      [{ name: 'Only a name' }, 'body email: Email is Required'],
      [[form], 'body name: Name is Required'],
    ];
    for (const [body, message] of refusals) {
      const res = await call('POST', '/api/contact', undefined, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ type: 'invalid_data', message });
    }
    const notJson = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
    expect(await stored()).toHaveLength(before);
  });
});

describe('GET /api/messages and PUT /api/messages/{id}/read', () => {
  beforeEach(async () => {
    for (const m of await stored()) await messages.markRead(m._id);
  });

  it('lists the messages to an admin, newest first, a page at a time, with the unread count', async () => {
    const sent = [];
    for (const n of [1, 2, 3]) sent.push((await call('POST', '/api/contact', undefined, { ...form, message: `Question ${n}` })).json()._id);
    const first = await call('GET', '/api/messages?limit=2', admin.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ unread: 3, nextCursor: expect.any(String) });
    expect(first.json().items.map((m: { message: string }) => m.message)).toEqual(['Question 3', 'Question 2']);
    const second = (await call('GET', `/api/messages?limit=2&cursor=${first.json().nextCursor}`, admin.token)).json();
    expect(second.items[0]).toMatchObject({ _id: sent[0], message: 'Question 1', readAt: null });
    expect((await call('GET', '/api/messages?cursor=nonsense!', admin.token)).statusCode).toBe(400);
  });

  it('marks a message read for an admin, once, and answers the unread count left', async () => {
    const id = (await call('POST', '/api/contact', undefined, form)).json()._id;
    const read = await call('PUT', `/api/messages/${id}/read`, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ message: expect.objectContaining({ _id: id, readAt: expect.any(String) }), unread: 0 });
    const again = (await call('PUT', `/api/messages/${id}/read`, admin.token)).json();
    expect(again.message.readAt).toBe(read.json().message.readAt);
    expect((await call('PUT', `/api/messages/${crypto.randomUUID()}/read`, admin.token)).statusCode).toBe(404);
    expect((await call('PUT', '/api/messages/not-an-id/read', admin.token)).statusCode).toBe(400);
  });

  it('keeps customers and anyone not signed in out of the messages', async () => {
    const id = (await call('POST', '/api/contact', undefined, form)).json()._id;
    expect((await call('GET', '/api/messages', customer.token)).json()).toEqual({ type: 'forbidden', message: 'Only an admin may do that' });
    expect((await call('GET', '/api/messages', customer.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/messages/${id}/read`, customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/messages')).statusCode).toBe(401);
    expect((await call('PUT', `/api/messages/${id}/read`)).statusCode).toBe(401);
    expect((await stored()).find((m) => m._id === id)?.readAt).toBeNull();
  });
});
