/**
 * Brigands (J-64): mercenaries whose paying-off fails (Disband, 1.9 #16) turn
 * brigand where they stand. They are nobody's: their old owner stops paying and
 * counting them; they pillage their province each round (3.8) for nobody's
 * gain; any domain may march on them and fight them without a war (J-35); the
 * loyalty roll counts them as one hostile holding (J-08). Scripted dice; what
 * is asserted is what a player sees: the board, the log and its words.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice, seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import type { DomainId, UnitId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { HANDLERS } from './rules/actions/index.ts';
import './rules/actions/all.ts';
import { meets } from './rules/agendas.ts';
import { battles, pillages } from './rules/battle.ts';
import { loyaltyMods, rolledProvinces, turnStart } from './rules/economy.ts';
import { offeredOrders, resolveAlone } from './rules/proposals/testkit.ts';
import { BRIGANDS, type OrderState, type State, type UnitOwner, type UnitState } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, domains, ofType, rejects, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;
const Z = 'zhainge-valley' as DomainId;
/** Caer Mollen: Docandragh's, plains, level 3, Average, no walls; next to Brecanmoor (Docandragh's) and Voroshin's Bereg. */
const CM = 'caer-mollen';

/** Three regents (Docandragh, the Zhaïnge Valley, Djafra) in round `round`, at peace. */
const start = (round = 2): State =>
  sandbox(
    { round, treasury: { [D]: { gb: 50, rp: 20 }, [C]: { gb: 50, rp: 20 }, [Z]: { gb: 50, rp: 20 } } },
    { regents: 3 },
  );

type U = Partial<UnitState> & { type: UnitId; owner: UnitOwner; province: string };

/** Replaces every unit with these (ids t1, t2, … unless given). */
function only(s: State, units: U[]): State {
  const out: Record<string, UnitState> = {};
  units.forEach((u, i) => {
    const id = u.id ?? `t${i + 1}`;
    out[id] = { mustered: 0, upgrades: [], seenBattle: false, captor: null, ...u, id };
  });
  return { ...s, units: out };
}

const many = (n: number, u: U): U[] => Array.from({ length: n }, () => ({ ...u }));
const brigands = (n: number, province = CM): U[] => many(n, { type: 'mercenary-infantry', owner: BRIGANDS, province });
const province = (s: State, id: string, patch: Partial<State['provinces'][string]>): State => ({
  ...s,
  provinces: { ...s.provinces, [id]: { ...s.provinces[id]!, ...patch } },
});

const order = (action: OrderState['action'], as: OrderState['as'], targets: string[], more: Partial<OrderState> = {}) =>
  ({ action, as, targets, ...more }) as OrderState;

/** One order of a domain resolved at its slot with scripted dice. */
function run(s: State, d: DomainId, o: OrderState, dice: ScriptedValue[] = []) {
  const tx = new Tx(s, scriptedDice(dice));
  HANDLERS[o.action]!(tx, { domain: d, index: 0, order: o });
  const resolved = ofType(tx.events as DmEvent[], 'actionResolved')[0]!;
  return { state: tx.state, ok: resolved.ok, text: resolved.text, roll: resolved.roll };
}

/** Step 6 alone (battles, sieges, raids, occupations, pillage); every note, and to whom. */
function step6(s: State, dice: ScriptedValue[] = []) {
  const d = scriptedDice(dice);
  const tx = new Tx(s, d);
  battles(tx);
  const noted = ofType(tx.events as DmEvent[], 'noted');
  return {
    state: tx.state,
    events: tx.events as DmEvent[],
    notes: [...new Set(noted.map((e) => e.text))],
    to: (who: DomainId | null) => noted.filter((e) => (e.domain ?? null) === who).map((e) => e.text),
    left: d.remaining(),
  };
}

const owners = (s: State) => Object.values(s.units).map((u) => `${u.type}@${u.province}:${u.owner}`);
/** Ids a player must never read. */
const IDS = /caer-mollen|princedom-of-docandragh|emirate-of-djafra|zhainge-valley|brecanmoor|\bt\d\b/;

