import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OutboxMessage } from '../../core/domain/mail';
import type { Page } from '../../core/domain/page';
import type { OutboxApi } from '../../core/ports/browser/outbox-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { pagedQuery, replaceItem } from './pages';

export const outboxKeys = {
  pages: ['outbox', 'pages'] as const,
  pagesOf: (pageSize: number) => [...outboxKeys.pages, pageSize] as const,
  resend: ['outbox', 'resend'] as const,
};

/** The outbox, newest first, page by page. */
export const outboxQuery = (api: OutboxApi, pageSize: number) => pagedQuery(outboxKeys.pagesOf(pageSize), pageSize, (request) => api.listOutbox(request));

/** 'Send again' for a failed message: it shows queued at once, wherever the list shows. Several may be under way. */
export function useResendEmail() {
  const api = useService(UI_TOKENS.OutboxApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: outboxKeys.resend,
    mutationFn: (id: string) => api.resend(id),
    onSuccess: (message) => client.setQueriesData<InfiniteData<Page<OutboxMessage>>>({ queryKey: outboxKeys.pages }, (data) => replaceItem(data, message)),
  });
}
