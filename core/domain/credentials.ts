import * as v from 'valibot';
import { messages } from './messages';
import { oneLine } from './validation';

export const MIN_PASSWORD_LENGTH = 6;

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

export const displayNameSchema = v.pipe(
  v.string(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(100, 'Keep the name under 100 characters'),
  oneLine('the name'),
);

export const loginSchema = v.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = v.InferOutput<typeof loginSchema>;

export const registerSchema = v.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterForm = v.InferOutput<typeof registerSchema>;

export const isValidEmail = (value: string) => v.is(emailSchema, value);