describe('turning brigand (1.9 #16, J-64)', () => {
  it('1.9 #16 J-64 DC 10 to pay off mercenaries: a 10 sends them home, a 9 turns them brigand where they stand', () => {
    const s = only(start(), [
      { type: 'infantry', owner: C, province: CM },
      { type: 'mercenary-infantry', owner: C, province: CM, task: { kind: 'occupy', round: 2, target: CM } },
      { type: 'mercenary-archers', owner: C, province: CM },
    ]);
    const disband = order('disband', 'free', ['t1', 't2', 't3']);
    // Caer Mollen is Average: DC 10 and nothing else
    const paid = run(s, C, disband, [10]);
    expect(paid.ok).toBe(true);
    expect(paid.roll?.dc).toBe(10);
    expect(paid.state.units).toEqual({});
    expect(paid.text).toBe('Infantry go home; Mercenary Infantry, Mercenary Archers are paid off in Caer Mollen.');

    const refused = run(s, C, disband, [9]);
    expect(refused.ok).toBe(false);
    expect(refused.roll?.dc).toBe(10);
    // the regulars went home all the same; the mercenaries are nobody's now, and their task is dropped
    expect(owners(refused.state)).toEqual([
      'mercenary-infantry@caer-mollen:brigands',
      'mercenary-archers@caer-mollen:brigands',
    ]);
    expect(refused.state.units.t2!.task).toBeUndefined();
    expect(refused.state.units.t2!.captor).toBeNull();
    expect(refused.text).toBe(
      'Infantry go home; Mercenary Infantry, Mercenary Archers refuse to be paid off and turn brigand in Caer Mollen: they are no longer the Princedom of Docandragh’s and cost it nothing, they pillage Caer Mollen each round, and any domain may attack them without a war (J-64).',
    );
    expect(refused.text).not.toMatch(/not carried out/);
    expect(refused.text).not.toMatch(IDS);
  });

  it('J-64 1.9 #16 the old owner no longer pays their upkeep, counts them among its units, nor may order them', () => {
    // the second turn's start: loyalty rolls (a 12 in each province), events (no event on a 20), then expenses
    const withMercs = only(start(4), [
      ...many(2, { type: 'infantry', owner: C, province: 'docandragh' }),
      { type: 'mercenary-infantry', owner: C, province: CM },
    ]);
    const turned: State = {
      ...withMercs,
      units: { ...withMercs.units, t3: { ...withMercs.units.t3!, owner: BRIGANDS } },
    };
    const upkeep = (s: State) => {
      const tx = new Tx(s, scriptedDice([...rolledProvinces(s).map(() => 12), 20, 20, 20]));
      turnStart(tx);
      return ofType(tx.events as DmEvent[], 'treasury').find((e) => e.domain === C && e.why.startsWith('Upkeep'));
    };
    const before = upkeep(withMercs)!;
    const after = upkeep(turned)!;
    expect(before.why).toBe('Upkeep of the army: 3 units paid.');
    expect(after.why).toBe('Upkeep of the army: 2 units paid.');
    // a mercenary's upkeep (1.5 GB) is no longer paid
    expect(after.gb - before.gb).toBeCloseTo(1.5);
    // the Standing Army agenda counts units of one's own (4.1): two now, not three
    expect(meets(withMercs, C, { kind: 'units', count: 3 })).toBe(true);
    expect(meets(turned, C, { kind: 'units', count: 3 })).toBe(false);
    // they take no orders from their old master: refused in words
    const move = run(turned, C, order('move-troops', 'court', ['t3'], { params: { path: ['brecanmoor'] } }));
    expect(move.ok).toBe(false);
    expect(move.text).toBe('Move Troops: it names a unit that is not of this domain.');
    expect(run(turned, C, order('disband', 'free', ['t3'])).text).toBe(
      'Disband: it names a unit that is not of this domain.',
    );
  });

  it('J-64 brigands are no seat and give no orders; every regent and onlooker sees them on the board', () => {
    const s = only(start(), brigands(2));
    expect(s.regents).not.toContain(BRIGANDS);
    rejects(s, BRIGANDS, { type: 'handIn', orders: [] });
    expect(botCommand(s, BRIGANDS, scriptedDice([1]))).toBeNull();
    for (const seat of [C, Z, D, 'spectator'] as const) {
      const v = domains.view(s, seat);
      expect(Object.values(v.units).filter((u) => u.owner === BRIGANDS)).toHaveLength(2);
    }
    expect(domains.view(s, BRIGANDS).me).toBeNull();
    expect(domains.view(s, BRIGANDS).offers).toEqual([]);
  });
});

