import * as v from 'valibot';
import { emptyProfile, profileFormSchema, type Profile } from '../domain/profile';
import type { User } from '../domain/user';
import type { ProfileRepository } from '../ports/profile-repository';
import { invalidData } from './errors';
import { requireSelfOrAdmin } from './permissions';

/** The customer's own profile: read and written by its owner or an admin. */
export class Profiles {
  constructor(private readonly profiles: ProfileRepository) {}

  /** A profile not saved yet reads as empty, not as an error. */
  async getProfile(caller: User | null, email: string): Promise<Profile> {
    requireSelfOrAdmin(caller, email);
    const owner = email.toLowerCase();
    return (await this.profiles.find(owner)) ?? emptyProfile(owner);
  }

  async saveProfile(caller: User | null, email: string, input: unknown): Promise<Profile> {
    requireSelfOrAdmin(caller, email);
    const parsed = v.safeParse(profileFormSchema, input);
    if (!parsed.success) throw invalidData(parsed.issues[0].message);
    return this.profiles.save({ ...parsed.output, email: email.toLowerCase() });
  }
}
