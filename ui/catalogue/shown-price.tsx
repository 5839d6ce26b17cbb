import { useShownPrices } from './use-shown-prices';

/** A net amount of whole dollars of the part, as this reader is shown it; a quiet placeholder until the shop's VAT is read. */
export function ShownPrice({ partNumber, net }: { partNumber: string | null; net: number }) {
  const text = useShownPrices().price(partNumber, net);
  return text ?? <PricePending />;
}

/** Where a price will be, while the shop's VAT is read. */
export function PricePending() {
  return <span aria-label="Price loading" className="inline-block h-[1em] w-[4ch] animate-pulse rounded bg-line align-middle" />;
}
