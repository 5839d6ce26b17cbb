import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyProfile, profileFormSchema, profileFormStart } from './profile';
import { issuesByField } from './validation';

describe('profile form', () => {
  it("names every missing field with the spec's message", () => {
    const result = v.safeParse(profileFormSchema, { name: '', home: '', education: '', link: '' });
    expect(issuesByField(result.issues ?? [])).toEqual({
      name: 'Name is Required',
      home: 'Home address is Required',
      education: 'Education Field is Required',
      link: 'Link Field is Required',
    });
  });

  it('wants the link to be a web address', () => {
    const base = { name: 'Ann', home: '1 Mill Lane', education: 'BSc' };
    expect(v.safeParse(profileFormSchema, { ...base, link: 'not a link' }).success).toBe(false);
    expect(v.safeParse(profileFormSchema, { ...base, link: 'https://ann.example.com' }).success).toBe(true);
    expect(v.safeParse(profileFormSchema, { ...base, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(profileFormSchema, { ...base, link: 'ftp://files.example.com' }).success).toBe(false);
    expect(v.safeParse(profileFormSchema, { ...base, link: 'http://ann.example.com' }).success).toBe(true);
    // A link that runs code, with a web address inside it, is still no web address.
    expect(v.safeParse(profileFormSchema, { ...base, link: 'javascript:alert("https://ann.example.com")' }).success).toBe(false);
  });

  it('says what a link should look like', () => {
    const base = { name: 'Ann', home: '1 Mill Lane', education: 'BSc' };
    expect(issuesByField(v.safeParse(profileFormSchema, { ...base, link: 'not a link' }).issues ?? [])).toEqual({ link: 'Please provide a web address, like https://example.com' });
  });

  it('keeps each field on one line and readable, naming it', () => {
    const broken = { name: 'Ann\nArcher', home: '1 Mill\nLane', education: 'BSc\nMSc', link: 'https://ann.example.com/\nx' };
    expect(issuesByField(v.safeParse(profileFormSchema, broken).issues ?? [])).toEqual({
      name: 'Keep the name on one line',
      home: 'Keep the home address on one line',
      education: 'Keep the education field on one line',
      link: 'Keep the link on one line',
    });
    const hidden = { name: '\u200b', home: '\u200b', education: '\u200b', link: 'https://ann.example.com' };
    expect(issuesByField(v.safeParse(profileFormSchema, hidden).issues ?? [])).toEqual({
      name: 'Type the name: this holds only invisible characters',
      home: 'Type the home address: this holds only invisible characters',
      education: 'Type the education field: this holds only invisible characters',
    });
  });

  it("starts the form's name from the account's display name while no name is saved", () => {
    expect(profileFormStart(emptyProfile('ann@example.com'), ' Ann Archer ')).toEqual({ name: 'Ann Archer', home: '', education: '', link: '' });
    expect(profileFormStart({ ...emptyProfile('ann@example.com'), name: '  ' }, 'Ann Archer').name).toBe('Ann Archer');
    const saved = { email: 'ann@example.com', name: 'Ann A. Archer', home: '1 Mill Lane', education: 'BSc', link: 'https://ann.example.com' };
    expect(profileFormStart(saved, 'Ann Archer')).toEqual({ name: 'Ann A. Archer', home: '1 Mill Lane', education: 'BSc', link: 'https://ann.example.com' });
  });

  it('reads a profile not saved yet as empty fields', () => {
    expect(emptyProfile('ann@example.com')).toEqual({ email: 'ann@example.com', name: '', home: '', education: '', link: '' });
  });
});
