// Wire names are the seed's and stay on the wire: `_id` is a record's id, an order's `product` is
// the product's name when ordered, and `customer` is the email an order or review was made with
// (`customerId` is the account it belongs to). Inside the shop they are `productName` and
// `customerEmail`: the answer schemas read the wire into those names, and `onTheWire` writes them
// back, so the renaming happens here and nowhere else.

/** The seed's names for what the shop calls productName and customerEmail. */
export type OnTheWire<T extends { productName: string; customerEmail: string }> = Omit<T, 'productName' | 'customerEmail'> & { product: string; customer: string };

const WIRE_NAMES: Record<string, string | undefined> = { productName: 'product', customerEmail: 'customer' };

/** A record as the wire carries it, key by key: a destructuring rest copies through V8's slow path, three times the cost on a list. */
export const onTheWire = <T extends { productName: string; customerEmail: string }>(record: T): OnTheWire<T> => {
  const wire: Record<string, unknown> = {};
  for (const key of Object.keys(record)) wire[WIRE_NAMES[key] ?? key] = record[key as keyof T];
  return wire as OnTheWire<T>;
};

export const fromTheWire = <T extends { product: string; customer: string }>({ product, customer, ...rest }: T) => ({ ...rest, productName: product, customerEmail: customer });
