import * as v from 'valibot';
import { auditActions, auditSubjectTypes } from '../domain/audit';
import { auditListRequestSchema } from '../shop/audit-trail';
import type { RouteContract } from './route-contract';

const auditEntrySchema = v.object({
  _id: v.string(),
  at: v.string(),
  actor: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  action: v.picklist(auditActions),
  subject: v.object({ type: v.picklist(auditSubjectTypes), id: v.string(), label: v.string() }),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});

export const auditPageSchema = v.object({ items: v.array(auditEntrySchema), nextCursor: v.nullable(v.string()) });

/** The audit log, for admins: read only; no route changes or deletes an entry. */
export const auditRoutes = {
  listAudit: {
    method: 'GET',
    path: '/api/audit',
    doc: '`{ items, nextCursor }`: every change an admin made, newest first: who (`actor`), what (`action`, `subject`), when (`at`), and the values `before` and `after` (null for something added or deleted). Filtered by `actor` (an email), `action`, `subjectType`, `subjectId`, and the days `from` and `to` (YYYY-MM-DD, inclusive)',
    query: auditListRequestSchema,
    access: 'admin',
    response: auditPageSchema,
  },
} as const satisfies Record<string, RouteContract>;
