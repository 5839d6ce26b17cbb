// Two admins demoting each other at the same moment: the shop keeps one of them. Over each database
// (tests/support/each-database.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCustomer, type Call, type Customer } from '../support/customers';
import { describeOverEachDatabase, type ShopOver } from '../support/each-database';
import type { TestServer } from '../support/test-server';

describeOverEachDatabase('admins demoting each other at once', (open) => {
  const ADMIN = `boss-${crypto.randomUUID().slice(0, 8)}@example.com`;
  let shop: ShopOver;
  let server: TestServer;
  let call: Call;
  let boss: Customer;
  let dee: Customer;

  beforeAll(async () => {
    shop = await open({ adminEmails: [ADMIN] });
    server = shop.server;
    call = callAs(server.app);
    boss = await signedInAdmin(server.app, ADMIN);
    dee = await signedInCustomer(server.app, 'Dee Dale', { verified: true });
  });
  afterAll(() => shop?.close());

  const promote = (by: Customer, who: Customer) => call('PUT', `/api/user/admin/${encodeURIComponent(who.email)}`, by.token);
  const demote = (by: Customer, who: Customer) => call('DELETE', `/api/user/admin/${encodeURIComponent(who.email)}`, by.token);

  it('keeps exactly one admin when the only two demote each other at once, over 10 rounds', async () => {
    // Atomicity proven over PostgreSQL (concurrent connections); memory and PGlite check the rule itself.
    expect((await promote(boss, dee)).statusCode).toBe(200);
    for (let round = 0; round < 10; round++) {
      const deeFirst = round % 2 === 1 ? demote(dee, boss) : null;
      const [byBoss, byDee] = await Promise.all([demote(boss, dee), deeFirst ?? demote(dee, boss)]);
      // The loser is refused as the last admin (409), or, if the winner finished first, as no longer an admin (403).
      const [winner, loser] = byBoss.statusCode === 200 ? [byBoss, byDee] : [byDee, byBoss];
      expect(winner.statusCode, `round ${round}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(loser.statusCode);
      expect(await server.users.countAdmins()).toBe(1);
      // The survivor makes the other an admin again for the next round.
      const [survivor, other] = winner === byBoss ? [boss, dee] : [dee, boss];
      expect((await promote(survivor, other)).statusCode).toBe(200);
    }
  });
});
