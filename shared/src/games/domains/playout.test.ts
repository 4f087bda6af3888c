/**
 * Whole campaigns by the house bot (each regent writes up to three orders from
 * what it is offered, then hands in) and by the engine's uniform fuzzer, with
 * the invariants checked after every command: a holding or unit in a province
 * of the map, holding levels within the province's room (J-83), a round that
 * only moves forward, sheets cleared when a round begins, and no seat's view
 * carrying another's sheet. The campaign ends after its last turn with the
 * winner by VP (checklist 1.13).
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import { randomPlayout } from '../../engine/testing.ts';
import { botMove } from './bot.ts';
import { holdingCapacity, PROVINCE_BY_ID, type ProvinceId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { domains } from './index.ts';
import type { State } from './rules/state.ts';
import { begin } from './testkit.ts';

function invariants(s: State, prev: State | null, events: readonly DmEvent[]): void {
  for (const h of Object.values(s.holdings))
    if (!PROVINCE_BY_ID.has(h.province)) throw new Error(`${h.id} stands nowhere`);
  for (const u of Object.values(s.units))
    if (!PROVINCE_BY_ID.has(u.province)) throw new Error(`${u.id} stands in no province`);
  const room = new Map<string, number>();
  for (const h of Object.values(s.holdings))
    room.set(`${h.province}/${h.type}`, (room.get(`${h.province}/${h.type}`) ?? 0) + h.level);
  for (const [key, used] of room) {
    const [p, type] = key.split('/') as [ProvinceId, 'law' | 'temple' | 'guild' | 'source'];
    const ps = s.provinces[p];
    if (ps && used > holdingCapacity(type, Math.max(ps.level, prev?.provinces[p]?.level ?? 0), ps.magic))
      throw new Error(`${p} holds ${used} levels of ${type}, above its room`);
  }
  if (prev && s.round < prev.round) throw new Error('the round went back');
  if (events.some((e) => e.type === 'roundBegun') && Object.values(s.sheets).some((sh) => sh?.in))
    throw new Error('a new round began with sheets still in');
  // the views (each with every order its sheet could take) are built where sheets change hands
  if (!events.some((e) => e.type === 'sheetHandedIn' || e.type === 'roundBegun')) return;
  for (const me of s.regents) {
    const v = domains.view(s, me);
    if (v.sheet && v.sheet !== (s.sheets[me] ?? null)) throw new Error(`${me} is shown a sheet not its own`);
    for (const o of v.offers)
      if (o.order.overseer && s.characters[o.order.overseer]?.domain !== me)
        throw new Error(`${me} is offered an order of another court`);
  }
}

/** A bot campaign, the first pending regent the bot acts for moving each time. */
function botGame(regents: number, seed: number) {
  let s = begin({ regents, turns: 4 }, seed).state;
  const pick = seededDice(`bot:${seed}`);
  let resolved = 0;
  let refused = 0;
  for (let i = 0; i < 20_000 && !s.result; i++) {
    const move = botMove(s, pick);
    if (!move) throw new Error(`dead end in round ${s.round}`);
    const r = play(domains, s, move.seat, move.command, { dice: seededDice(`${seed}:${i}`), now: i });
    const next = r.state as State;
    const events = r.events as DmEvent[];
    invariants(next, s, events);
    for (const e of events)
      if (e.type === 'actionResolved') {
        resolved++;
        if (e.roll === null && !e.ok) refused++;
      }
    s = next;
  }
  return { s, resolved, refused };
}

describe('Domains campaigns played whole', () => {
  it('1.13 bot campaigns of 2, 4 and 6 regents end after their last turn with the winner by VP', () => {
    for (const [regents, seed] of [
      [2, 1],
      [4, 2],
      [6, 3],
    ] as const) {
      const { s, resolved, refused } = botGame(regents, seed);
      expect(s.result, `${regents} regents`).not.toBeNull();
      // 4 turns of 3 rounds
      expect(s.round).toBe(12);
      const best = Math.max(...s.regents.map((d) => s.domains[d].vp));
      expect(s.result!.winners.every((w) => s.domains[w].vp === best)).toBe(true);
      // every regent wrote orders most rounds; what is offered is nearly always carried out (a refusal is an
      // agreement the other regent did not give, or money an earlier order of the same sheet spent)
      expect(resolved).toBeGreaterThan(regents * 12 * 2);
      expect(refused / resolved).toBeLessThan(0.15);
    }
  }, 300_000);

  it('the engine fuzzer (uniform picks over the two-level prompt, timeouts) finds no dead end', () => {
    for (const seed of [1, 2]) {
      const r = randomPlayout(domains, { seed: `dm-fuzz-${seed}`, config: { regents: 3, turns: 4 }, timeoutRate: 0.1 });
      expect(r.result).not.toBeNull();
    }
  }, 300_000);
});
