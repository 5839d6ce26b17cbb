import { describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../contract';
import { parseRouteInput, type RawRouteInput } from './parse-input';

const id = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
const wrench = { name: ' Torque Wrench ', description: 'A wrench', price: 25, min: 2, max: 10, image: '/w.svg', stock: 100 };
const home = { recipient: ' Ann Smith ', line1: '12 Foundry Row', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' };
const contactForm = { name: ' Ann Archer ', email: 'Ann@Example.com', message: ' Do you sharpen chisels? ' };
const profile = { name: ' Ann Archer ', home: 'Sheffield', education: 'Apprenticeship', link: 'https://ann.example.com' };

const read = (name: RouteName, call: RawRouteInput) => parseRouteInput(routes[name], call);

/** The refusal a call's input meets, in the words its caller reads. */
function refusal(name: RouteName, call: RawRouteInput): string {
  try {
    read(name, call);
  } catch (error) {
    expect(error).toMatchObject({ type: 'invalid_data' });
    return (error as Error).message;
  }
  throw new Error(`${name} took ${JSON.stringify(call)}`);
}

describe("each route's input, read once by the contract", () => {
  it('hands the use case typed, tidied input: trimmed text, lower-cased emails, numbers read from a form', () => {
    expect(read('addProduct', { body: wrench }).body).toMatchObject({ name: 'Torque Wrench', price: 25 });
    expect(read('addAddress', { body: { address: home } }).body).toEqual({ address: { ...home, recipient: 'Ann Smith', company: '', line2: '', region: '' } });
    expect(read('sendContactMessage', { body: contactForm }).body).toEqual({ name: 'Ann Archer', email: 'ann@example.com', message: 'Do you sharpen chisels?' });
    expect(read('makeAdmin', { params: { email: ' ANN@Example.com ' } }).params).toEqual({ email: 'ann@example.com' });
    expect(read('writeReview', { body: { productId: id, rating: '5', text: ' Great ' } }).body).toEqual({ productId: id, rating: 5, text: 'Great' });
    expect(read('saveProfile', { params: { email: 'ann@example.com' }, body: profile }).body).toMatchObject({ name: 'Ann Archer' });
  });

  it('refuses a body left out where the route needs one, naming the body', () => {
    expect(refusal('addProduct', {})).toMatch(/^body: /);
    expect(refusal('sendContactMessage', {})).toBe('body: Send the contact form: a name, an email and a message');
  });

  it('reads a query or path left out as empty: every query field has its default', () => {
    expect(read('listProducts', {}).query).toEqual({ limit: 12 });
  });

  it('lets a body that may be left out be left out', () => {
    expect(read('shipOrder', { params: { id } }).body).toEqual({});
    expect(read('requestCancellation', { params: { id } }).body).toEqual({ reason: '' });
    expect(refusal('addOrderNote', { params: { id } })).toBe('body text: Write the note first');
  });

  it('refuses a product the form would refuse, in its words, naming the field', () => {
    expect(refusal('addProduct', { body: { ...wrench, min: 20 } })).toBe('body min: Minimum must not be above the maximum');
    expect(refusal('updateProduct', { params: { id }, body: { ...wrench, price: 0 } })).toBe('body price: Price must be at least $1');
    expect(refusal('addProduct', { body: { ...wrench, name: undefined } })).toBe('body name: Product Name is Required');
  });

  it('refuses a field left out in its own words, not as a missing key', () => {
    const { postcode: _postcode, ...noPostcode } = home;
    expect(refusal('addAddress', { body: { address: noPostcode } })).toBe('body address.postcode: Postcode is required');
    // Inside a part that may itself be left out: an order's new address.
    expect(refusal('placeOrder', { body: { productId: id, quantity: 2, phone: '555 0100', address: noPostcode } })).toBe('body address.postcode: Postcode is required');
    expect(refusal('requestPasswordReset', { body: {} })).toBe('body email: Email is Required');
    expect(refusal('addOrderNote', { params: { id }, body: {} })).toBe('body text: Write the note first');
  });

  it('refuses a bad address naming the field, and what is not an object as such', () => {
    expect(refusal('addAddress', { body: { address: { ...home, city: '  ' } } })).toBe('body address.city: City is required');
    expect(refusal('addAddress', { body: { address: { ...home, postcode: 'x'.repeat(21) } } })).toBe('body address.postcode: Keep it under 20 characters');
    expect(refusal('addAddress', { body: { address: { ...home, line2: 'Flat 1\nFloor 2' } } })).toBe('body address.line2: Keep address line 2 on one line');
    expect(refusal('updateAddress', { params: { id }, body: { address: { ...home, recipient: '' } } })).toBe('body address.recipient: Recipient is required');
    for (const address of [null, 'Sheffield', 42, undefined]) {
      expect(refusal('addAddress', { body: { address } })).toBe('body address: Send the address as an object of its fields');
    }
    expect(refusal('addAddress', { body: { address: home, makeDefault: 'yes' } })).toBe('body makeDefault: makeDefault must be true or false');
  });

  it("refuses the forms' other fields in their words", () => {
    expect(refusal('sendContactMessage', { body: { ...contactForm, message: '  ' } })).toBe('body message: Message is Required');
    expect(refusal('sendContactMessage', { body: null })).toBe('body: Send the contact form: a name, an email and a message');
    expect(refusal('shipOrder', { params: { id }, body: { carrier: 'x'.repeat(61) } })).toBe('body carrier: Keep the carrier under 60 characters');
    expect(refusal('addOrderNote', { params: { id }, body: { text: '   ' } })).toBe('body text: Write the note first');
    expect(refusal('requestCancellation', { params: { id }, body: { reason: 42 } })).toBe('body reason: The reason must be text');
    expect(refusal('declineCancellation', { params: { id }, body: { reason: '  ' } })).toBe('body reason: Say why the cancellation is declined: the customer is told');
    expect(refusal('declineCancellation', { params: { id } })).toBe('body: Invalid type: Expected Object but received undefined');
    expect(refusal('saveProfile', { params: { email: 'ann@example.com' }, body: { ...profile, link: 'javascript:alert(1)' } })).toBe('body link: Please provide a web address, like https://example.com');
    expect(refusal('writeReview', { body: { productId: id, rating: 6, text: 'Great' } })).toBe('body rating: Choose a rating from 1 to 5');
    expect(refusal('writeReview', { body: { productId: id, rating: 5, text: ' ' } })).toBe('body text: Review is Required');
    expect(refusal('editReview', { params: { id }, body: { rating: 0, text: 'Awful' } })).toBe('body rating: Choose a rating from 1 to 5');
  });

  it('refuses an email that is no address, in the sign-in form’s words', () => {
    for (const name of ['openSession', 'makeAdmin', 'removeAdmin', 'removeUser'] as const) {
      expect(refusal(name, { params: { email: 'ann' } })).toBe('path email: Please Provide A Valid Email');
      expect(refusal(name, { params: { email: '' } })).toBe('path email: Email is Required');
    }
    expect(refusal('requestPasswordReset', { body: { email: 'ann' } })).toBe('body email: Please Provide A Valid Email');
    expect(refusal('requestPasswordReset', { body: 'ann@example.com' })).toBe('body: Email is Required');
  });

  it('refuses a malformed id wherever a route takes one', () => {
    const withId = (Object.keys(routes) as RouteName[]).filter((name) => (routes[name] as { params?: unknown }).params === routes.getOrder.params);
    expect(withId.length).toBeGreaterThan(15);
    for (const name of withId) expect(refusal(name, { params: { id: 'HT-10001' }, body: {} }), name).toBe('path id: That id is malformed');
    expect(refusal('createPaymentIntent', { body: { orderId: 'HT-10001' } })).toBe('body orderId: That id is malformed');
    expect(refusal('writeReview', { body: { productId: 'wrench', rating: 5, text: 'Great' } })).toBe('body productId: That id is malformed');
  });
});
