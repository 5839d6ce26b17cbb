import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { contactFormSchema, type ContactMessage } from '../core/domain/contact';
import { isId } from '../core/domain/ids';
import type { MessagePage } from '../core/ports/browser/contact-api';
import { sampleId } from './msw-handlers';

/**
 * Visitors' messages for stories, answered as the server answers them (adapters/http/contract.ts):
 * POST /api/contact, GET /api/messages?limit&cursor and PUT /api/messages/:id/read. Failures answer
 * `{ type, message }`.
 *
 * The admins' inbox lives for one story: call `inboxStore.reset()` in the stories' `beforeEach`
 * (with a list of its own for a story that needs one). Stories pass `messageHandlers` by key, over
 * the preview's defaults, and swap one for a variant: `handlers: { ...messageHandlers, messages: messageVariants.listFails }`.
 */

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

let inbox: ContactMessage[] = [];
export const inboxStore = {
  /** Starts the story's inbox afresh. */
  reset(messages: ContactMessage[] = sampleMessages) {
    inbox = messages.map((m) => ({ ...m }));
  },
  messages: (): readonly ContactMessage[] => inbox,
};
inboxStore.reset();

const unreadCount = () => inbox.filter((m) => m.readAt === null).length;

export const messagesErrorBody = { type: 'internal', message: 'The shop could not reach its messages. Please try again in a moment.' } as const;
/** What the server answers when storing a message fails. */
export const contactErrorBody = { type: 'internal', message: 'Something went wrong on our side. Please try again.' } as const;
export const contactTooManyBody = { type: 'too_many_requests', message: 'Too many messages in a short time. Please wait a moment and try again.' } as const;

/** POST /api/contact: 201 `{ _id, receivedAt }` for a filled form, 400 in the form's words otherwise. `onRequest` sees each body sent. */
export const contactHandler = (onRequest?: (body: unknown) => void) =>
  http.post('*/api/contact', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    onRequest?.(body);
    const parsed = v.safeParse(contactFormSchema, body);
    if (!parsed.success) return HttpResponse.json({ type: 'invalid_data', message: parsed.issues[0].message }, { status: 400 });
    return HttpResponse.json({ _id: sampleId(59_999), receivedAt: new Date().toISOString() }, { status: 201 });
  });

/** The working handlers, keyed as stories pass them. */
export const messageHandlers = {
  contact: contactHandler(),

  /** GET /api/messages, paged by `limit` and an opaque `cursor` (here: the offset), with the unread count. */
  messages: http.get('*/api/messages', ({ request }) => {
    const url = new URL(request.url);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 12) || 12);
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const next = offset + limit;
    return HttpResponse.json({ items: inbox.slice(offset, next), nextCursor: next < inbox.length ? String(next) : null, unread: unreadCount() } satisfies MessagePage);
  }),

  /** PUT /api/messages/:id/read: `{ message, unread }`, the first reading's time kept; 404 for an unknown id. */
  markRead: http.put('*/api/messages/:id/read', ({ params }) => {
    const id = String(params.id);
    if (!isId(id)) return HttpResponse.json({ type: 'invalid_data', message: 'That message id is malformed' }, { status: 400 });
    const found = inbox.find((m) => m._id === id);
    if (!found) return HttpResponse.json({ type: 'not_found', message: 'There is no such message' }, { status: 404 });
    found.readAt ??= new Date().toISOString();
    return HttpResponse.json({ message: { ...found }, unread: unreadCount() });
  }),
};

const never = async () => {
  await delay('infinite');
  return HttpResponse.json(messagesErrorBody, { status: 500 });
};

/** Handlers for the states a story shows, to put in place of the working one of the same key. */
export const messageVariants = {
  /** POST /api/contact that never answers: the form stays sending. */
  contactSending: http.post('*/api/contact', never),
  /** POST /api/contact answering 500: the message was not stored. */
  contactFails: http.post('*/api/contact', () => HttpResponse.json(contactErrorBody, { status: 500 })),
  /** POST /api/contact answering 429: this address sent too many messages in a minute. */
  contactTooMany: http.post('*/api/contact', () => HttpResponse.json(contactTooManyBody, { status: 429, headers: { 'retry-after': '12' } })),
  listLoading: http.get('*/api/messages', never),
  listFails: http.get('*/api/messages', () => HttpResponse.json(messagesErrorBody, { status: 500 })),
  markReadFails: http.put('*/api/messages/:id/read', () => HttpResponse.json(messagesErrorBody, { status: 500 })),
};
