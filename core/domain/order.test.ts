import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  cancellationRequestSchema,
  orderNoteSchema,
  orderNumber,
  orderStatus,
  phoneSchema,
  seqOfOrderNumber,
  shipmentSchema,
} from './order';

const unpaid = { paid: false, shipped: false };
const paid = { paid: true, shipped: false };
const shipped = { paid: true, shipped: true };
const cancelledUnpaid = { paid: false, shipped: false, cancelledAt: '2026-03-01T10:00:00.000Z' };
const cancelledPaid = { paid: true, shipped: false, cancelledAt: '2026-03-01T10:00:00.000Z' };
const cancellationAsked = { paid: true, shipped: false, cancellationRequested: true };

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0].message;

describe('the status on an order’s badge', () => {
  it('reads the status from the flags', () => {
    expect(orderStatus(unpaid)).toBe('unpaid');
    expect(orderStatus(paid)).toBe('paid');
    expect(orderStatus(shipped)).toBe('shipped');
    expect(orderStatus(cancelledUnpaid)).toBe('cancelled');
    expect(orderStatus(cancelledPaid)).toBe('cancelled');
    expect(orderStatus(cancellationAsked)).toBe('paid');
  });
});

describe('order numbers', () => {
  it('start at HT-10001 and read back to the order they name', () => {
    expect(orderNumber(1)).toBe('HT-10001');
    expect(orderNumber(42)).toBe('HT-10042');
    expect(seqOfOrderNumber(orderNumber(1234))).toBe(1234);
  });
});

describe('phone', () => {
  it('is free text, trimmed and capped', () => {
    expect(v.parse(phoneSchema, '  +1 (555) 010-2030 ext. 4 ')).toBe('+1 (555) 010-2030 ext. 4');
    expect(v.parse(phoneSchema, 'call after 5pm')).toBe('call after 5pm');
    expect(v.parse(phoneSchema, 'x'.repeat(40))).toHaveLength(40);
    expect(firstMessage(phoneSchema, 'x'.repeat(41))).toBe('Keep the phone number to 40 characters');
  });

  it('is text on one line that shows what it holds', () => {
    expect(firstMessage(phoneSchema, 5550102030)).toBe('The phone number must be text');
    expect(firstMessage(phoneSchema, '555\n0102')).toBe('Keep the phone number on one line');
    expect(firstMessage(phoneSchema, '\u200b')).toBe('Type the phone number: this holds only invisible characters');
  });
});

describe('seqOfOrderNumber', () => {
  it('reads a number with its prefix, without its dash, or as bare digits', () => {
    for (const text of ['HT-10003', 'ht-10003', 'HT10003', ' 10003 ', '10003']) expect(seqOfOrderNumber(text)).toBe(3);
  });

  it('is null for text that is no order number', () => {
    for (const text of ['bob@example.com', '1000', 'HT-', 'XX-10003', '10000', '', '10003x', 'HT-10003 and more']) expect(seqOfOrderNumber(text), text).toBeNull();
  });
});

describe('what an admin says when shipping', () => {
  it('takes the carrier and the tracking number trimmed, both optional', () => {
    expect(v.parse(shipmentSchema, { carrier: ' Royal Mail ', trackingNumber: ' AB123456789GB ' })).toEqual({ carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' });
    expect(v.parse(shipmentSchema, {})).toEqual({});
  });

  it('reads a blank carrier or tracking number as none given', () => {
    expect(v.parse(shipmentSchema, { carrier: '   ', trackingNumber: '' })).toEqual({ carrier: null, trackingNumber: null });
  });

  it('names the field that is too long, on several lines, not text or unreadable', () => {
    expect(v.parse(shipmentSchema, { carrier: 'c'.repeat(60), trackingNumber: 't'.repeat(100) })).toEqual({ carrier: 'c'.repeat(60), trackingNumber: 't'.repeat(100) });
    expect(firstMessage(shipmentSchema, { carrier: 'c'.repeat(61) })).toBe('Keep the carrier under 60 characters');
    expect(firstMessage(shipmentSchema, { trackingNumber: 't'.repeat(101) })).toBe('Keep the tracking number under 100 characters');
    expect(firstMessage(shipmentSchema, { carrier: 'Royal\nMail' })).toBe('Keep the carrier on one line');
    expect(firstMessage(shipmentSchema, { trackingNumber: 12345 })).toBe('the tracking number must be text');
    expect(firstMessage(shipmentSchema, { carrier: 42 })).toBe('the carrier must be text');
    expect(firstMessage(shipmentSchema, { trackingNumber: 'AB\u202e123' })).toBe('Remove the text direction control U+202E from the tracking number');
  });
});

describe("a customer's reason for cancelling", () => {
  it('is optional, and trimmed when given', () => {
    expect(v.parse(cancellationRequestSchema, {})).toEqual({ reason: '' });
    expect(v.parse(cancellationRequestSchema, { reason: '  Ordered the wrong size  ' })).toEqual({ reason: 'Ordered the wrong size' });
  });

  it('is text, up to 2000 characters, that shows what it holds', () => {
    expect(v.parse(cancellationRequestSchema, { reason: 'r'.repeat(2000) }).reason).toHaveLength(2000);
    expect(firstMessage(cancellationRequestSchema, { reason: 'r'.repeat(2001) })).toBe('Keep the reason under 2000 characters');
    expect(firstMessage(cancellationRequestSchema, { reason: 7 })).toBe('The reason must be text');
    expect(firstMessage(cancellationRequestSchema, { reason: '\u200b\u200b' })).toBe('Type the reason: this holds only invisible characters');
  });
});

describe("an admin's note on an order", () => {
  it('is required, trimmed', () => {
    expect(v.parse(orderNoteSchema, { text: '  Called the customer  ' })).toEqual({ text: 'Called the customer' });
    for (const text of ['', '   ', undefined]) expect(firstMessage(orderNoteSchema, { text })).toBe('Write the note first');
  });

  it('is up to 2000 characters that show what they hold', () => {
    expect(v.parse(orderNoteSchema, { text: 'n'.repeat(2000) }).text).toHaveLength(2000);
    expect(firstMessage(orderNoteSchema, { text: 'n'.repeat(2001) })).toBe('Keep the note under 2000 characters');
    expect(firstMessage(orderNoteSchema, { text: 'Paid \u202ein cash' })).toBe('Remove the text direction control U+202E from the note');
  });
});