describe('brigands pillage their province each round (3.8, J-64)', () => {
  it('3.8 J-64 a GB a unit off the growth, nobody’s gain: growth falls to 0 at most, one more and a level is lost', () => {
    // two brigands take 2 (the cap of a level-3 province is 5)
    const even = step6(province(only(start(), brigands(2)), CM, { growth: 2 }));
    expect(even.left).toBe(0);
    expect(even.state.provinces[CM]).toMatchObject({ level: 3, growth: 0 });
    expect(ofType(even.events, 'treasury')).toEqual([]);
    // told to everyone (brigands are no secret), in words
    expect(even.to(null)).toEqual([
      'Brigands in Caer Mollen (Mercenary Infantry ×2) pillage it: 2 GB of plunder (at most 5), the Princedom of Docandragh’s loss, and nobody’s gain; its growth falls by 2 (3.8, J-64).',
    ]);
    const short = step6(province(only(start(), brigands(2)), CM, { growth: 1 }));
    expect(short.state.provinces[CM]).toMatchObject({ level: 2, growth: 0 });
    expect(short.notes[0]).toContain('its growth falls by 2: it drops to level 2 (3.8, J-64).');
    // and the next round again
    const again = step6({ ...even.state, round: 3 });
    expect(again.state.provinces[CM]).toMatchObject({ level: 2, growth: 0 });
    // land with no ruler loses as much, to no one's gain; a level-0 province has nothing to take
    const unruled = step6(province(only(start(), brigands(1)), CM, { ruler: null, growth: 1 }));
    expect(unruled.notes).toEqual([
      'Brigands in Caer Mollen (Mercenary Infantry) pillage it: 1 GB of plunder (at most 5), nobody’s gain; its growth falls by 1 (3.8, J-64).',
    ]);
    const bare = step6(province(only(start(), brigands(1)), CM, { level: 0 }));
    expect(bare.state.provinces[CM]).toMatchObject({ level: 0, growth: 0 });
    expect(bare.notes).toEqual([
      'Brigands in Caer Mollen (Mercenary Infantry) find nothing to take in a province of level 0 (3.8).',
    ]);
  });

  it('3.8 J-64 at most the harshest seasonal tax: five brigands of six take 5 in a level-3 province', () => {
    const six = step6(province(only(start(), brigands(6)), CM, { growth: 5 }));
    expect(six.state.provinces[CM]).toMatchObject({ level: 3, growth: 0 });
    expect(six.notes[0]).toContain('5 GB of plunder (at most 5)');
    const five = step6(province(only(start(), brigands(5)), CM, { growth: 5 }));
    expect(five.state.provinces[CM]).toMatchObject({ level: 3, growth: 0 });
    const four = step6(province(only(start(), brigands(4)), CM, { growth: 5 }));
    expect(four.state.provinces[CM]).toMatchObject({ level: 3, growth: 1 });
  });

  it('3.8 J-64 walls keep them out, and a province pillaged already this round gives them nothing (once a round)', () => {
    const walled = step6(province(only(start(), brigands(2)), CM, { growth: 2, fortification: 1 }));
    expect(walled.state.provinces[CM]).toMatchObject({ level: 3, growth: 2 });
    expect(walled.notes).toEqual(['The walls of Caer Mollen keep the brigands there from pillaging it (3.8, J-64).']);
    // Djafra's raiders pillaged it at this round's end (the pillage step alone: no battle fought here)
    const s = province(
      only(start(), [
        {
          type: 'infantry',
          owner: D,
          province: CM,
          task: { kind: 'pillage', round: 2, target: CM, variant: 'province' },
        },
        ...brigands(2),
      ]),
      CM,
      { growth: 3 },
    );
    const tx = new Tx(s, scriptedDice([]));
    pillages(tx);
    expect(tx.state.provinces[CM]).toMatchObject({ level: 3, growth: 2 });
    expect(ofType(tx.events as DmEvent[], 'noted').map((e) => e.text)).toContain(
      'Brigands in Caer Mollen (Mercenary Infantry ×2) find nothing left to take: Caer Mollen was pillaged this round already (3.8).',
    );
  });

  it('1.2 J-64 a whole round: the disband fails at step 5, the new brigands pillage at step 6', () => {
    let s = only(start(), [{ type: 'mercenary-infantry', owner: C, province: CM }]);
    s = province(s, CM, { growth: 2 });
    s = act(s, Z, { type: 'handIn', orders: [] }).state;
    s = act(s, D, { type: 'handIn', orders: [] }).state;
    // initiative (only Docandragh acts), then the DC 10 roll fails on a 9
    const r = act(s, C, { type: 'handIn', orders: [order('disband', 'free', ['t1'])] }, [12, 9]);
    expect(r.left).toBe(0);
    expect(r.state.round).toBe(3);
    expect(owners(r.state)).toEqual(['mercenary-infantry@caer-mollen:brigands']);
    expect(r.state.provinces[CM]).toMatchObject({ level: 3, growth: 1 });
    const texts = [
      ...ofType(r.events, 'actionResolved').map((e) => e.text),
      ...ofType(r.events, 'noted').map((e) => e.text),
    ];
    expect(texts.some((t) => t.includes('turn brigand in Caer Mollen'))).toBe(true);
    expect(texts).toContain(
      'Brigands in Caer Mollen (Mercenary Infantry) pillage it: 1 GB of plunder (at most 5), the Princedom of Docandragh’s loss, and nobody’s gain; its growth falls by 1 (3.8, J-64).',
    );
    for (const t of texts) expect(t).not.toMatch(IDS);
  });
});

