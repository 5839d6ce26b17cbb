import type { Profile } from '../../core/domain/profile';
import type { ProfileRepository } from '../../core/ports/driven/profile-repository';

export class MemoryProfileRepository implements ProfileRepository {
  private readonly profiles = new Map<string, Profile>();

  async find(userId: string) {
    const found = this.profiles.get(userId);
    return found ? { ...found } : null;
  }

  async save(userId: string, profile: Profile) {
    this.profiles.set(userId, { ...profile });
    return { ...profile };
  }
}
