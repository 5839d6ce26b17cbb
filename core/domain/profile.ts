import * as v from 'valibot';
import { messages } from './messages';
import { oneLine, readable, requiredText } from './validation';

export interface Profile {
  email: string;
  name: string;
  home: string;
  education: string;
  link: string;
}

const webAddress = 'Please provide a web address, like https://example.com';

export const profileFormSchema = v.object({
  name: v.pipe(requiredText(messages.nameRequired, 100), oneLine('the name'), readable('the name')),
  home: v.pipe(requiredText(messages.homeRequired, 300), oneLine('the home address'), readable('the home address')),
  education: v.pipe(requiredText(messages.educationRequired, 200), oneLine('the education field'), readable('the education field')),
  // A web address only: `javascript:` and other schemes would be links that run code.
  link: v.pipe(requiredText(messages.linkRequired, 500), oneLine('the link'), v.url(webAddress), v.regex(/^https?:\/\//i, webAddress)),
});
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;

/** A profile not saved yet reads as empty fields, never as an error. */
export const emptyProfile = (email: string): Profile => ({ email, name: '', home: '', education: '', link: '' });

/**
 * What the profile form starts with: the saved profile, and the account's display name while no
 * name is saved, so that a new customer need not type again the name they signed up with.
 */
export const profileFormStart = (profile: Profile, displayName: string): ProfileForm => ({
  name: profile.name.trim() ? profile.name : displayName.trim(),
  home: profile.home,
  education: profile.education,
  link: profile.link,
});