describe('anyone may attack brigands (J-64, J-35)', () => {
  it('J-64 J-35 a march into a foreign province is refused, unless brigands stand there: it stops on them', () => {
    // Djafra's infantry stand in Docandragh's Brecanmoor; Docandragh gives Djafra no passage and they are at peace
    const march = order('move-troops', 'court', ['t1'], { params: { path: [CM, 'bereg'] } });
    const none = run(only(start(), [{ type: 'infantry', owner: D, province: 'brecanmoor' }]), D, march);
    expect(none.ok).toBe(false);
    expect(none.text).toContain('Caer Mollen is the Princedom of Docandragh’s, neither friendly nor at war');
    const s = only(start(), [{ type: 'infantry', owner: D, province: 'brecanmoor' }, ...brigands(1)]);
    const go = run(s, D, march);
    expect(go.ok).toBe(true);
    expect(go.state.units.t1!.province).toBe(CM);
    expect(go.text).toBe(
      'Infantry march from Brecanmoor by Caer Mollen (1 unit-provinces, 0.1 GB as a court action). They meet brigands in Caer Mollen and stop: a battle follows at the end of the round (J-33, J-64).',
    );
    // no Decree of war was needed, and none was made
    expect(go.state.domains[D].atWarWith).toEqual([]);
  });

  it('J-64 6.4 the domain attacks, the brigands defend by no script; beaten, they scatter and are gone, told in words', () => {
    const s = only(start(), [...many(3, { type: 'infantry', owner: D, province: CM, movedRound: 2 }), ...brigands(1)]);
    // each combat round Djafra rolls first (attack against defend, 2-2), then the brigands (defend against attack, 3-3)
    const r = step6(s, [6, 1, 6, 1, 6, 1, 6, 1]);
    expect(r.left).toBe(0);
    expect(owners(r.state)).toEqual([
      'infantry@caer-mollen:emirate-of-djafra',
      'infantry@caer-mollen:emirate-of-djafra',
      'infantry@caer-mollen:emirate-of-djafra',
    ]);
    const told = r.to(D);
    expect(told[0]).toBe(
      'Battle at Caer Mollen: the Emirate of Djafra (Infantry ×3) against the brigand band (Mercenary Infantry).',
    );
    expect(told[1]).toContain('the Emirate of Djafra attacks with 3 (morale 3.5), the brigand band defends with 1');
    expect(told[2]).toContain('the Emirate of Djafra (attack, table 2-2) rolls 6');
    expect(told[2]).toContain('the brigand band (defend, table 3-3) rolls 1');
    expect(told).toContain(
      'The brigands in Caer Mollen are beaten and scatter: Mercenary Infantry are gone for good (J-64).',
    );
    // the ruler of the province hears it too; nothing is addressed to the brigands, and no one is at war
    expect(r.to(C)).toEqual(told);
    expect(ofType(r.events, 'noted').some((e) => e.domain === (BRIGANDS as never))).toBe(false);
    expect(r.state.domains[D].atWarWith).toEqual([]);
    expect(r.state.units.t1).toMatchObject({ battleRound: 2, seenBattle: true });
    // nothing is left to pillage Caer Mollen
    expect(r.notes.some((t) => t.includes('pillage it'))).toBe(false);
    for (const t of r.notes) expect(t).not.toMatch(IDS);
  });

  it('J-64 6.4 beaten by brigands: the ruler falls back to its own ground; a stranger with none is cut down, never taken', () => {
    // Docandragh's own infantry in Caer Mollen, against three brigands: Brecanmoor next door is its own
    const ruler = step6(
      only(start(), [{ type: 'infantry', owner: C, province: CM }, ...brigands(3)]),
      [1, 6, 1, 6, 1, 6],
    );
    expect(ruler.left).toBe(0);
    expect(ruler.state.units.t1).toMatchObject({ owner: C, province: 'brecanmoor', captor: null, movedRound: 2 });
    expect(ruler.to(C)).toContain(
      'The Princedom of Docandragh falls back from Caer Mollen to Brecanmoor with Infantry.',
    );
    // the brigands hold the field, and pillage it after
    expect(ruler.state.units.t2!.owner).toBe(BRIGANDS);
    expect(ruler.to(null).some((t) => t.startsWith('Brigands in Caer Mollen (Mercenary Infantry ×3) pillage it'))).toBe(
      true,
    );
    // Djafra's infantry, at peace with Docandragh and Voroshin, have no friendly ground around Caer Mollen
    const stranger = step6(
      only(start(), [{ type: 'infantry', owner: D, province: CM, movedRound: 2 }, ...brigands(3)]),
      [1, 6, 1, 6, 1, 6],
    );
    expect(stranger.state.units.t1).toBeUndefined();
    expect(Object.values(stranger.state.units).every((u) => u.owner === BRIGANDS && u.captor === null)).toBe(true);
    expect(stranger.to(D)).toContain(
      'The Emirate of Djafra has no friendly ground to fall back to from Caer Mollen, and brigands keep no prisoners: Infantry are cut down (J-64).',
    );
  });

  it('J-64 units behind their walls (a garrison order) do not sally against brigands; brigands besiege nobody', () => {
    let s = only(start(), [{ type: 'infantry', owner: C, province: CM }, ...brigands(2)]);
    s = province(s, CM, { fortification: 1 });
    s = {
      ...s,
      sheets: {
        [C]: { orders: [order('oversee', 'character', [CM], { params: { garrison: true } })], backing: [], in: true },
      },
    };
    const r = step6(s);
    expect(r.left).toBe(0);
    expect(owners(r.state)).toEqual([
      'infantry@caer-mollen:princedom-of-docandragh',
      'mercenary-infantry@caer-mollen:brigands',
      'mercenary-infantry@caer-mollen:brigands',
    ]);
    expect(r.state.provinces[CM]!.siege ?? null).toBeNull();
    expect(r.notes).toEqual(['The walls of Caer Mollen keep the brigands there from pillaging it (3.8, J-64).']);
  });
});

