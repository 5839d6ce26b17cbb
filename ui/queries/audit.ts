import type { AuditQuery } from '../../core/domain/audit';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { pagedQuery } from './pages';

export const auditKeys = {
  all: ['audit'] as const,
  pagesOf: (pageSize: number, filters: AuditQuery) => [...auditKeys.all, pageSize, filters] as const,
};

/** The audit log, newest first, page by page, as the filters ask. */
export const auditQuery = (api: ShopApi, pageSize: number, filters: AuditQuery) =>
  pagedQuery(auditKeys.pagesOf(pageSize, filters), pageSize, (request) => api.call('listAudit', { query: { ...request, ...filters } }));
