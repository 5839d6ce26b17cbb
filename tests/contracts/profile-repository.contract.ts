import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileRepository } from '../../core/ports/profile-repository';

/** What every ProfileRepository must do, whatever keeps the data. */
export function profileRepositoryContract(name: string, open: () => Promise<{ profiles: ProfileRepository; reset(): Promise<void> }>) {
  describe(`ProfileRepository contract: ${name}`, () => {
    let profiles: ProfileRepository;
    beforeEach(async () => {
      const opened = await open();
      await opened.reset();
      profiles = opened.profiles;
    });

    it('finds nothing before a save, then the profile as saved, replaced by the next save', async () => {
      expect(await profiles.find('ann@example.com')).toBeNull();
      const first = { email: 'ann@example.com', name: 'Ann', home: '1 Forge Lane, Sheffield', education: 'City College', link: 'https://ann.example.com' };
      expect(await profiles.save(first)).toEqual(first);
      expect(await profiles.find('ann@example.com')).toEqual(first);
      const second = { ...first, home: '2 Mill Road, Leeds' };
      await profiles.save(second);
      expect(await profiles.find('ann@example.com')).toEqual(second);
      expect(await profiles.find('bob@example.com')).toBeNull();
    });
  });
}