describe('brigands and the loyalty roll (J-08, J-64)', () => {
  /** Round 4, the second turn's start: a d20 per province the seated regents rule (12 unless given), no events. */
  function roll(s: State, dice: Record<string, number>) {
    const tx = new Tx(s, scriptedDice([...rolledProvinces(s).map((p) => dice[p.id] ?? 12), 20, 20, 20]));
    turnStart(tx);
    return { state: tx.state, notes: ofType(tx.events as DmEvent[], 'noted').map((e) => e.text) };
  }
  // taxes lowered by 2 in Caer Mollen (+2), and Aedric Mollen's Politics (+3)
  const base = province(only(start(4), []), CM, { tax: -2 });

  it('J-08 J-64 brigands in the province count as one hostile holding (−2), however many they are', () => {
    const three = only(base, brigands(3));
    expect(loyaltyMods(three, three.provinces[CM]!).filter((m) => m.value === -2)).toEqual([
      { label: 'brigands at large', value: -2, ref: 'J-64' },
    ]);
    expect(loyaltyMods(base, base.provinces[CM]!).some((m) => m.label === 'brigands at large')).toBe(false);
    // elsewhere they count for nothing
    const away = only(base, brigands(3, 'brecanmoor'));
    expect(loyaltyMods(away, away.provinces[CM]!).some((m) => m.label === 'brigands at large')).toBe(false);
  });

  it('J-08 J-64 1.6 on the roll: a 20 lifts Average to High at 25, with brigands there 23 does not', () => {
    const calm = roll(base, { [CM]: 20 });
    expect(calm.state.provinces[CM]!.loyalty).toBe('high');
    expect(calm.notes).toContain(
      'Caer Mollen grows content: average to high (rolled 20, +3 Politics, +2 lowered taxes; total 25).',
    );
    const plagued = roll(only(base, brigands(3)), { [CM]: 20 });
    expect(plagued.state.provinces[CM]!.loyalty).toBe('average');
    expect(plagued.notes.find((t) => t.includes('Caer Mollen average'))).toContain(
      'Caer Mollen average (rolled 20, +3 Politics, +2 lowered taxes, -2 brigands at large; total 23)',
    );
  });
});

