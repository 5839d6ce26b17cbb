import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { OutboxPage, OutboxStatus } from '../../core/domain/mail';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { pagedQuery, replaceItem } from './pages';

export const outboxKeys = {
  all: ['outbox'] as const,
  pages: ['outbox', 'pages'] as const,
  pagesOf: (pageSize: number, status: OutboxStatus | 'all' = 'all') => [...outboxKeys.pages, pageSize, status] as const,
  failed: ['outbox', 'failed'] as const,
  resend: ['outbox', 'resend'] as const,
};

/** Every page brings how many emails have failed: the newest is what the menu's mark and the Failed tab show. */
async function shareFailed(client: QueryClient, failed: number) {
  await client.cancelQueries({ queryKey: outboxKeys.failed });
  client.setQueryData(outboxKeys.failed, failed);
}

/** How many emails have failed, read on its own (one message's page) for the dashboard's menu. */
export const failedCountQuery = (api: ShopApi) => queryOptions({ queryKey: outboxKeys.failed, queryFn: async () => (await api.call('listOutbox', { query: { limit: 1 } })).failed });

/** The outbox, newest first, page by page: every email, or those of one status. */
export const outboxQuery = (api: ShopApi, client: QueryClient, pageSize: number, status?: OutboxStatus) =>
  pagedQuery(outboxKeys.pagesOf(pageSize, status), pageSize, async (request) => {
    const page = await api.call('listOutbox', { query: { ...request, status } });
    await shareFailed(client, page.failed);
    return page;
  });

/** 'Send again' for a failed message: it shows queued at once, wherever the list shows, and the failed count is read again. Several may be under way. */
export function useResendEmail() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: outboxKeys.resend,
    mutationFn: (id: string) => api.call('resendEmail', { params: { id } }),
    onSuccess: async (message) => {
      client.setQueriesData<InfiniteData<OutboxPage>>({ queryKey: outboxKeys.pages }, (data) => replaceItem(data, message));
      await client.invalidateQueries({ queryKey: outboxKeys.failed });
    },
  });
}
