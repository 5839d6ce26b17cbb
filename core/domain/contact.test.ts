import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact';
import { issuesByField } from './validation';

describe('contact form', () => {
  it("uses the shop's own name and email messages", () => {
    const result = v.safeParse(contactFormSchema, { name: ' ', email: 'nope', message: '' });
    expect(issuesByField(result.issues ?? [])).toEqual({ name: 'Name is Required', email: 'Please Provide A Valid Email', message: 'Message is Required' });
  });

  it('wants a message that shows', () => {
    const result = v.safeParse(contactFormSchema, { name: 'Ann', email: 'ann@example.com', message: '\u200b\u2060' });
    expect(issuesByField(result.issues ?? [])).toEqual({ message: 'Type the message: this holds only invisible characters' });
  });

  it('accepts a filled form', () => {
    expect(v.safeParse(contactFormSchema, { name: 'Ann', email: 'ann@site.engineering', message: 'Ten drills please' }).success).toBe(true);
  });
});
