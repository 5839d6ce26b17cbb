import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileRepository } from '../../core/ports/driven/profile-repository';

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
      expect(await profiles.find('user-ann')).toBeNull();
      const first = { email: 'ann@example.com', name: 'Ann', home: '1 Forge Lane, Sheffield', education: 'City College', link: 'https://ann.example.com' };
      expect(await profiles.save('user-ann', first)).toEqual(first);
      expect(await profiles.find('user-ann')).toEqual(first);
      const second = { ...first, home: '2 Mill Road, Leeds' };
      await profiles.save('user-ann', second);
      expect(await profiles.find('user-ann')).toEqual(second);
      expect(await profiles.find('user-bob')).toBeNull();
    });

    it('keeps profiles by user, not by email: a new user with an old email has none', async () => {
      const old = { email: 'ann@example.com', name: 'Ann', home: '1 Forge Lane', education: 'City College', link: 'https://ann.example.com' };
      await profiles.save('user-ann', old);
      expect(await profiles.find('user-newcomer')).toBeNull();
      expect(await profiles.find('user-ann')).toEqual(old);
    });
  });
}
