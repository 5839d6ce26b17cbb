import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm } from '../../core/domain/profile';
import type { ShopApi } from '../../core/ports/browser/shop-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const profileKeys = {
  all: ['profile'] as const,
  of: (email: string) => [...profileKeys.all, email] as const,
};

/** Someone's profile; one not saved yet reads as empty. */
export const profileQuery = (api: ShopApi, email: string) => queryOptions({ queryKey: profileKeys.of(email), queryFn: () => api.call('getProfile', { params: { email } }) });

/** Saves a profile: what the shop stored is what the page shows. */
export function useSaveProfile(email: string) {
  const api = useService(UI_TOKENS.ShopApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => api.call('saveProfile', { params: { email }, body: form }),
    onSuccess: (profile) => client.setQueryData(profileKeys.of(email), profile),
  });
}
