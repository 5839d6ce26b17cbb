import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, loginSchema, registerSchema } from './credentials';
import { issuesByField } from './validation';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('email', () => {
  it('is required', () => {
    expect(firstMessage(emailSchema, '')).toBe('Email is Required');
    expect(firstMessage(emailSchema, undefined)).toBe('Email is Required');
  });

  it('accepts any valid address, long top-level domains included', () => {
    for (const ok of ['ann@example.com', 'a.b+c@shop.co.uk', 'sam@works.engineering', 'x_y@mail.io']) {
      expect(firstMessage(emailSchema, ok)).toBeNull();
    }
  });

  it('refuses what is not an address', () => {
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com', 'ann@@example.com']) {
      expect(firstMessage(emailSchema, bad)).toBe('Please Provide A Valid Email');
    }
  });

  it('is kept in lower case so one person is one account', () => {
    expect(v.parse(emailSchema, ' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('login and register forms', () => {
  it("give the spec's messages for password", () => {
    expect(issuesByField(v.safeParse(loginSchema, { email: 'a@b.co', password: '' }).issues ?? [])).toEqual({
      password: 'Password is Required',
    });
    expect(issuesByField(v.safeParse(loginSchema, { email: 'a@b.co', password: '12345' }).issues ?? [])).toEqual({
      password: 'Set your password more than 6 character',
    });
  });

  it('require a name to register', () => {
    const issues = issuesByField(v.safeParse(registerSchema, { name: '  ', email: '', password: '' }).issues ?? []);
    expect(issues).toEqual({ name: 'Name is Required', email: 'Email is Required', password: 'Password is Required' });
  });
});
