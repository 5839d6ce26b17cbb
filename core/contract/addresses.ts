import * as v from 'valibot';
import { addressSchema, type SavedAddress } from '../domain/address';
import { deletedSchema, idParams, type RouteContract } from './route-contract';

export const addressOnTheWireSchema = v.object({
  recipient: v.string(),
  company: v.string(),
  line1: v.string(),
  line2: v.string(),
  city: v.string(),
  region: v.string(),
  postcode: v.string(),
  country: v.string(),
});

export const savedAddressSchema = v.object({ _id: v.string(), ...addressOnTheWireSchema.entries, isDefault: v.boolean() }) satisfies v.GenericSchema<SavedAddress>;

export const addressBookSchema = v.array(savedAddressSchema);

// Only an object of fields is an address; a field left out is refused in its own words ('Postcode is required').
const addressBody = v.object({ address: v.object(addressSchema.entries, 'Send the address as an object of its fields') });
const newAddressBody = v.object({ ...addressBody.entries, makeDefault: v.optional(v.boolean('makeDefault must be true or false')) });

const ONLY_YOUR_OWN = "Only in the caller's own book: anyone else's address, an admin's call included, answers 404";

/**
 * The caller's own address book: nobody reaches another's, so another's address is not found.
 * Its writes store rows and cost nothing to repeat: counted per account and per address.
 */
export const addressRoutes = {
  listAddresses: {
    method: 'GET',
    path: '/api/addresses',
    doc: "the caller's address book: `[{ _id, recipient, company, line1, line2, city, region, postcode, country, isDefault }]`, the default first, then the oldest",
    access: 'signed-in',
    response: addressBookSchema,
  },
  addAddress: {
    method: 'POST',
    path: '/api/addresses',
    doc: '201, the saved address; the first one, or one sent with `makeDefault: true`, becomes the default. A book holds at most 20 (409 past that); a field missing or wrong answers 400 naming it (`body address.city: City is required`)',
    body: newAddressBody,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: savedAddressSchema,
    status: 201,
  },
  updateAddress: {
    method: 'PUT',
    path: '/api/addresses/:id',
    doc: `the address changed. ${ONLY_YOUR_OWN}`,
    params: idParams,
    body: addressBody,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: savedAddressSchema,
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/api/addresses/:id',
    doc: `\`{ deletedCount: 1 }\`; deleting the default makes the oldest one left the default. ${ONLY_YOUR_OWN}`,
    params: idParams,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: deletedSchema,
  },
  makeDefaultAddress: {
    method: 'PUT',
    path: '/api/addresses/:id/default',
    doc: `the address, made the default. ${ONLY_YOUR_OWN}`,
    params: idParams,
    access: 'signed-in',
    rateLimit: 'addresses',
    response: savedAddressSchema,
  },
} as const satisfies Record<string, RouteContract>;
