/**
 * Battles at step 6 (checklist 3.6 and the substitute procedure of 6.4,
 * J-42, J-53, J-54), played round by round with scripted dice: for each side
 * in turn (attacker first) a d6 for its artillery's bombardment, then a d6
 * for the combat round.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import { type DomainId, effectiveSkills, type UnitId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { battles } from './rules/battle.ts';
import type { OrderState, State, UnitState } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { ofType, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;

type U = Partial<UnitState> & { type: UnitId; owner: DomainId; province: string };

/** Djafra and Docandragh at war, with only these units on the map. */
function field(units: U[], orders: Partial<Record<DomainId, OrderState[]>> = {}): State {
  const s = sandbox({ round: 2 }, { regents: 3 });
  const out: Record<string, UnitState> = {};
  units.forEach((u, i) => {
    const id = u.id ?? `t${i + 1}`;
    out[id] = { mustered: 0, upgrades: [], seenBattle: false, captor: null, ...u, id };
  });
  const sheets: State['sheets'] = {};
  for (const [d, o] of Object.entries(orders)) sheets[d as DomainId] = { orders: o, backing: [], in: true };
  return {
    ...s,
    units: out,
    ships: {},
    sheets,
    domains: { ...s.domains, [D]: { ...s.domains[D], atWarWith: [C] } },
  };
}

const many = (n: number, u: U): U[] => Array.from({ length: n }, () => ({ ...u }));

function step6(s: State, dice: ScriptedValue[]) {
  const d = scriptedDice(dice);
  const tx = new Tx(s, d);
  battles(tx);
  const notes = [...new Set(ofType(tx.events as DmEvent[], 'noted').map((e) => e.text))];
  return { state: tx.state, notes, left: d.remaining() };
}

const script = (province: string, params: OrderState['params']): OrderState => ({
  action: 'oversee',
  as: 'character',
  targets: [province],
  params,
});
const at = (s: State, d: DomainId) =>
  Object.values(s.units)
    .filter((u) => u.owner === d)
    .map((u) => `${u.type}@${u.province}${u.captor ? `:${u.captor}` : ''}`);

