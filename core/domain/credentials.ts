import * as v from 'valibot';
import { messages } from './messages';
import { oneLine, readable } from './validation';

export const MIN_PASSWORD_LENGTH = 6;
/** The rule as the password fields state it, on sign-up and on choosing a new one alike. */
export const passwordRule = `At least ${MIN_PASSWORD_LENGTH} characters`;

// Any address a mail server would take: no 2-3 letter limit on the domain's last part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailSchema = v.pipe(
  v.string(messages.emailRequired),
  v.trim(),
  v.nonEmpty(messages.emailRequired),
  v.maxLength(254, messages.emailInvalid),
  v.regex(EMAIL_PATTERN, messages.emailInvalid),
  v.toLowerCase(),
);

export const passwordSchema = v.pipe(
  v.string(messages.passwordRequired),
  v.nonEmpty(messages.passwordRequired),
  v.minLength(MIN_PASSWORD_LENGTH, messages.passwordTooShort),
  v.maxLength(4096, messages.passwordTooShort),
);

export const DISPLAY_NAME_MAX_LENGTH = 100;

export const displayNameSchema = v.pipe(
  v.string(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(DISPLAY_NAME_MAX_LENGTH, `Keep the name under ${DISPLAY_NAME_MAX_LENGTH} characters`),
  oneLine('the name'),
  readable('the name'),
);

/**
 * The name the shop shows for an account, from what the sign-in service holds (which the shop
 * never checked): control characters dropped, white space folded, cut to the schema's length.
 */
export function displayNameFrom(name: string | null | undefined, email: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
  const chosen = clean || email.split('@')[0];
  return [...chosen].slice(0, DISPLAY_NAME_MAX_LENGTH).join('').trim();
}

export const loginSchema = v.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = v.InferOutput<typeof loginSchema>;

export const registerSchema = v.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterForm = v.InferOutput<typeof registerSchema>;

/** What 'Forgot password?' sends. */
export const passwordResetSchema = v.object({ email: emailSchema }, messages.emailRequired);
