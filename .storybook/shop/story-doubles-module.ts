import { ContainerModule } from 'inversify';
import { PORTS, SETTINGS } from '../../adapters/composition/shop-ids';
import { NoSignInService } from './no-sign-in-service';
import { StoryAccountLinks } from './story-account-links';
import type { ObjectUrlImageStore } from './object-url-image-store';
import { UserIdAccessTokens } from './user-id-access-tokens';

/** What a story needs in place of Firebase, signed tokens and the picture store on disk. */
export const storyDoublesModule = (images: ObjectUrlImageStore) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.IdentityVerifier).toConstantValue(new NoSignInService());
    bind(PORTS.AccountLinks).toConstantValue(new StoryAccountLinks());
    bind(PORTS.AccessTokens).toConstantValue(new UserIdAccessTokens());
    bind(PORTS.ImageStore).toConstantValue(images);
    // Never reached: stories sign in by token, not through the sign-in service.
    bind(SETTINGS.AuthConfig).toConstantValue({ apiKey: 'storybook', authDomain: 'storybook.invalid', projectId: 'demo-storybook', emulatorUrl: 'http://127.0.0.1:9' });
  });