describe('a day of battle (3.6, 6.4)', () => {
  it('6.4 3.6 the invader attacks, postures give the tables, each round’s morale loss is ML × (d6 + 2) / 20, a side at 0 breaks', () => {
    // Docandragh marched into Djafra's Maqam: it attacks (table 2-2 against defend), Djafra defends (3-3)
    const s = field([
      ...many(2, { type: 'infantry', owner: D, province: 'maqam' }),
      { type: 'archers', owner: D, province: 'maqam' },
      ...many(2, { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 }),
      { type: 'archers', owner: C, province: 'maqam', movedRound: 2 },
    ]);
    const r = step6(s, [4, 6, 6, 5, 1, 6]);
    expect(r.left).toBe(0);
    // base morale (3.5 + 3.5 + 3.0) / 3 = 3.33, rounded up to 3.4 (3.6)
    expect(r.notes[1]).toContain('attacks with 3 (morale 3.4)');
    expect(r.notes[2]).toBe(
      'Combat round 1 of day 1 at Maqam: the Princedom of Docandragh (attack, table 2-2) rolls 4: 0 casualties and 0.6 morale; the Emirate of Djafra (defend, table 3-3) rolls 6: 0 casualties and 1.2 morale; morale now 2.2 against 2.8.',
    );
    expect(r.notes[3]).toContain('morale now 1.1 against 2.0');
    expect(r.notes[4]).toContain('morale now -0.1 against 1.7');
    expect(r.notes[4]).toContain('the Princedom of Docandragh breaks');
    // 6.4 step 7: the beaten side falls back to its own neighbouring province
    expect(at(r.state, C)).toEqual(['infantry@ennisfane', 'infantry@ennisfane', 'archers@ennisfane']);
    expect(Object.values(r.state.units).every((u) => u.battleRound === 2)).toBe(true);
    // the unbroken side has seen battle (Improve Unit, 3.9); the beaten one has not
    expect(
      Object.values(r.state.units)
        .filter((u) => u.seenBattle)
        .map((u) => u.owner),
    ).toEqual([D, D, D]);
  });

  it('6.4 step 4 3.6 casualties are round(N × CL × (d6 + 2) / 150), taken first from units whose morale is above the side’s morale loss', () => {
    // 4 infantry assault (3-3); 2 levies and 4 archers defend (4-3), base 2.5
    const s = field(
      [
        ...many(4, { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 }),
        ...many(2, { type: 'levies', owner: D, province: 'maqam' }),
        ...many(4, { type: 'archers', owner: D, province: 'maqam' }),
      ],
      { [C]: [script('maqam', { posture: 'assault' })] },
    );
    const r = step6(s, [4, 1, 4, 1, 6, 1]);
    // 4 × 3 × 6 / 150 = 0.48: no casualty; then 4 × 3 × 8 / 150 = 0.64: one
    expect(r.notes[2]).toContain('(assault, table 3-3) rolls 4: 0 casualties and 0.9 morale');
    expect(r.notes[2]).toContain('(defend, table 4-3) rolls 1: 0 casualties and 0.5 morale');
    expect(r.notes[4]).toContain('rolls 6: 1 casualty and 1.2 morale');
    // Djafra had lost 1.8 morale: the loss is an archer (3.0), not a levy (1.5)
    expect(r.notes[4]).toContain('the Emirate of Djafra loses Archers');
    expect(at(r.state, D).sort()).toEqual([
      'archers@suq-tamra',
      'archers@suq-tamra',
      'archers@suq-tamra',
      'levies@suq-tamra',
      'levies@suq-tamra',
    ]);
  });

  it('6.4 step 6 a new day recomputes the base from the survivors, less 0.5 a day after the first and the losses taken', () => {
    const s = field([
      ...many(2, { type: 'armsmen', owner: D, province: 'maqam' }),
      ...many(2, { type: 'armsmen', owner: C, province: 'maqam', movedRound: 2 }),
    ]);
    // three rounds of 1s: attack 2-2 takes 0.3 a round, defend 3-3 takes 0.5 (0.45 rounded)
    const r = step6(s, [1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(r.notes[4]).toContain('morale now 3.5 against 4.1');
    // day 2: 5.0 − 0.5 − 1.5 = 3.0 for Docandragh; 5.0 − 0.5 − 0.9 = 3.6 for Djafra
    expect(r.notes[5]).toContain('Day 2 of the battle at Maqam');
    expect(r.notes[5]).toContain('(morale 3.0)');
    expect(r.notes[5]).toContain('(morale 3.6)');
  });

  it('J-54 a side retreats after a day when its script says so; without a script it fights on', () => {
    const units = [
      ...many(2, { type: 'armsmen', owner: D, province: 'maqam' }),
      ...many(2, { type: 'armsmen', owner: C, province: 'maqam', movedRound: 2 }),
    ];
    const s = field(units, { [C]: [script('maqam', { retreatBelow: 4 })] });
    const r = step6(s, [1, 1, 1, 1, 1, 1]);
    expect(r.left).toBe(0);
    expect(r.notes.some((t) => t.includes('the Princedom of Docandragh retreats as its orders say'))).toBe(true);
    expect(at(r.state, C)).toEqual(['armsmen@ennisfane', 'armsmen@ennisfane']);
    const stays = step6(field(units, { [C]: [script('maqam', { retreatBelow: 3 })] }), [
      ...Array(6).fill(1),
      ...Array(30).fill(6),
    ]);
    expect(stays.notes.some((t) => t.includes('Day 2'))).toBe(true);
  });

  it('6.4 step 1 a Withdrawing side that is not broken after the first combat round leaves the field', () => {
    const s = field(
      [
        ...many(2, { type: 'infantry', owner: D, province: 'maqam' }),
        ...many(2, { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 }),
      ],
      { [D]: [script('maqam', { posture: 'withdraw' })] },
    );
    const r = step6(s, [1, 1]);
    expect(r.left).toBe(0);
    expect(r.notes[2]).toContain('(withdraw, table 1-1)');
    expect(r.notes[2]).toContain('the Emirate of Djafra withdraws from the field');
    expect(at(r.state, D)).toEqual(['infantry@suq-tamra', 'infantry@suq-tamra']);
  });

  it('3.6 if both sides break in the same round, the attacker falls back and the defender wins nothing', () => {
    const s = field([
      { type: 'levies', owner: D, province: 'maqam' },
      { type: 'levies', owner: C, province: 'maqam', movedRound: 2 },
    ]);
    // 1.5 each: attack 2-2 rolling 6 takes 0.8, defend 3-3 rolling 6 takes 1.2; twice
    const r = step6(s, [6, 6, 6, 6]);
    expect(r.notes[3]).toContain('both sides break');
    expect(at(r.state, C)).toEqual(['levies@ennisfane']);
    expect(at(r.state, D)).toEqual(['levies@maqam']);
    expect(Object.values(r.state.units).some((u) => u.seenBattle)).toBe(false);
  });

  it('6.4 step 7 a beaten force with no friendly province beside it surrenders as prisoners', () => {
    // Djafra's raiders in Glenmorrow: every neighbour is Docandragh's
    const s = field([
      { type: 'levies', owner: D, province: 'glenmorrow', movedRound: 2 },
      { type: 'armsmen', owner: C, province: 'glenmorrow' },
    ]);
    const r = step6(s, [1, 6, 1, 6]);
    expect(r.notes.some((t) => t.includes('surrender to the Princedom of Docandragh as prisoners'))).toBe(true);
    expect(at(r.state, D)).toEqual([`levies@glenmorrow:${C}`]);
    // prisoners fight no more battles
    expect(step6({ ...r.state, round: 3 }, []).notes).toEqual([]);
  });
});

describe('terrain, elites, artillery and the commander (3.6, J-42, J-53)', () => {
  it('J-53 marsh (Swamp): casualty level −1 and morale level +1 for both sides, and no bombardment', () => {
    const s = field([
      { type: 'artillerists', owner: D, province: 'brecanmoor', movedRound: 2 },
      { type: 'infantry', owner: D, province: 'brecanmoor', movedRound: 2 },
      { type: 'infantry', owner: C, province: 'brecanmoor' },
    ]);
    const r = step6(s, [1, 1, 1, 1, 1, 1, ...Array(30).fill(6)]);
    expect(r.notes[2]).toContain('(attack, table 1-3)');
    expect(r.notes[2]).toContain('(defend, table 2-4)');
    expect(r.notes.some((t) => t.includes('bombards'))).toBe(false);
  });

  it('J-53 Hills have no battle modifier (forest, mountain, desert and marsh only)', () => {
    const s = field([
      { type: 'infantry', owner: D, province: 'glenmorrow', movedRound: 2 },
      { type: 'infantry', owner: C, province: 'glenmorrow' },
    ]);
    const r = step6(s, Array(40).fill(3));
    expect(r.notes[2]).toContain('(attack, table 2-2)');
    expect(r.notes[2]).toContain('(defend, table 3-3)');
  });

  it('3.6 artillery bombards first on 5-5, casualties only; the removed units take no part in the round', () => {
    const s = field([
      ...many(4, { type: 'artillerists', owner: C, province: 'maqam', movedRound: 2 }),
      ...many(2, { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 }),
      ...many(3, { type: 'infantry', owner: D, province: 'maqam' }),
    ]);
    // bombardment d6 6: 4 × 5 × 8 / 150 = 1.07, one casualty; then the combat dice
    const r = step6(s, [6, 1, 6, ...Array(40).fill(6)]);
    expect(r.notes[2]).toContain('the Princedom of Docandragh’s artillery bombards (d6 6): 1 casualty');
    expect(r.notes[2]).toContain('the Emirate of Djafra loses Infantry');
    // Djafra fights with 2: 2 × 3 × 8 / 150 = 0.32, no casualty
    expect(r.notes[2]).toContain('the Emirate of Djafra (defend, table 3-3) rolls 6: 0 casualties');
  });

  it('3.6 a side of artillery alone breaks', () => {
    const s = field([
      { type: 'artillerists', owner: C, province: 'maqam', movedRound: 2 },
      { type: 'levies', owner: D, province: 'maqam' },
    ]);
    const r = step6(s, [1, 1, 1]);
    expect(r.left).toBe(0);
    expect(r.notes[2]).toContain('the Princedom of Docandragh breaks');
  });

  it('3.6 committed elites: ML +2 for a province ruler; if the enemy does not break that round the committing side breaks', () => {
    const units = [
      { type: 'armsmen' as UnitId, owner: D, province: 'maqam' },
      { type: 'infantry' as UnitId, owner: D, province: 'maqam' },
      ...many(2, { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 }),
    ];
    const s = field(units, { [D]: [script('maqam', { commitElites: 1 })] });
    const r = step6(s, [1, 1]);
    expect(r.left).toBe(0);
    expect(r.notes[2]).toContain('the Emirate of Djafra commits its elites');
    expect(r.notes[2]).toContain('(defend, table 3-5) rolls 1: 0 casualties and 0.8 morale');
    expect(r.notes[2]).toContain('elites did not break the enemy');
    // enemy broken in that round: no penalty (Docandragh at 3.5 takes 5 × 8 / 20 = 2.0 twice; here once from 1.5 levies)
    const weak = field(
      [
        { type: 'armsmen', owner: D, province: 'maqam' },
        { type: 'levies', owner: C, province: 'maqam', movedRound: 2 },
      ],
      { [D]: [script('maqam', { commitElites: 1 })] },
    );
    const w = step6(weak, [1, 6]);
    expect(w.notes[2]).not.toContain('did not break');
    expect(w.notes[2]).toContain('the Princedom of Docandragh breaks');
  });

  it('J-42 an army commander overseeing the battle adds 0.1 × Strategy to his side’s morale', () => {
    const s = field(
      [
        { type: 'infantry', owner: D, province: 'maqam' },
        { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 },
      ],
      { [C]: [{ action: 'oversee', as: 'character', targets: ['maqam'], variant: 'attend' }] },
    );
    const strategy = effectiveSkills(s.characters[`${C}:regent`]!.build).strategy;
    const r = step6(s, Array(40).fill(6));
    expect(r.notes[1]).toContain(`attacks with 1 (morale ${(3.5 + 0.1 * strategy).toFixed(1)})`);
    expect(r.notes[1]).toContain('defends with 1 (morale 3.5)');
  });

  it('J-70 a battle report is told to the two sides and the province ruler only', () => {
    const s = field([
      { type: 'infantry', owner: D, province: 'maqam' },
      { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 },
    ]);
    const tx = new Tx(s, scriptedDice(Array(40).fill(6)));
    battles(tx);
    const notes = ofType(tx.events as DmEvent[], 'noted');
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes.map((e) => e.domain))).toEqual(new Set([D, C]));
  });

  it('3.6 domains at peace share a province without a battle (J-24)', () => {
    const s = field([
      { type: 'infantry', owner: D, province: 'maqam' },
      { type: 'infantry', owner: C, province: 'maqam', movedRound: 2 },
    ]);
    const peace = { ...s, domains: { ...s.domains, [D]: { ...s.domains[D], atWarWith: [] } } };
    expect(step6(peace, []).notes).toEqual([]);
  });
});

