import { eq } from 'drizzle-orm';
import type { Profile } from '../../core/domain/profile';
import type { ProfileRepository } from '../../core/ports/profile-repository';
import type { ShopDatabase } from './database';
import { profiles } from './schema';

const columns = { email: profiles.email, name: profiles.name, home: profiles.home, education: profiles.education, link: profiles.link };

export class PostgresProfileRepository implements ProfileRepository {
  constructor(private readonly db: ShopDatabase) {}

  async find(email: string) {
    const [row] = await this.db.select(columns).from(profiles).where(eq(profiles.email, email));
    return row ?? null;
  }

  async save(profile: Profile) {
    const { email: _email, ...fields } = profile;
    const [row] = await this.db
      .insert(profiles)
      .values(profile)
      .onConflictDoUpdate({ target: profiles.email, set: { ...fields, updatedAt: new Date() } })
      .returning(columns);
    return row;
  }
}
