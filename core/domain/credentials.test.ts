import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { displayNameFrom, displayNameSchema, emailSchema, loginSchema, passwordRule, registerSchema } from './credentials';
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
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com', 'ann@@example.com', 'ann@example.com, bob@example.com']) {
      expect(firstMessage(emailSchema, bad)).toBe('Please Provide A Valid Email');
    }
  });

  it('is kept in lower case so one person is one account', () => {
    expect(v.parse(emailSchema, ' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('password', () => {
  it('is stated as the rule the schema holds it to', () => {
    expect(passwordRule).toBe('At least 6 characters');
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: '123456' })).toBeNull();
  });
});

describe('display name', () => {
  it('is a readable name on one line, up to 100 characters', () => {
    expect(v.parse(displayNameSchema, '  Ann Archer ')).toBe('Ann Archer');
    expect(v.parse(displayNameSchema, 'a'.repeat(100))).toHaveLength(100);
    expect(firstMessage(displayNameSchema, 'a'.repeat(101))).toBe('Keep the name under 100 characters');
    expect(firstMessage(displayNameSchema, 'Ann\nArcher')).toBe('Keep the name on one line');
    expect(firstMessage(displayNameSchema, 'Ann \u202eArcher')).toBe('Remove the text direction control U+202E from the name');
  });
});

describe('the name shown for an account', () => {
  it("is the sign-in service's name, control characters turned to spaces and white space folded", () => {
    expect(displayNameFrom('Ann Archer', 'ann@example.com')).toBe('Ann Archer');
    expect(displayNameFrom('  Ann \t\n  Archer  ', 'ann@example.com')).toBe('Ann Archer');
    expect(displayNameFrom('Ann\u0000Archer\u0085', 'ann@example.com')).toBe('Ann Archer');
  });

  it('is the first part of the email when the service holds no name, or only blanks', () => {
    expect(displayNameFrom(null, 'ann.archer@example.com')).toBe('ann.archer');
    expect(displayNameFrom(undefined, 'bob@example.com')).toBe('bob');
    expect(displayNameFrom(' \u0007 ', 'bob@example.com')).toBe('bob');
  });

  it('is cut to 100 characters, never inside one, with no blank left at its end', () => {
    expect(displayNameFrom('a'.repeat(150), 'ann@example.com')).toBe('a'.repeat(100));
    expect(displayNameFrom('🔧'.repeat(150), 'ann@example.com')).toBe('🔧'.repeat(100));
    expect(displayNameFrom(`${'a'.repeat(99)} Archer`, 'ann@example.com')).toBe('a'.repeat(99));
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
