/**
 * One battery for the account store of every adapter (issue #22): unique
 * names, passkeys, sessions that expire and are revoked, ceremonies taken
 * once, and a guest's seats moving to an account.
 */
import { describe, expect, it } from 'vitest';
import type { AccountRow, PasskeyRow } from '../../src/store/account-store.ts';
import type { MatchStore } from '../../src/store/store.ts';
import { newMatch } from './contract.ts';

let counter = 0;
function account(name: string): AccountRow {
  const n = `${process.pid}-${Date.now()}-${counter++}`;
  return {
    id: `acc-${n}`,
    name: `${name}${n}`,
    nameKey: `${name.toLowerCase()}${n}`,
    passwordHash: null,
    createdAt: 5,
  };
}
const passkey = (id: string, owner: string): PasskeyRow => ({
  id,
  account: owner,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal', 'hybrid'],
  createdAt: 6,
  usedAt: null,
});

export function accountContract(name: string, open: () => Promise<MatchStore>) {
  describe(`${name} account store`, () => {
    it('stores an account with its first passkey, and no second account of the same name key', async () => {
      const store = await open();
      const ada = account('Ada');
      const key = passkey(`pk-${ada.id}`, ada.id);
      expect(await store.accounts.createAccount(ada, key)).toBe(true);
      expect(await store.accounts.accountById(ada.id)).toEqual(ada);
      expect(await store.accounts.accountByNameKey(ada.nameKey)).toEqual(ada);
      expect(await store.accounts.passkeysOf(ada.id)).toEqual([key]);
      const twin = { ...account('Ada'), nameKey: ada.nameKey };
      expect(await store.accounts.createAccount(twin, passkey(`pk-${twin.id}`, twin.id))).toBe(false);
      // Nothing of the refused account was stored, its passkey included.
      expect(await store.accounts.accountById(twin.id)).toBeNull();
      expect(await store.accounts.passkeyById(`pk-${twin.id}`)).toBeNull();
      await store.accounts.usePasskey(key.id, 7, 99);
      expect(await store.accounts.passkeyById(key.id)).toEqual({ ...key, counter: 7, usedAt: 99 });
      await store.close();
    });

    it('finds a session until it expires or is revoked', async () => {
      const store = await open();
      const bea = account('Bea');
      await store.accounts.createAccount(bea, null);
      const tokenHash = `s-${bea.id}`;
      await store.accounts.createSession({ tokenHash, account: bea.id, createdAt: 10, expiresAt: 20 });
      expect(await store.accounts.sessionAccount(tokenHash, 19)).toEqual(bea);
      expect(await store.accounts.sessionAccount(tokenHash, 20)).toBeNull();
      expect(await store.accounts.deleteSession(tokenHash)).toBe(true);
      expect(await store.accounts.sessionAccount(tokenHash, 11)).toBeNull();
      expect(await store.accounts.deleteSession(tokenHash)).toBe(false);
      await store.close();
    });

    it('gives a ceremony once, and never after it expired', async () => {
      const store = await open();
      const id = `ceremony-${process.pid}-${counter++}`;
      await store.accounts.putCeremony({
        id,
        challenge: 'c1',
        payload: '{"kind":"sign-in"}',
        expiresAt: 100,
      });
      expect(await store.accounts.takeCeremony(id, 50)).toEqual({
        id,
        challenge: 'c1',
        payload: '{"kind":"sign-in"}',
        expiresAt: 100,
      });
      expect(await store.accounts.takeCeremony(id, 50)).toBeNull();
      const late = `${id}-late`;
      await store.accounts.putCeremony({ id: late, challenge: 'c2', payload: '{}', expiresAt: 100 });
      expect(await store.accounts.takeCeremony(late, 100)).toBeNull();
      await store.close();
    });

    it('moves to an account only the human seats the tokens hold that no account holds', async () => {
      const store = await open();
      const cy = account('Cy');
      const dee = account('Dee');
      await store.accounts.createAccount(cy, null);
      await store.accounts.createAccount(dee, null);
      const m = newMatch({}, [
        {
          seat: 0,
          kind: 'human',
          bot: null,
          name: null,
          tokenHash: `t0-${cy.id}`,
          reservedFor: null,
          account: null,
        },
        {
          seat: 1,
          kind: 'human',
          bot: null,
          name: null,
          tokenHash: `t1-${cy.id}`,
          reservedFor: null,
          account: dee.id,
        },
        { seat: 2, kind: 'bot', bot: 'easy', name: null, tokenHash: null, reservedFor: null, account: null },
      ]);
      await store.createMatch(m);
      const moved = await store.accounts.adoptSeats(cy.id, [`t0-${cy.id}`, `t1-${cy.id}`, 'no-such-token']);
      expect(moved).toEqual([{ match: m.row.id, seat: 0 }]);
      expect((await store.loadSeats(m.row.id)).map((s) => s.account)).toEqual([cy.id, dee.id, null]);
      // A seat claimed by a signed-in player records the account; leaving it clears it.
      const open2 = newMatch();
      await store.createMatch(open2);
      expect(await store.claimSeat(open2.row.id, 0, `t-${dee.id}`, 'Dee', null, dee.id)).toBe(true);
      expect((await store.loadSeats(open2.row.id))[0]?.account).toBe(dee.id);
      expect(await store.releaseSeat(open2.row.id, 0, `t-${dee.id}`, null)).toBe(true);
      expect((await store.loadSeats(open2.row.id))[0]?.account).toBeNull();
      expect(await store.resignedSeats(open2.row.id)).toEqual([]);
      await store.close();
    });

    it('leaving a rated match under way: the seat keeps the first account that resigned it', async () => {
      const store = await open();
      const [fay, gus] = [account('Fay'), account('Gus')];
      for (const a of [fay, gus]) await store.accounts.createAccount(a, null);
      const m = newMatch();
      await store.createMatch(m);
      const id = m.row.id;
      expect(await store.claimSeat(id, 0, `t-${fay.id}`, 'Fay', null, fay.id)).toBe(true);
      // The wrong token resigns nothing.
      expect(await store.releaseSeat(id, 0, 'not-hers', null, true)).toBe(false);
      expect(await store.resignedSeats(id)).toEqual([]);
      expect(await store.releaseSeat(id, 0, `t-${fay.id}`, null, true)).toBe(true);
      expect(await store.resignedSeats(id)).toEqual([{ seat: 0, account: fay.id }]);
      // Taken again and left again: the seat still names the first to resign it.
      expect(await store.claimSeat(id, 0, `t-${gus.id}`, 'Gus', null, gus.id)).toBe(true);
      expect(await store.releaseSeat(id, 0, `t-${gus.id}`, 'easy', true)).toBe(true);
      expect(await store.resignedSeats(id)).toEqual([{ seat: 0, account: fay.id }]);
      expect((await store.loadSeats(id))[0]).toMatchObject({ kind: 'bot', bot: 'easy', account: null });
      await store.close();
    });

    it("lists an account's seats in live matches, and gives one of them a new token for another browser", async () => {
      const store = await open();
      const eve = account('Eve');
      await store.accounts.createAccount(eve, null);
      const live = newMatch({ updatedAt: 2 });
      const over = newMatch({ status: 'over', updatedAt: 3 });
      for (const m of [live, over]) {
        await store.createMatch(m);
        await store.claimSeat(m.row.id, 0, `t-${m.row.id}`, 'Eve', null, eve.id);
      }
      expect(await store.accounts.seatsOf(eve.id)).toEqual([{ match: live.row.id, seat: 0, game: 'toy' }]);
      expect(await store.accounts.reissueSeat(live.row.id, 0, eve.id, `new-${live.row.id}`)).toBe(true);
      expect((await store.loadSeats(live.row.id))[0]).toMatchObject({
        tokenHash: `new-${live.row.id}`,
        account: eve.id,
      });
      // Not a seat of this account (the bot's, or another account's): nothing changes.
      expect(await store.accounts.reissueSeat(live.row.id, 1, eve.id, 'x')).toBe(false);
      expect(await store.accounts.reissueSeat(live.row.id, 0, 'someone-else', 'x')).toBe(false);
      expect((await store.loadSeats(live.row.id))[0]?.tokenHash).toBe(`new-${live.row.id}`);
      await store.close();
    });
  });
}
