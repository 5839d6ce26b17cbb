import * as v from 'valibot';
import { messages } from './messages';
import { requiredText } from './validation';

export interface Profile {
  email: string;
  name: string;
  home: string;
  education: string;
  link: string;
}

export const profileFormSchema = v.object({
  name: requiredText(messages.nameRequired, 100),
  home: requiredText(messages.homeRequired, 300),
  education: requiredText(messages.educationRequired, 200),
  link: v.pipe(requiredText(messages.linkRequired, 500), v.url('Please provide a web address, like https://example.com')),
});
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;

/** A profile not saved yet reads as empty fields, never as an error. */
export const emptyProfile = (email: string): Profile => ({ email, name: '', home: '', education: '', link: '' });
