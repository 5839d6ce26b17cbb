import type { AccountLinks } from '../../core/ports/driven/mail';

/** Account links in stories: the shop's own page with a made-up code, as the sign-in service's would look. */
export class StoryAccountLinks implements AccountLinks {
  async emailVerificationLink() {
    return `${location.origin}/auth/action?mode=verifyEmail&oobCode=story-code`;
  }

  async passwordResetLink() {
    return `${location.origin}/auth/action?mode=resetPassword&oobCode=story-code`;
  }
}
