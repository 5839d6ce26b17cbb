import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { emptyProfile, profileFormSchema, type Profile } from '../core/domain/profile';
import { sampleCustomer } from './msw-handlers';

/**
 * The customer's profile for stories: GET /api/myProfile/:email and PATCH /api/myProfile/:email,
 * answered as the server answers them (adapters/http/contract.ts): GET gives
 * `{ email, name, home, education, link }` (empty strings when nothing is saved), PATCH checks the
 * body with the one profile schema and gives the profile as saved; failures answer `{ type, message }`.
 *
 * What a story saves is kept for that story, so reloading shows it: call `profileStore.reset()`
 * in the stories' `beforeEach`. Stories pass the handlers by key, over the preview's defaults:
 * `parameters: { msw: { handlers: profileHandlers } }`, and swap one for a variant:
 * `handlers: { ...profileHandlers, ...profileVariants.saveFails }`.
 */

/** A customer who has filled in the form. */
export const sampleProfile: Profile = {
  email: sampleCustomer.email,
  name: sampleCustomer.displayName,
  home: '42 Harbour Street, Toronto, ON M5J 2N8',
  education: 'BSc Mechanical Engineering, University of Waterloo',
  link: 'https://www.linkedin.com/in/dev-patel-example',
};

/** What a customer types into an empty form in the stories. */
export const newProfileValues = {
  name: 'Dev Patel',
  home: '7 Mill Lane, Hamilton, ON L8P 4R5',
  education: 'Diploma in Carpentry, Mohawk College',
  link: 'https://devpatel.example.com',
} as const;

export const profileErrorBody = { type: 'internal', message: 'The shop could not reach its profiles right now. Please try again in a moment.' } as const;

/** Profiles saved (PATCHed) during the current story, by lowercased email. */
const saved = new Map<string, Profile>();
let saves = 0;

export const profileStore = {
  /** Forgets what earlier stories saved. */
  reset() {
    saved.clear();
    saves = 0;
  },
  /** The profile saved for `email` in this story, if any. */
  find: (email: string) => saved.get(email.toLowerCase()),
  /** How many saves the server accepted in this story. */
  saves: () => saves,
};

const emailParam = (value: unknown) => decodeURIComponent(String(value)).toLowerCase();

/**
 * GET /api/myProfile/:email: what this story saved for the email, else `seed` when it is that
 * customer's, else the empty profile (never a 404).
 */
export const getProfileHandler = (seed: Profile | null = null) =>
  http.get('*/api/myProfile/:email', ({ params }) => {
    const email = emailParam(params.email);
    const profile = saved.get(email) ?? (seed && seed.email.toLowerCase() === email ? { ...seed, email } : emptyProfile(email));
    return HttpResponse.json(profile);
  });

/** PATCH /api/myProfile/:email: the profile as saved; 400 `invalid_data` with the schema's first message. */
export const saveProfileHandler = http.patch('*/api/myProfile/:email', async ({ params, request }) => {
  const email = emailParam(params.email);
  const body: unknown = await request.json().catch(() => null);
  const parsed = v.safeParse(profileFormSchema, body);
  if (!parsed.success) return HttpResponse.json({ type: 'invalid_data', message: parsed.issues[0].message }, { status: 400 });
  const profile: Profile = { ...parsed.output, email };
  saved.set(email, profile);
  saves += 1;
  return HttpResponse.json(profile);
});

const never = async () => {
  await delay('infinite');
  return HttpResponse.json(profileErrorBody, { status: 500 });
};

/** The working handlers, keyed as stories pass them: nothing saved yet. */
export const profileHandlers = {
  profile: getProfileHandler(),
  saveProfile: saveProfileHandler,
};

/** The states a story shows, each keyed like `profileHandlers`: spread one over them. */
export const profileVariants = {
  /** Nothing saved yet: the profile's fields are empty strings. */
  empty: { profile: getProfileHandler() },
  /** `sampleProfile` saved earlier. */
  saved: { profile: getProfileHandler(sampleProfile) },
  /** GET answering 500. */
  loadFails: { profile: http.get('*/api/myProfile/:email', () => HttpResponse.json(profileErrorBody, { status: 500 })) },
  /** GET that never answers: the page stays loading. */
  loading: { profile: http.get('*/api/myProfile/:email', never) },
  /** PATCH answering 500. */
  saveFails: { saveProfile: http.patch('*/api/myProfile/:email', () => HttpResponse.json(profileErrorBody, { status: 500 })) },
  /** PATCH that never answers: the form stays saving. */
  saving: { saveProfile: http.patch('*/api/myProfile/:email', never) },
};
