import * as v from 'valibot';
import { messages } from './messages';
import { oneLine, requiredText } from './validation';

export interface Profile {
  email: string;
  name: string;
  home: string;
  education: string;
  link: string;
}

const webAddress = 'Please provide a web address, like https://example.com';

export const profileFormSchema = v.object({
  name: v.pipe(requiredText(messages.nameRequired, 100), oneLine('the name')),
  home: v.pipe(requiredText(messages.homeRequired, 300), oneLine('the home address')),
  education: v.pipe(requiredText(messages.educationRequired, 200), oneLine('the education field')),
  // A web address only: `javascript:` and other schemes would be links that run code.
  link: v.pipe(requiredText(messages.linkRequired, 500), oneLine('the link'), v.url(webAddress), v.regex(/^https?:\/\//i, webAddress)),
});
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;

/** A profile not saved yet reads as empty fields, never as an error. */
export const emptyProfile = (email: string): Profile => ({ email, name: '', home: '', education: '', link: '' });
