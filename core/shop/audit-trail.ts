import * as v from 'valibot';
import { auditQuerySchema, MAX_AUDIT_PAGE, type AuditEntry } from '../domain/audit';
import type { Page } from '../domain/page';
import { wholeNumberParameter } from '../domain/validation';
import type { AuditLog } from '../ports/driven/audit-log';
import { pageQuerySchema } from './catalogue';

/** A page of the log as a query string asks for it: the filters, how many, and where the last page ended. */
export const auditListRequestSchema = v.pipe(
  v.object({ ...auditQuerySchema.entries, limit: wholeNumberParameter('limit', MAX_AUDIT_PAGE, 50), cursor: pageQuerySchema.entries.cursor }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, 'from must not be after to'),
);
export type AuditListRequest = v.InferOutput<typeof auditListRequestSchema>;

/** The admins' reading of the audit log (the contract lets only admins in): newest first, filtered by who, what and when. */
export class AuditTrail {
  constructor(private readonly log: AuditLog) {}

  list({ limit, cursor, ...query }: AuditListRequest): Promise<Page<AuditEntry>> {
    return this.log.list(query, { limit, cursor });
  }
}