describe('the order builder proposes attacking brigands (J-64)', () => {
  /** An offer's words without the cost the draft adds to them. */
  const words = (o: { label: string }) => o.label.replace(/ \([\d.]+ GB\)$/, '');
  it('J-64 #25 a neighbour with brigands is offered, in words, though neither friendly nor at war; carried out', () => {
    const lone = only(start(), [{ type: 'infantry', owner: D, province: 'brecanmoor' }]);
    const to = (s: State) =>
      offeredOrders(s, D).filter((o) => o.order.action === 'move-troops' && o.order.params?.path?.toString() === CM);
    expect(to(lone)).toEqual([]);
    const s = only(start(), [{ type: 'infantry', owner: D, province: 'brecanmoor' }, ...brigands(2)]);
    const got = to(s);
    expect(got.length).toBeGreaterThan(0);
    expect(new Set(got.map(words))).toEqual(
      new Set([
        'Move Troops: 1 Infantry from Brecanmoor to Caer Mollen, to attack the brigands there (2 Mercenary Infantry)',
      ]),
    );
    for (const o of got) {
      const r = resolveAlone(s, D, o.order).result;
      expect(r.ok).toBe(true);
      expect(r.text).toContain('They meet brigands in Caer Mollen and stop');
    }
  });

  it('J-64 #25 brigands further off are offered by a round’s march; not past a river crossing, nor out of reach', () => {
    // Docandragh's infantry in Glenmorrow: Caer Mollen is two provinces off, by Brecanmoor
    const from = (p: string) =>
      only(start(), [...many(2, { type: 'infantry', owner: C, province: p }), ...brigands(1)]);
    const toThem = (s: State) =>
      offeredOrders(s, C).filter(
        (o) => o.order.action === 'move-troops' && (o.order.params?.path as string[] | undefined)?.at(-1) === CM,
      );
    const s = from('glenmorrow');
    const far = toThem(s);
    expect(far.length).toBeGreaterThan(0);
    expect(new Set(far.map(words))).toEqual(
      new Set([
        'Move Troops: 2 Infantry from Glenmorrow by Brecanmoor to Caer Mollen, to attack the brigands there (1 Mercenary Infantry)',
      ]),
    );
    expect(far[0]!.order.params?.path).toEqual(['brecanmoor', CM]);
    for (const o of far) {
      const r = resolveAlone(s, C, o.order);
      expect(r.result.ok).toBe(true);
      expect(
        Object.values(r.state.units)
          .filter((u) => u.owner === C)
          .map((u) => u.province),
      ).toEqual([CM, CM]);
    }
    // from Dunhallow the way to Brecanmoor crosses the Morrow, which ends the march there (3.4)
    expect(toThem(from('dunhallow'))).toEqual([]);
    // brigands no round's march reaches are not offered by land
    const distant = only(start(), [{ type: 'infantry', owner: D, province: 'djafra' }, ...brigands(1)]);
    expect(
      offeredOrders(distant, D).some((o) => o.order.action === 'move-troops' && o.label.includes('brigands')),
    ).toBe(false);
  });

  it('J-64 #26 by sea too: Djafra’s fleet may land troops on the brigands’ shore, which is refused without them', () => {
    const bySea = (s: State) =>
      offeredOrders(s, D).filter((o) => o.order.action === 'move-troops-by-sea' && o.order.params?.to === CM);
    const lone = only(start(), [{ type: 'infantry', owner: D, province: 'djafra' }]);
    expect(bySea(lone)).toEqual([]);
    const s = only(start(), [{ type: 'infantry', owner: D, province: 'djafra' }, ...brigands(1)]);
    const got = bySea(s);
    expect(got.length).toBeGreaterThan(0);
    expect(words(got[0]!)).toBe(
      'Move Troops by Sea: 1 Infantry from Djafra to Caer Mollen aboard 1 War Galley, 1 Dhoura, to attack the brigands there (1 Mercenary Infantry)',
    );
    const landed = resolveAlone(s, D, got[0]!.order);
    expect(landed.result.ok).toBe(true);
    expect(landed.result.text).toContain('They meet brigands there: a battle follows at the end of the round.');
    expect(landed.state.units.t1!.province).toBe(CM);
    const refused = resolveAlone(lone, D, got[0]!.order).result;
    expect(refused.ok).toBe(false);
    expect(refused.text).toBe(
      'Move Troops by Sea: Caer Mollen is neither friendly nor at war with the Emirate of Djafra (J-35).',
    );
  });

  it('1.9 #16 J-64 paying off mercenaries says what a failure brings', () => {
    const s = only(start(), [{ type: 'mercenary-infantry', owner: C, province: CM }]);
    expect(
      offeredOrders(s, C)
        .filter((o) => o.order.action === 'disband')
        .map((o) => o.label),
    ).toContain('Disband: pay off 1 Mercenary Infantry in Caer Mollen (DC 10, or they turn brigand there)');
  });
});

