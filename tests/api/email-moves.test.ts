// Accounts may move between emails at the sign-in service in any order, and the shop hears of each
// move only at a sign-in. Whatever the order, a sign-in goes through (never a 500 on the users'
// unique email), each account keeps its own user, and no address can be locked away from its owner.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';
import { changeEmailInEmulator, signInToEmulator, signUpInEmulator } from '../support/auth-emulator';
import { startTestServer } from '../support/test-server';

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

let app: FastifyInstance;
let users: MemoryUserRepository;

beforeAll(async () => {
  ({ app, users } = await startTestServer());
});
afterAll(() => app.close());

async function signIn(email: string) {
  const res = await app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${await signInToEmulator(email)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { user: { id: string; email: string } }).user;
}

/** Every way of interleaving the two accounts' sign-ins with their moves, each a list of steps. */
type Step = 'first moves' | 'second moves' | 'first signs in' | 'second signs in';
const orderings: Step[][] = [
  ['second moves', 'first moves'],
  ['second moves', 'second signs in', 'first moves'],
  ['second moves', 'first moves', 'second signs in'],
  ['second moves', 'first moves', 'first signs in'],
  ['second moves', 'first moves', 'first signs in', 'second signs in'],
  ['second moves', 'first moves', 'second signs in', 'first signs in'],
  ['second moves', 'second signs in', 'first moves', 'first signs in'],
];

describe("an address freed at the sign-in service reaches its owner's sign-in", () => {
  it.each(orderings.map((steps) => [steps.join(', '), steps] as const))('%s, then the owner signs up', async (_, steps) => {
    const victims = unique('future-owner');
    const firstsOld = victims;
    const secondsOld = unique('second');
    const secondsNew = unique('second-new');
    // The first account takes the future owner's address and signs in to the shop; so does a second.
    const first = await signUpInEmulator('First', firstsOld);
    const second = await signUpInEmulator('Second', secondsOld);
    const firstUser = await signIn(firstsOld);
    const secondUser = await signIn(secondsOld);

    for (const step of steps) {
      if (step === 'second moves') await changeEmailInEmulator(second.uid, secondsNew);
      // The first takes the second's old email, which frees the future owner's address.
      if (step === 'first moves') await changeEmailInEmulator(first.uid, secondsOld);
      if (step === 'first signs in') expect((await signIn(secondsOld)).id).toBe(firstUser.id);
      if (step === 'second signs in') expect((await signIn(secondsNew)).id).toBe(secondUser.id);
    }

    await signUpInEmulator('Owner', victims);
    const owner = await signIn(victims);
    expect([firstUser.id, secondUser.id]).not.toContain(owner.id);
    expect(await users.findByEmail(victims)).toMatchObject({ id: owner.id });
    // Each account signs in afterwards as the user it always was, under its email of now.
    expect(await signIn(secondsOld)).toMatchObject({ id: firstUser.id, email: secondsOld });
    expect(await signIn(secondsNew)).toMatchObject({ id: secondUser.id, email: secondsNew });
  });

  it('two accounts that swapped their emails sign in as themselves, in either order', async () => {
    for (const firstToSignIn of ['a', 'b'] as const) {
      const [emailA, emailB, passing] = [unique('swap-a'), unique('swap-b'), unique('swap-tmp')];
      const a = await signUpInEmulator('A', emailA);
      const b = await signUpInEmulator('B', emailB);
      const userA = await signIn(emailA);
      const userB = await signIn(emailB);
      await changeEmailInEmulator(a.uid, passing);
      await changeEmailInEmulator(b.uid, emailA);
      await changeEmailInEmulator(a.uid, emailB);
      const order = firstToSignIn === 'a' ? [emailB, emailA] : [emailA, emailB];
      for (const email of order) expect((await signIn(email)).id).toBe(email === emailB ? userA.id : userB.id);
      expect(await users.findByEmail(emailB)).toMatchObject({ id: userA.id });
      expect(await users.findByEmail(emailA)).toMatchObject({ id: userB.id });
    }
  });
});
