import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '../../core/contract';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { pagedQuery, replaceItem } from './pages';

export const messageKeys = {
  all: ['messages'] as const,
  pages: ['messages', 'pages'] as const,
  pagesOf: (pageSize: number) => [...messageKeys.pages, pageSize] as const,
  unread: ['messages', 'unread'] as const,
  markRead: ['messages', 'mark-read'] as const,
};

/**
 * Every answer about messages carries how many are unread: the newest is what the menu's badge
 * and the Messages page show. A count still on its way was asked for earlier, and is dropped.
 */
async function shareUnread(client: QueryClient, unread: number) {
  await client.cancelQueries({ queryKey: messageKeys.unread });
  client.setQueryData(messageKeys.unread, unread);
}

/** How many messages are unread, read on its own (one message's page) for the dashboard's menu. */
export const unreadCountQuery = (api: ShopApi) => queryOptions({ queryKey: messageKeys.unread, queryFn: async () => (await api.call('listMessages', { query: { limit: 1 } })).unread });

/** The messages, newest first, page by page; each page also brings the unread count up to date. */
export const messagesQuery = (api: ShopApi, client: QueryClient, pageSize: number) =>
  pagedQuery(messageKeys.pagesOf(pageSize), pageSize, async (query) => {
    const page = await api.call('listMessages', { query });
    await shareUnread(client, page.unread);
    return page;
  });

/** Marks a message read: the list shows it read and the unread count drops, everywhere it shows. Several may be under way at once. */
export function useMarkRead() {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationKey: messageKeys.markRead,
    mutationFn: (id: string) => api.call('markMessageRead', { params: { id } }),
    onSuccess: async ({ message, unread }) => {
      client.setQueriesData<InfiniteData<AnswerOf<'listMessages'>>>({ queryKey: messageKeys.pages }, (data) => replaceItem(data, message));
      await shareUnread(client, unread);
    },
  });
}
