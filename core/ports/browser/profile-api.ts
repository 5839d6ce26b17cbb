import type { Profile, ProfileForm } from '../../domain/profile';

/** The customer's profile as the browser sees it (served by the shop's API). */
export interface ProfileApi {
  getProfile(email: string): Promise<Profile>;
  saveProfile(email: string, form: ProfileForm): Promise<Profile>;
}
