import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressLines, addressSchema, emptyAddress } from './address';
import { issuesByField } from './validation';

const mill = { recipient: 'Ann Archer', company: 'Archer Joinery', line1: '1 Mill Lane', line2: 'Unit 4', city: 'Leeds', region: 'West Yorkshire', postcode: 'LS1 1AA', country: 'United Kingdom' };
const issues = (patch: object) => issuesByField(v.safeParse(addressSchema, { ...mill, ...patch }).issues ?? []);

describe('a delivery address', () => {
  it('names every required field that is missing', () => {
    expect(issues({ recipient: ' ', line1: '', city: '', postcode: '', country: '' })).toEqual({
      recipient: 'Recipient is required',
      line1: 'Address line 1 is required',
      city: 'City is required',
      postcode: 'Postcode is required',
      country: 'Country is required',
    });
  });

  it('leaves the company, the second line and the region optional', () => {
    const required = { recipient: 'Ann Archer', line1: '1 Mill Lane', city: 'Leeds', postcode: 'LS1 1AA', country: 'United Kingdom' };
    expect(v.parse(addressSchema, required)).toEqual({ ...required, company: '', line2: '', region: '' });
  });

  it('keeps each field on one line, naming it', () => {
    const broken = Object.fromEntries(Object.entries(mill).map(([field, value]) => [field, `${value}\nmore`]));
    expect(issues(broken)).toEqual({
      recipient: 'Keep the recipient on one line',
      company: 'Keep the company on one line',
      line1: 'Keep address line 1 on one line',
      line2: 'Keep address line 2 on one line',
      city: 'Keep the city on one line',
      region: 'Keep the region on one line',
      postcode: 'Keep the postcode on one line',
      country: 'Keep the country on one line',
    });
  });

  it('names an optional field that is too long or not text', () => {
    expect(issues({ company: 'c'.repeat(101), line2: 'l'.repeat(201), region: 'r'.repeat(100) })).toEqual({
      company: 'Keep the company under 100 characters',
      line2: 'Keep address line 2 under 200 characters',
    });
    expect(issues({ region: 7 })).toEqual({ region: 'the region must be text' });
  });
});

describe('the lines of a parcel label', () => {
  it('put the city and the region on one line', () => {
    expect(addressLines(mill)).toEqual(['Ann Archer', 'Archer Joinery', '1 Mill Lane', 'Unit 4', 'Leeds, West Yorkshire', 'LS1 1AA', 'United Kingdom']);
  });

  it('leave out the blank ones', () => {
    expect(addressLines({ ...mill, company: '', line2: ' ', region: '' })).toEqual(['Ann Archer', '1 Mill Lane', 'Leeds', 'LS1 1AA', 'United Kingdom']);
  });
});

describe('a new address form', () => {
  it('starts empty, with the recipient filled in when known', () => {
    const blank = { recipient: '', company: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '' };
    expect(emptyAddress()).toEqual(blank);
    expect(emptyAddress('Ann Archer')).toEqual({ ...blank, recipient: 'Ann Archer' });
  });
});