describe('bots meet brigands (J-64)', () => {
  it('J-64 bots play six rounds with brigands on the board: fought, plundering, some destroyed; never a seat or a captor', () => {
    let s = start();
    // a band where each regent's troops stand (they fight at the round's end), and one in empty Bereg
    const bands: U[] = [...brigands(2, 'bereg')];
    for (const d of s.regents) {
      const at = Object.values(s.units).find((u) => u.owner === d)!.province;
      bands.push(...brigands(1, at));
    }
    s = only(s, [...Object.values(s.units), ...bands.map((u, i) => ({ ...u, id: `b${i + 1}` }))]);
    const pick = seededDice('bot:brigands');
    const seen = { battles: 0, pillages: 0 };
    const count = (x: State) => Object.values(x.units).filter((u) => u.owner === BRIGANDS).length;
    const before = count(s);
    for (let i = 0; i < 5_000 && !s.result && s.round < 8; i++) {
      const move = domains
        .pending(s)
        .map((p) => ({ seat: p.seat, command: botCommand(s, p.seat, pick) }))
        .find((m) => m.command);
      if (!move?.command) throw new Error(`dead end in round ${s.round}`);
      expect(move.seat).not.toBe(BRIGANDS);
      const r = play(domains, s, move.seat, move.command, { dice: seededDice(`brigands:${i}`), now: i });
      for (const e of r.events as DmEvent[]) {
        if (e.type !== 'noted') continue;
        if (e.text.includes('against the brigand band')) seen.battles++;
        if (/^Brigands in .* pillage it/.test(e.text)) seen.pillages++;
        expect(e.domain).not.toBe(BRIGANDS);
      }
      s = r.state as State;
      for (const u of Object.values(s.units)) {
        expect(u.captor).not.toBe(BRIGANDS);
        if (u.owner === BRIGANDS) expect(u.captor).toBeNull();
      }
    }
    expect(s.round).toBe(8);
    expect(seen.battles).toBeGreaterThan(0);
    expect(seen.pillages).toBeGreaterThan(0);
    // some were destroyed, and gone they stay
    expect(count(s)).toBeLessThan(before);
  }, 120_000);
});
