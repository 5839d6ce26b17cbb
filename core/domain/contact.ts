import * as v from 'valibot';
import { displayNameSchema, emailSchema } from './credentials';
import { requiredText } from './validation';

/** A message to the works from the contact page. */
export const contactFormSchema = v.object({
  name: displayNameSchema,
  email: emailSchema,
  message: requiredText('Message is Required', 4000),
});
export type ContactForm = v.InferOutput<typeof contactFormSchema>;
