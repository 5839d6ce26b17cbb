import type { Profile } from '../../domain/profile';

/** Profiles, one per user, kept under the user's id. */
export interface ProfileRepository {
  /** Null when none was saved yet. */
  find(userId: string): Promise<Profile | null>;
  /** Creates or replaces the profile of `userId`. */
  save(userId: string, profile: Profile): Promise<Profile>;
}