describe('sieges (3.7, J-55, J-56)', () => {
  const walls = (
    s: State,
    p: string,
    level: number,
    siege?: NonNullable<State['provinces'][string]>['siege'],
  ): State => ({
    ...s,
    provinces: { ...s.provinces, [p]: { ...s.provinces[p]!, fortification: level, ...(siege ? { siege } : {}) } },
  });
  const siegeOrder = (params: OrderState['params']): OrderState => script('dunhallow', params);

  it('3.7 a siege needs 2 units a level of walls, artillery counting 2', () => {
    const few = walls(field(many(3, { type: 'infantry', owner: D, province: 'dunhallow' })), 'dunhallow', 2);
    const r = step6(few, []);
    expect(r.notes[0]).toContain(
      'too few troops to besiege the walls of Dunhallow (level 2 needs 4, artillery counting 2; it has 3)',
    );
    expect(r.state.provinces.dunhallow!.siege).toBeUndefined();
    const enough = walls(
      field([
        ...many(2, { type: 'infantry', owner: D, province: 'dunhallow' }),
        { type: 'artillerists', owner: D, province: 'dunhallow' },
      ]),
      'dunhallow',
      2,
    );
    const ok = step6(enough, []);
    expect(ok.notes[0]).toContain('lays siege to the walls of Dunhallow');
    expect(ok.state.provinces.dunhallow!.siege).toEqual({ by: D, since: 2 });
  });

  it('3.5 3.7 coastal walls can be besieged only under a blockade of province-level ships', () => {
    const s = field(many(8, { type: 'infantry', owner: D, province: 'docandragh' }));
    expect(step6(s, []).notes[0]).toContain('needs 5 ships with missiles blockading it');
  });

  it('J-55 3.7 the assault roll is d6 − 2 × walls + 1 per earlier round of siege + 1 per gun, +1 under half garrisoned; 6 breaches', () => {
    const s = walls(
      {
        ...field(
          [
            ...many(2, { type: 'infantry', owner: D, province: 'dunhallow' }),
            ...many(2, { type: 'artillerists', owner: D, province: 'dunhallow' }),
          ],
          { [D]: [siegeOrder({ assault: true })] },
        ),
        round: 3,
      },
      'dunhallow',
      2,
      { by: D, since: 2 },
    );
    // d6 − 4 walls + 1 empty castle + 2 guns + 1 round of siege: 5 gives 5, nothing
    const miss = step6(s, [5]);
    expect(miss.notes[0]).toContain(
      'd6 5 -4 walls 2, +1 garrison below half, +2 attacking artillery, +1 rounds of siege = 5, nothing comes of it',
    );
    // 6 breaches: the two empty places of the shrunken walls fight as morale-2 units (J-56), on 5-2 against 5-1
    const hit = step6(s, [6, 6, 6, 1]);
    expect(hit.notes.some((t) => t.includes('breaches the walls of Dunhallow'))).toBe(true);
    expect(hit.notes.some((t) => t.includes('(assault, table 5-1) rolls 6'))).toBe(true);
    expect(hit.state.provinces.dunhallow).toMatchObject({ fortification: 1, siege: { by: D, since: 2, taken: true } });
  });

  it('3.7 P9 the walls lose a level a round besieged; a garrison over the room left checks morale at DC 10 + the excess', () => {
    const s = walls(
      {
        ...field(
          [
            ...many(2, { type: 'infantry', owner: D, province: 'dunhallow' }),
            ...many(2, { type: 'infantry', owner: C, province: 'dunhallow' }),
          ],
          { [C]: [siegeOrder({ garrison: true })] },
        ),
        round: 3,
      },
      'dunhallow',
      1,
      { by: D, since: 2 },
    );
    // no field battle: Docandragh's troops stay behind the walls; room is now 0, so both check at DC 12 with +3
    const r = step6(s, [9, 8]);
    expect(r.left).toBe(0);
    expect(r.notes[0]).toContain('2 more check morale at DC 12 (d20 9, 8; J-52): Infantry disband');
    expect(Object.values(r.state.units).filter((u) => u.owner === C)).toHaveLength(1);
  });

  it('3.7 J-54 a roll of 1 or less lets a garrison that scripted it sortie: on a 6 it loses a unit, else the besieger does', () => {
    const s = walls(
      field(
        [
          ...many(4, { type: 'infantry', owner: D, province: 'dunhallow' }),
          { type: 'infantry', owner: C, province: 'dunhallow' },
        ],
        { [D]: [siegeOrder({ assault: true })], [C]: [siegeOrder({ garrison: true, sortie: true })] },
      ),
      'dunhallow',
      2,
    );
    // d6 4 − 4 walls + 1 under half = 1: the garrison sallies
    const lose = step6(s, [4, 5]);
    expect(
      lose.notes.some((t) => t.includes('the garrison sallies (d6 5) and the Emirate of Djafra loses Infantry')),
    ).toBe(true);
    expect(Object.values(lose.state.units).filter((u) => u.owner === D)).toHaveLength(3);
    const win = step6(s, [4, 6]);
    expect(Object.values(win.state.units).filter((u) => u.owner === C)).toHaveLength(0);
    // without the script it stays inside
    const stay = walls(
      field(
        [
          ...many(4, { type: 'infantry', owner: D, province: 'dunhallow' }),
          { type: 'infantry', owner: C, province: 'dunhallow' },
        ],
        {
          [D]: [siegeOrder({ assault: true })],
          [C]: [siegeOrder({ garrison: true })],
        },
      ),
      'dunhallow',
      2,
    );
    expect(step6(stay, [4]).notes.some((t) => t.includes('stays inside'))).toBe(true);
  });

  it('3.7 on a breach a garrison that scripted surrender becomes prisoners and the walls fall', () => {
    const s = walls(
      {
        ...field(
          [
            ...many(2, { type: 'infantry', owner: D, province: 'dunhallow' }),
            ...many(2, { type: 'artillerists', owner: D, province: 'dunhallow' }),
            { type: 'infantry', owner: C, province: 'dunhallow' },
          ],
          { [D]: [siegeOrder({ assault: true })], [C]: [siegeOrder({ garrison: true, surrender: true })] },
        ),
        round: 3,
      },
      'dunhallow',
      2,
      { by: D, since: 2 },
    );
    // d6 − 4 walls + 1 under half (1 of 4 places) + 2 guns + 1 round of siege: 5 gives 5, 6 breaches
    expect(step6(s, [5]).notes.some((t) => t.includes('nothing comes of it'))).toBe(true);
    const r = step6(s, [6]);
    expect(r.left).toBe(0);
    expect(r.notes.some((t) => t.includes('the garrison surrenders'))).toBe(true);
    expect(at(r.state, C)).toEqual([`infantry@dunhallow:${D}`]);
    expect(r.state.provinces.dunhallow!.fortification).toBe(1);
  });
});
