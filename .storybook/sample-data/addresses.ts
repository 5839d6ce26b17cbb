import type { SavedAddress } from '../../core/domain/address';
import { MAX_SAVED_ADDRESSES } from '../../core/domain/address';
import { unbrokenName } from '../layout-checks';
import { sampleId } from './catalogue';
import { sampleCustomer } from './people';

const blank = { company: '', line2: '', region: '' };

/** The customer's book, oldest first: home, the workshop (the default) and a building site. */
export const sampleAddresses: SavedAddress[] = [
  { _id: sampleId(40_001), ...blank, recipient: 'Dev Patel', line1: '42 Harbour Street', line2: 'Apartment 1203', city: 'Toronto', region: 'ON', postcode: 'M5J 2N8', country: 'Canada', isDefault: false },
  {
    _id: sampleId(40_002),
    recipient: 'Dev Patel',
    company: 'Patel Joinery Ltd',
    line1: 'Unit 7, Lakeshore Trade Park',
    line2: '1100 Lakeshore Road East',
    city: 'Mississauga',
    region: 'ON',
    postcode: 'L5E 1E4',
    country: 'Canada',
    isDefault: true,
  },
  { _id: sampleId(40_003), ...blank, recipient: 'Site foreman, Block C', line1: '15 Quarry Lane', city: 'Hamilton', region: 'ON', postcode: 'L8P 4R5', country: 'Canada', isDefault: false },
];

/** A book with no room left: the limit reached. */
export const fullAddressBook: SavedAddress[] = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({
  _id: sampleId(41_000 + i),
  ...blank,
  recipient: `Site ${i + 1} receiving`,
  line1: `${i + 10} Foundry Row`,
  city: 'Hamilton',
  region: 'ON',
  postcode: 'L8P 4R5',
  country: 'Canada',
  isDefault: i === 0,
}));

/** Every field as long as the address schema allows, some without a space to break at. */
export const longAddress: SavedAddress = {
  _id: sampleId(42_001),
  recipient: unbrokenName.slice(0, 100),
  company: 'Northbridge Fabrication and Precision Engineering Holdings International Ltd'.padEnd(100, '.'),
  line1: 'Warehouse'.repeat(22),
  line2: 'Loading bay 14, behind the second gatehouse, ask for the duty supervisor on arrival, mornings only'.repeat(2),
  city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
  region: 'Ynys Môn / Isle of Anglesey, Gwynedd, North Wales, United Kingdom of Great Britain',
  postcode: 'LL61 5UJ-EXTENDED-1',
  country: 'The United Kingdom of Great Britain and Northern Ireland',
  isDefault: true,
};

/** Whose book the stories seed: the signed-in customer's. */
export const bookOf = (addresses: readonly SavedAddress[]) => ({ [sampleCustomer.id]: addresses });
