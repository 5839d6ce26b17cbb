import { eq } from 'drizzle-orm';
import type { Profile } from '../../core/domain/profile';
import type { ProfileRepository } from '../../core/ports/driven/profile-repository';
import type { ShopDatabase } from './database';
import { profiles } from './schema';

const columns = { email: profiles.email, name: profiles.name, home: profiles.home, education: profiles.education, link: profiles.link };

export class PostgresProfileRepository implements ProfileRepository {
  constructor(private readonly db: ShopDatabase) {}

  async find(userId: string) {
    const [row] = await this.db.select(columns).from(profiles).where(eq(profiles.userId, userId));
    return row ?? null;
  }

  async save(userId: string, profile: Profile) {
    const [row] = await this.db
      .insert(profiles)
      .values({ ...profile, userId })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...profile, updatedAt: new Date() } })
      .returning(columns);
    return row;
  }
}
