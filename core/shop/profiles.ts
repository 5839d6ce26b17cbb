import { emptyProfile, type Profile, type ProfileForm } from '../domain/profile';
import type { User } from '../domain/user';
import type { ProfileRepository } from '../ports/driven/profile-repository';
import type { UserRepository } from '../ports/driven/user-repository';
import { notFound } from './errors';
import { requireSelfOrAdmin } from './permissions';

/** The customer's own profile: read and written by its owner or an admin. */
export class Profiles {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly users: Pick<UserRepository, 'findByEmail'>,
  ) {}

  /** A profile not saved yet reads as empty, not as an error. */
  async getProfile(caller: User, email: string): Promise<Profile> {
    const owner = await this.ownerOf(caller, email);
    return (owner && (await this.profiles.find(owner.id))) ?? emptyProfile(email.toLowerCase());
  }

  async saveProfile(caller: User, email: string, profile: ProfileForm): Promise<Profile> {
    const owner = await this.ownerOf(caller, email);
    if (!owner) throw notFound('No user has that email');
    return this.profiles.save(owner.id, { ...profile, email: owner.email });
  }

  /** The account that has `email` now: the caller's own, or for an admin anyone's. */
  private async ownerOf(caller: User, email: string): Promise<Pick<User, 'id' | 'email'> | null> {
    const user = requireSelfOrAdmin(caller, email);
    if (user.email === email.toLowerCase()) return user;
    return this.users.findByEmail(email.toLowerCase());
  }
}
