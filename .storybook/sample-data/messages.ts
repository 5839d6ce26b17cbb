import type { ContactMessage } from '../../core/domain/contact';
import { sampleId } from './catalogue';

const senders = [
  { name: 'Marcus Bell', email: 'marcus.bell@example.com' },
  { name: 'Priya Shah', email: 'priya.shah@brightwell-joinery.example' },
  { name: 'Owen Griffiths', email: 'owen.griffiths@example.com' },
  { name: 'Karen Doyle', email: 'karen.doyle@example.com' },
];

const texts = [
  'Do you make the 12 mm masonry bit in packs of fifty? We get through a lot of them on site.',
  'My SDS drill stops after a few seconds under load. It is eleven months old: is that covered by the warranty?',
  'Could you quote for 40 torque wrenches, delivered to our depot in Leeds by the end of the month?',
  'Thank you for the quick repair.\nThe saw runs like new.',
];

/** Newest first, as the server sends them: a higher n arrived earlier, five hours apart. */
const arrivedAt = (n: number) => new Date(Date.UTC(2026, 10, 23, 16, 35) - n * 5 * 3_600_000).toISOString();

export const sampleMessage = (n: number, overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: sampleId(50_000 + n),
  ...senders[n % senders.length],
  message: texts[n % texts.length],
  receivedAt: arrivedAt(n),
  readAt: null,
  ...overrides,
});

/** A visitor whose name and email have no place to break: they must wrap, not widen the page. */
export const longNameMessage = sampleMessage(1, {
  name: 'Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh Engineering Supplies International',
  email: 'procurement.and.purchasing.department@wolfeschlegelsteinhausenbergerdorff-engineering.example',
  message: `${'A'.repeat(120)} — a part number pasted without spaces.\n<script>alert("x")</script> shows as text.`,
});

/** 30 messages: the newest three unread, one with a long name; the rest read the day they came. */
export const sampleMessages: ContactMessage[] = Array.from({ length: 30 }, (_, n) =>
  n === 1 ? longNameMessage : sampleMessage(n, { readAt: n < 3 ? null : arrivedAt(n - 1) }),
);

/** The first message listed, unread. */
export const unreadMessage = sampleMessages[0];
