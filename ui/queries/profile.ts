import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm } from '../../core/domain/profile';
import type { ProfileApi } from '../../core/ports/browser/profile-api';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export const profileKeys = {
  all: ['profile'] as const,
  of: (email: string) => [...profileKeys.all, email] as const,
};

/** Someone's profile; one not saved yet reads as empty. */
export const profileQuery = (api: ProfileApi, email: string) => queryOptions({ queryKey: profileKeys.of(email), queryFn: () => api.getProfile(email) });

/** Saves a profile: what the shop stored is what the page shows. */
export function useSaveProfile(email: string) {
  const api = useService(UI_TOKENS.ProfileApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => api.saveProfile(email, form),
    onSuccess: (profile) => client.setQueryData(profileKeys.of(email), profile),
  });
}
