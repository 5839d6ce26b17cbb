import * as v from 'valibot';
import type { Id } from './ids';
import { oneLine, readable, requiredText } from './validation';

const requiredLine = (message: string, what: string, maxLength: number) => v.pipe(requiredText(message, maxLength), oneLine(what), readable(what));

const optionalLine = (what: string, maxLength: number) =>
  v.optional(v.pipe(v.string(`${what} must be text`), v.trim(), v.maxLength(maxLength, `Keep ${what} under ${maxLength} characters`), oneLine(what), readable(what)), '');

/** Where an order is delivered: what a parcel label needs, each field on one line. */
export const addressSchema = v.object({
  recipient: requiredLine('Recipient is required', 'the recipient', 100),
  company: optionalLine('the company', 100),
  line1: requiredLine('Address line 1 is required', 'address line 1', 200),
  line2: optionalLine('address line 2', 200),
  city: requiredLine('City is required', 'the city', 100),
  region: optionalLine('the region', 100),
  postcode: requiredLine('Postcode is required', 'the postcode', 20),
  country: requiredLine('Country is required', 'the country', 60),
});
export type Address = v.InferOutput<typeof addressSchema>;
export type AddressForm = v.InferInput<typeof addressSchema>;

/** An address in a customer's address book; one of them is the default. */
export interface SavedAddress extends Address {
  _id: Id;
  isDefault: boolean;
}

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 20;

export const addressMessages = {
  bookFull: `An address book holds at most ${MAX_SAVED_ADDRESSES} addresses: delete one you no longer use first`,
  chooseOne: 'Choose where to deliver this order',
  notInBook: 'That address is not in your address book',
} as const;

/** The address as the lines of a parcel label, blank ones left out. */
export const addressLines = (address: Address): string[] =>
  [address.recipient, address.company, address.line1, address.line2, [address.city, address.region].filter(Boolean).join(', '), address.postcode, address.country].filter(
    (line) => line.trim() !== '',
  );

export const emptyAddress = (recipient = ''): AddressForm => ({ recipient, company: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '' });
