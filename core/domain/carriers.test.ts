import { describe, expect, it } from 'vitest';
import { trackingUrl } from './carriers';

describe("a parcel's tracking page", () => {
  it("is on the carrier's site, found by a word of the name as the admin typed it", () => {
    expect(trackingUrl('Royal Mail Tracked 48', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(trackingUrl('royalmail', 'AB123456789GB')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB');
    expect(trackingUrl('Parcelforce 24', 'PB1234')).toBe('https://www.parcelforce.com/track-trace?trackNumber=PB1234');
    expect(trackingUrl('DHL Express', 'JD0123')).toBe('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0123');
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('FedEx Ground', '7489')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489');
    expect(trackingUrl('Fed Ex', '7489')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489');
    expect(trackingUrl('USPS Priority', '9400')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
    expect(trackingUrl('Canada Post', '7023')).toBe('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023');
    expect(trackingUrl('CanadaPost', '7023')).toBe('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023');
  });

  it('carries the tracking number trimmed and escaped', () => {
    expect(trackingUrl('UPS', ' 1Z 99/9&x ')).toBe('https://www.ups.com/track?tracknum=1Z%2099%2F9%26x');
  });

  it('is none for a carrier the shop does not know, a word inside another word, or without a tracking number', () => {
    expect(trackingUrl('Hermes', 'H123')).toBeNull();
    expect(trackingUrl('Upstate Couriers', 'U123')).toBeNull();
    expect(trackingUrl('Royal Mailbox Co', 'R123')).toBeNull();
    expect(trackingUrl('DHL', '   ')).toBeNull();
    expect(trackingUrl('DHL', null)).toBeNull();
    expect(trackingUrl('DHL', undefined)).toBeNull();
    expect(trackingUrl(null, 'JD0123')).toBeNull();
    expect(trackingUrl('', 'JD0123')).toBeNull();
  });
});
