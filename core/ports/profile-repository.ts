import type { Profile } from '../domain/profile';

export interface ProfileRepository {
  /** Null when none was saved yet. */
  find(email: string): Promise<Profile | null>;
  /** Creates or replaces the profile of `profile.email`. */
  save(profile: Profile): Promise<Profile>;
}
