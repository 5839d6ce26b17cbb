import * as v from 'valibot';
import { contactFormSchema } from '../domain/contact';
import { pageQuerySchema } from '../shop/catalogue';
import { outboxListRequestSchema } from '../shop/outbox-admin';
import { idParams, LONG_TEXT_BODY_LIMIT, type RouteContract } from './route-contract';

export const contactMessageSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  receivedAt: v.string(),
  readAt: v.nullable(v.string()),
});

/** The answer to a message sent: it is stored. */
export const messageReceivedSchema = v.object({ _id: v.string(), receivedAt: v.string() });

export const messagePageSchema = v.object({ items: v.array(contactMessageSchema), nextCursor: v.nullable(v.string()), unread: v.number() });

export const messageReadSchema = v.object({ message: contactMessageSchema, unread: v.number() });

export const outboxMessageSchema = v.object({
  _id: v.string(),
  to: v.string(),
  replyTo: v.nullable(v.string()),
  subject: v.string(),
  status: v.picklist(['queued', 'sent', 'failed']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  queuedAt: v.string(),
  sentAt: v.nullable(v.string()),
});

export const outboxPageSchema = v.object({ items: v.array(outboxMessageSchema), nextCursor: v.nullable(v.string()), failed: v.number() });

/** Messages: visitors' messages to the shop, and the outbox of every email the shop sends. */
export const mailRoutes = {
  // A visitor's message from the contact page, answered once it is stored; checked by the contact form's schema.
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    doc: "201 `{ _id, receivedAt }` once `{ name, email, message }` is stored (counted per address); 400 naming a field missing or wrong in the contact form's own words (`body email: Please Provide A Valid Email`), and nothing stored",
    body: contactFormSchema,
    bodyLimit: LONG_TEXT_BODY_LIMIT,
    access: 'public',
    rateLimit: 'messages',
    response: messageReceivedSchema,
    status: 201,
  },
  // The admins' inbox: newest first, with the count of unread messages.
  listMessages: {
    method: 'GET',
    path: '/api/messages',
    doc: '`{ items, nextCursor, unread }`: the contact messages, newest first, and how many of them are unread',
    query: pageQuerySchema,
    access: 'admin',
    response: messagePageSchema,
  },
  markMessageRead: {
    method: 'PUT',
    path: '/api/messages/:id/read',
    doc: "`{ message, unread }`: the message marked read (the first reading's time stays), and the unread count left",
    params: idParams,
    access: 'admin',
    response: messageReadSchema,
  },
  // The admins' view of the mail outbox, newest first (?status= for one status), with the count of failed messages; a failed one can be queued again.
  listOutbox: {
    method: 'GET',
    path: '/api/outbox',
    doc: '`{ items, nextCursor, failed }`: every email, newest first, with its status, tries and last error (or only those of one `status`: `queued`, `sent`, `failed`), and how many have failed',
    query: outboxListRequestSchema,
    access: 'admin',
    response: outboxPageSchema,
  },
  resendEmail: {
    method: 'PUT',
    path: '/api/outbox/:id/resend',
    doc: 'the failed email queued again with a fresh set of tries; 409 for one that has not failed',
    params: idParams,
    access: 'admin',
    response: outboxMessageSchema,
  },
} as const satisfies Record<string, RouteContract>;
