/** The tracking pages of the carriers the shop knows, by a word of the carrier's name as the admin typed it ('Royal Mail Tracked 48', 'DHL Express'). */
const trackingPages: readonly { name: RegExp; page: (trackingNumber: string) => string }[] = [
  { name: /\broyal\s*mail\b/i, page: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  { name: /\bparcelforce\b/i, page: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}` },
  { name: /\bdhl\b/i, page: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
  { name: /\bups\b/i, page: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: /\bfed\s*ex\b/i, page: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: /\busps\b/i, page: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { name: /\bcanada\s*post\b/i, page: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}` },
];

/** Where a parcel is followed on its carrier's site; null for a carrier the shop does not know, or without a tracking number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!carrier || !trackingNumber?.trim()) return null;
  const known = trackingPages.find((c) => c.name.test(carrier));
  return known ? known.page(encodeURIComponent(trackingNumber.trim())) : null;
}
