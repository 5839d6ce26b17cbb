import type { Profile } from '../../core/domain/profile';
import type { ProfileRepository } from '../../core/ports/profile-repository';

export class MemoryProfileRepository implements ProfileRepository {
  private readonly profiles = new Map<string, Profile>();

  async find(email: string) {
    const found = this.profiles.get(email);
    return found ? { ...found } : null;
  }

  async save(profile: Profile) {
    this.profiles.set(profile.email, { ...profile });
    return { ...profile };
  }
}
