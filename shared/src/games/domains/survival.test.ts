/**
 * Characters in battle (checklist 3.10, J-42, J-43, J-50) and bloodtheft (1.7.5, J-45, J-27): after a
 * battle every character who led troops in it rolls a d10 at or under his threshold, his regent may buy
 * points with RP, and a scion seeking bloodtheft takes the blood of a blooded enemy killed there.
 *
 * The battle of most tests: ten Armsmen of Docandragh, in Djafra's Maqam, attack one Levies. Docandragh
 * rolls 6 (one casualty: the Levies) and Djafra 1; Djafra breaks in the first combat round. The survival
 * dice follow: Docandragh's characters first (the attacker), each side's in the order of its sheet.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import { type AbilityPick, type CharacterBuild, type DomainId, survivalThreshold, type UnitId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { battles } from './rules/battle.ts';
import { offeredOrders } from './rules/proposals/testkit.ts';
import {
  BRIGANDS,
  type CharacterState,
  type OrderState,
  type State,
  type UnitOwner,
  type UnitState,
} from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { orderWords } from './rules/words.ts';
import { act, ofType, rejects, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;
/** Aedric Mollen, Prowess 3, a Major bloodline of 25; Maeve Tarrow, unblooded, Prowess 3. */
const AEDRIC = `${C}:regent`;
const MAEVE = `${C}:lt1`;
/** Salim ibn Qadar, Prowess 2, a Major bloodline of 25; Hamid al-Rasi, unblooded, Prowess 1. */
const SALIM = `${D}:regent`;
const HAMID = `${D}:lt1`;
const BATTLE: ScriptedValue[] = [6, 1];

type U = Partial<UnitState> & { type: UnitId; owner: DomainId; province: string };

/** An Oversee that takes a character (the regent, by default) to Maqam, with its battle parameters. */
const lead = (who?: string, params?: OrderState['params']): OrderState => ({
  action: 'oversee',
  as: 'character',
  variant: 'attend',
  targets: ['maqam'],
  ...(who ? { overseer: who } : {}),
  ...(params ? { params } : {}),
});

/** Djafra and Docandragh at war; the battle of Maqam's troops; the sheets; these characters standing at Maqam. */
function field(sheets: Partial<Record<DomainId, OrderState[]>>, at: string[], rp = 25): State {
  const s = sandbox({ round: 2, treasury: { [D]: { gb: 20, rp }, [C]: { gb: 20, rp } } }, { regents: 3 });
  const units: U[] = [
    ...Array.from({ length: 10 }, () => ({ type: 'armsmen' as UnitId, owner: C, province: 'maqam', movedRound: 2 })),
    { type: 'levies', owner: D, province: 'maqam' },
  ];
  const out: Record<string, UnitState> = {};
  units.forEach((u, i) => {
    out[`t${i + 1}`] = { mustered: 0, upgrades: [], seenBattle: false, captor: null, ...u, id: `t${i + 1}` };
  });
  const characters = { ...s.characters };
  for (const id of at) characters[id] = { ...characters[id]!, province: 'maqam' };
  const sh: State['sheets'] = {};
  for (const [d, o] of Object.entries(sheets)) sh[d as DomainId] = { orders: o, backing: [], in: true };
  return {
    ...s,
    units: out,
    ships: {},
    characters,
    sheets: sh,
    domains: { ...s.domains, [D]: { ...s.domains[D], atWarWith: [C] } },
  };
}

const character = (s: State, id: string, patch: Partial<CharacterState>, build: Partial<CharacterBuild> = {}) => ({
  ...s,
  characters: {
    ...s.characters,
    [id]: { ...s.characters[id]!, ...patch, build: { ...s.characters[id]!.build, ...build } },
  },
});
const abilities = (s: State, id: string, list: AbilityPick[]) => character(s, id, {}, { abilities: list });
const heirs = (s: State, d: DomainId, ids: string[]): State => ({
  ...s,
  domains: { ...s.domains, [d]: { ...s.domains[d], heirs: ids } },
});

const unit = (
  id: string,
  type: UnitId,
  owner: UnitOwner,
  province: string,
  more: Partial<UnitState> = {},
): UnitState => ({
  id,
  type,
  owner,
  province,
  mustered: 0,
  upgrades: [],
  seenBattle: false,
  captor: null,
  ...more,
});

/** Step 6 alone, with the battle's dice and then the survival dice. */
function step6(s: State, survival: ScriptedValue[]) {
  const dice = scriptedDice([...BATTLE, ...survival]);
  const tx = new Tx(s, dice);
  battles(tx);
  const noted = ofType(tx.events as DmEvent[], 'noted');
  const lines = [...new Set(noted.map((e) => e.text))];
  /** The lines with this phrase, and who was told each. */
  const told = (phrase: string) => noted.filter((e) => e.text.includes(phrase));
  return { state: tx.state, lines, told, events: tx.events as DmEvent[], left: dice.remaining() };
}
const survival = (r: ReturnType<typeof step6>) => r.lines.filter((t) => t.startsWith('Battlefield survival'));
const bloodtheft = (r: ReturnType<typeof step6>) => r.lines.filter((t) => t.startsWith('Bloodtheft'));
const who = (r: ReturnType<typeof step6>, phrase: string) => new Set(r.told(phrase).map((e) => e.domain));

describe('battlefield survival (3.10, J-43)', () => {
  it('3.10 J-43 a character leading the army rolls a d10 once a battle: at his Prowess he survives, one above it he is killed', () => {
    const s = field({ [C]: [lead()] }, [AEDRIC]);
    const lives = step6(s, [3]);
    expect(lives.left).toBe(0);
    expect(survival(lives)).toEqual([
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 3 on a d10 against 3 (Prowess 3) and survives.',
    ]);
    expect(lives.state.characters[AEDRIC]!.alive).toBe(true);
    // told to both sides (J-70)
    expect(who(lives, 'Battlefield survival')).toEqual(new Set([C, D]));
    const dies = step6(s, [4]);
    expect(survival(dies)).toEqual([
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 4 on a d10 against 3 (Prowess 3) and is killed; the Princedom of Docandragh has lost its regent.',
    ]);
    // dead as an assassinated regent is: no longer alive, and no longer of his court's orders
    expect(dies.state.characters[AEDRIC]!.alive).toBe(false);
    rejects(
      { ...dies.state, sheets: {} },
      C,
      { type: 'handIn', orders: [{ ...lead(AEDRIC), targets: ['docandragh'] }] },
      'rule/not_yours',
    );
  });

  it('3.10 J-43 only a character named on an Oversee of the battle’s province and standing there fights: each side’s in sheet order', () => {
    // Aedric's order names Maqam but he stands at Docandragh; Salim stands at Maqam with no order there
    const away = field({ [C]: [lead()] }, [SALIM]);
    const none = step6(away, []);
    expect(none.left).toBe(0);
    expect(survival(none)).toEqual([]);
    // Maeve leads (her own order) and Aedric does too; Salim and Hamid lead Djafra's side
    const s = field({ [C]: [lead(MAEVE), lead()], [D]: [lead(), lead(HAMID)] }, [AEDRIC, MAEVE, SALIM, HAMID]);
    const r = step6(s, [1, 1, 1, 1]);
    expect(r.left).toBe(0);
    expect(survival(r).map((t) => t.split(' rolls ')[0])).toEqual([
      'Battlefield survival at Maqam (J-43): Maeve Tarrow of the Princedom of Docandragh',
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh',
      'Battlefield survival at Maqam (J-43): Salim ibn Qadar of the Emirate of Djafra',
      'Battlefield survival at Maqam (J-43): Hamid al-Rasi of the Emirate of Djafra',
    ]);
  });

  it('J-50 Iron Will and Endurance taken as survival +1 each, Endurance as Prowess through Prowess; −1 for each enemy with Berserkers Blood, every part named', () => {
    let s = field({ [C]: [lead()], [D]: [lead(), lead(HAMID)] }, [AEDRIC, SALIM, HAMID]);
    s = abilities(s, AEDRIC, [{ id: 'iron-will' }, { id: 'endurance', choice: 'survival' }]);
    // Berserkers Blood: +2 Prowess to its owner, −1 to each enemy in the battle
    s = abilities(s, SALIM, [{ id: 'berserkers-blood' }]);
    s = abilities(s, HAMID, [{ id: 'berserkers-blood' }, { id: 'endurance', choice: 'prowess' }]);
    // 3 + 1 + 1 − 1 − 1 = 3: a 3 survives, a 4 kills
    const r = step6(s, [3, 4, 5]);
    expect(survival(r)).toEqual([
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 3 on a d10 against 3 (Prowess 3, +1 Iron Will, +1 Endurance (survival), -1 Salim ibn Qadar’s Berserkers Blood, -1 Hamid al-Rasi’s Berserkers Blood) and survives.',
      'Battlefield survival at Maqam (J-43): Salim ibn Qadar of the Emirate of Djafra rolls 4 on a d10 against 4 (Prowess 4) and survives.',
      'Battlefield survival at Maqam (J-43): Hamid al-Rasi of the Emirate of Djafra rolls 5 on a d10 against 4 (Prowess 4) and is killed.',
    ]);
    expect(r.state.characters[HAMID]!.alive).toBe(false);
    // his own parts make the data's threshold (data/character.ts survivalThreshold)
    expect(survivalThreshold(s.characters[AEDRIC]!.build)).toBe(5);
    const once = step6(abilities(s, HAMID, []), [4, 1, 1]);
    expect(survival(once)[0]).toContain('rolls 4 on a d10 against 4 (Prowess 3, +1 Iron Will');
    expect(survival(once)[0]).toContain('and survives');
  });

  it('J-43 the threshold stays within 1-9: Prowess 0 survives a 1 and dies on a 2, Prowess 12 survives a 9 and dies on a 10', () => {
    const base = field({ [C]: [lead()] }, [AEDRIC]);
    const weak = character(base, AEDRIC, {}, { classes: ['noble'], skills: { prowess: 0 } });
    expect(survival(step6(weak, [1]))[0]).toContain(
      'rolls 1 on a d10 against 1 (Prowess 0: 0, kept within 1-9) and survives',
    );
    expect(survival(step6(weak, [2]))[0]).toContain(
      'rolls 2 on a d10 against 1 (Prowess 0: 0, kept within 1-9) and is killed',
    );
    const strong = character(base, AEDRIC, {}, { classes: ['noble'], skills: { prowess: 12 } });
    expect(survival(step6(strong, [9]))[0]).toContain('against 9 (Prowess 12: 12, kept within 1-9) and survives');
    expect(survival(step6(strong, [10]))[0]).toContain('against 9 (Prowess 12: 12, kept within 1-9) and is killed');
  });

  it('J-64 J-43 fighting brigands, the domain’s characters roll and are told alone; brigands have none', () => {
    const s = sandbox({ round: 2 }, { regents: 3 });
    const army = Array.from({ length: 10 }, (_, i) => unit(`c${i}`, 'armsmen', C, 'maqam', { movedRound: 2 }));
    const b: State = {
      ...s,
      units: { b1: unit('b1', 'levies', BRIGANDS, 'maqam'), ...Object.fromEntries(army.map((u) => [u.id, u])) },
      ships: {},
      characters: { ...s.characters, [AEDRIC]: { ...s.characters[AEDRIC]!, province: 'maqam' } },
      sheets: { [C]: { orders: [lead()], backing: [], in: true } },
    };
    const r = step6(b, [3]);
    expect(r.left).toBe(0);
    expect(survival(r)).toEqual([
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 3 on a d10 against 3 (Prowess 3) and survives.',
    ]);
    // the side and Maqam's ruler are told; brigands read nothing
    expect(who(r, 'Battlefield survival')).toEqual(new Set([C, D]));
  });
});

describe('battles other than the field (3.7, 3.8, J-43)', () => {
  it('3.8 J-43 a raid the defender sallies against is a battle: the raiders’ leader at the raided province rolls', () => {
    const s0 = field({}, [AEDRIC]);
    const task = { kind: 'raid' as const, round: 2, target: 'maqam', variant: 'province', order: 1 };
    const raiders = Array.from({ length: 10 }, (_, i) => unit(`c${i}`, 'armsmen', C, 'ennisfane', { task }));
    const s: State = {
      ...s0,
      units: { ...Object.fromEntries(raiders.map((u) => [u.id, u])), d1: unit('d1', 'levies', D, 'maqam') },
      sheets: {
        [C]: {
          orders: [
            lead(),
            {
              action: 'raid',
              as: 'domain',
              variant: 'province',
              targets: ['maqam'],
              params: { units: raiders.map((u) => u.id) },
            },
          ],
          backing: [],
          in: true,
        },
      },
    };
    const r = step6(s, [3]);
    expect(r.left).toBe(0);
    const sally = r.lines.findIndex((t) => t.includes('sallies out of Maqam'));
    const roll = r.lines.indexOf(
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 3 on a d10 against 3 (Prowess 3) and survives.',
    );
    expect(sally).toBeGreaterThan(-1);
    expect(roll).toBeGreaterThan(sally);
  });

  it('3.7 J-43 an assault on walls is a battle: the besieger’s leader and the garrison’s both roll', () => {
    const s0 = sandbox({ round: 4 }, { regents: 3 });
    const besiegers = Array.from({ length: 10 }, (_, i) =>
      unit(`d${i}`, i < 3 ? 'artillerists' : 'armsmen', D, 'dunhallow'),
    );
    const place = (id: string): CharacterState => ({ ...s0.characters[id]!, province: 'dunhallow' });
    const s: State = {
      ...s0,
      units: { ...Object.fromEntries(besiegers.map((u) => [u.id, u])), c1: unit('c1', 'levies', C, 'dunhallow') },
      ships: {},
      characters: { ...s0.characters, [SALIM]: place(SALIM), [AEDRIC]: place(AEDRIC) },
      provinces: {
        ...s0.provinces,
        dunhallow: { ...s0.provinces.dunhallow!, fortification: 2, siege: { by: D, since: 3 } },
      },
      sheets: {
        [D]: { orders: [{ ...lead(), targets: ['dunhallow'], params: { assault: true } }], backing: [], in: true },
        [C]: { orders: [{ ...lead(), targets: ['dunhallow'], params: { garrison: true } }], backing: [], in: true },
      },
      domains: { ...s0.domains, [D]: { ...s0.domains[D], atWarWith: [C] } },
    };
    // the assault d6 (a breach), the bombardment, both combat rolls; then Salim's and Aedric's d10
    const dice = scriptedDice([6, 6, 6, 6, 2, 4]);
    const tx = new Tx(s, dice);
    battles(tx);
    expect(dice.remaining()).toBe(0);
    const lines = [...new Set(ofType(tx.events as DmEvent[], 'noted').map((e) => e.text))];
    expect(lines.filter((t) => t.startsWith('Battlefield survival'))).toEqual([
      'Battlefield survival at Dunhallow (J-43): Salim ibn Qadar of the Emirate of Djafra rolls 2 on a d10 against 2 (Prowess 2) and survives.',
      'Battlefield survival at Dunhallow (J-43): Aedric Mollen of the Princedom of Docandragh rolls 4 on a d10 against 3 (Prowess 3) and is killed; the Princedom of Docandragh has lost its regent.',
    ]);
    expect(lines.findIndex((t) => t.includes('breaches the walls of Dunhallow'))).toBeLessThan(
      lines.findIndex((t) => t.startsWith('Battlefield survival')),
    );
  });
});

describe('RP on survival (J-43)', () => {
  it('J-43 the regent at the battle buys points at 2 RP each: up on a friend there, down on a named enemy there; paid and shown in the roll', () => {
    const s = field(
      { [C]: [lead(undefined, { guard: 2, guardWho: MAEVE, strike: 1, strikeAt: SALIM }), lead(MAEVE)], [D]: [lead()] },
      [AEDRIC, MAEVE, SALIM],
    );
    const r = step6(s, [1, 5, 2]);
    expect(r.left).toBe(0);
    expect(survival(r)).toEqual([
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 1 on a d10 against 3 (Prowess 3) and survives.',
      'Battlefield survival at Maqam (J-43): Maeve Tarrow of the Princedom of Docandragh rolls 5 on a d10 against 5 (Prowess 3, +2 bought by Aedric Mollen for 4 RP) and survives.',
      'Battlefield survival at Maqam (J-43): Salim ibn Qadar of the Emirate of Djafra rolls 2 on a d10 against 1 (Prowess 2, -1 bought by Aedric Mollen for 2 RP) and is killed; the Emirate of Djafra has lost its regent.',
    ]);
    expect(r.state.domains[C].rp).toBe(25 - 4 - 2);
    expect(r.state.domains[D].rp).toBe(25);
    const paid = ofType(r.events, 'treasury').filter((e) => e.domain === C);
    expect(paid.map((e) => [e.rp, e.why])).toEqual([
      [-4, 'battlefield survival at Maqam: Maeve Tarrow’s threshold +2 (J-43)'],
      [-2, 'battlefield survival at Maqam: Salim ibn Qadar’s threshold -1 (J-43)'],
    ]);
  });

  it('J-43 RP buy only the points that can count (to 9, to 1), nothing on one not in the battle, nothing when the treasury is short or the regent is not there', () => {
    // eight points ordered on a threshold of 3: six count, for 12 RP
    const up = step6(field({ [C]: [lead(undefined, { guard: 8 })] }, [AEDRIC]), [9]);
    expect(survival(up)[0]).toContain(
      'rolls 9 on a d10 against 9 (Prowess 3, +6 bought by Aedric Mollen for 12 RP) and survives',
    );
    expect(up.state.domains[C].rp).toBe(25 - 12);
    expect(ofType(up.events, 'treasury')[0]!.why).toContain('+6 (6 of the 8 points ordered');
    // Salim's 2 can fall by one point only
    const down = step6(
      field({ [C]: [lead(undefined, { strike: 3, strikeAt: SALIM })], [D]: [lead()] }, [AEDRIC, SALIM]),
      [1, 1],
    );
    expect(survival(down)[1]).toContain('against 1 (Prowess 2, -1 bought by Aedric Mollen for 2 RP) and survives');
    expect(down.state.domains[C].rp).toBe(23);
    // Hamid does not fight at Maqam: nothing paid, and Aedric alone is told
    const absent = step6(field({ [C]: [lead(undefined, { strike: 1, strikeAt: HAMID })] }, [AEDRIC]), [1]);
    expect(absent.state.domains[C].rp).toBe(25);
    const line = 'Aedric Mollen spends no RP on Hamid al-Rasi’s survival: Hamid al-Rasi did not fight at Maqam (J-43).';
    expect(absent.lines).toContain(line);
    expect(who(absent, line)).toEqual(new Set([C]));
    // 3 RP cannot pay for 2 points: none is bought
    const short = step6(field({ [C]: [lead(undefined, { guard: 2 })] }, [AEDRIC], 3), [3]);
    expect(short.state.domains[C].rp).toBe(3);
    expect(short.lines).toContain(
      'Aedric Mollen cannot pay 4 RP to raise Aedric Mollen’s survival at Maqam (3 RP in the treasury): nothing is bought (J-43).',
    );
    expect(survival(short)[0]).toContain('against 3 (Prowess 3) and survives');
    // the regent ordered RP for Maeve but is not at Maqam himself: he spends nothing on her
    const far = step6(field({ [C]: [lead(undefined, { guard: 2, guardWho: MAEVE }), lead(MAEVE)] }, [MAEVE]), [3]);
    expect(far.state.domains[C].rp).toBe(25);
    expect(survival(far)).toEqual([
      'Battlefield survival at Maqam (J-43): Maeve Tarrow of the Princedom of Docandragh rolls 3 on a d10 against 3 (Prowess 3) and survives.',
    ]);
  });

  it('J-43 J-45 the sheet refuses survival RP from a lieutenant, points outside 1-8, points with nobody named, a friend of another court or an enemy of one’s own, on an Oversee of no province, and bloodtheft sought by the unblooded', () => {
    const s = sandbox({ round: 2 }, { regents: 3 });
    const hand = (o: OrderState): OrderInput[] => [o];
    const at = (params: OrderState['params'], by?: string): OrderState => lead(by, params);
    rejects(s, C, { type: 'handIn', orders: hand(at({ guard: 1 }, MAEVE)) }, 'rule/survival_regent');
    rejects(s, C, { type: 'handIn', orders: hand(at({ guard: 0 })) }, 'rule/survival_points');
    rejects(s, C, { type: 'handIn', orders: hand(at({ guard: 9 })) }, 'rule/survival_points');
    rejects(s, C, { type: 'handIn', orders: hand(at({ guard: 1.5 })) }, 'rule/survival_points');
    rejects(s, C, { type: 'handIn', orders: hand(at({ guardWho: MAEVE })) }, 'rule/survival_points');
    rejects(s, C, { type: 'handIn', orders: hand(at({ strike: 1 })) }, 'rule/survival_enemy');
    rejects(s, C, { type: 'handIn', orders: hand(at({ strike: 1, strikeAt: MAEVE })) }, 'rule/survival_enemy');
    rejects(s, C, { type: 'handIn', orders: hand(at({ guard: 1, guardWho: SALIM })) }, 'rule/survival_friend');
    rejects(
      s,
      C,
      {
        type: 'handIn',
        orders: hand({
          action: 'oversee',
          as: 'character',
          variant: 'action',
          targets: [],
          params: { guard: 1, order: 0 },
        }),
      },
      'rule/survival_where',
    );
    rejects(s, C, { type: 'handIn', orders: hand(at({ seekBloodtheft: true }, MAEVE)) }, 'rule/bloodtheft_scion');
    // the limits on the other side: 1 and 8 points, a named enemy, a scion seeking bloodtheft
    const accepted: NonNullable<OrderState['params']>[] = [
      { guard: 1 },
      { guard: 8, guardWho: MAEVE },
      { strike: 8, strikeAt: SALIM, seekBloodtheft: true },
    ];
    for (const params of accepted) {
      const r = act(s, C, { type: 'handIn', orders: hand(at(params)) });
      expect(r.state.sheets[C]!.orders[0]!.params).toEqual(params);
    }
    expect(act(s, C, { type: 'handIn', orders: hand(at({ seekBloodtheft: false }, MAEVE)) }).state.sheets[C]!.in).toBe(
      true,
    );
  });

  it('J-43 J-42 a whole round: Attend takes the regent to the battle at his slot, the battle is fought at step 6, and his roll, RP paid, follows it', () => {
    const s0 = field({}, []);
    const s = { ...s0, sheets: {} };
    const orders: OrderInput[] = [{ ...lead(undefined, { guard: 1 }) }];
    const words = act(s, C, { type: 'draft', orders }).state;
    // the sheet reads the order in words
    expect(orderWords(words, C, orders[0] as OrderState)).toBe(
      'Oversee (attend) — Maqam (character action): raising his own survival by 1 (2 RP, if in the battle)',
    );
    let state = act(s, C, { type: 'handIn', orders }).state;
    state = act(state, 'zhainge-valley', { type: 'handIn', orders: [] }).state;
    // initiative for Docandragh alone (the only sheet with orders), the battle, Aedric's d10
    const r = act(state, D, { type: 'handIn', orders: [] }, [10, ...BATTLE, 4]);
    expect(r.left).toBe(0);
    expect(r.state.characters[AEDRIC]!.province).toBe('maqam');
    const lines = ofType(r.events, 'noted').map((e) => e.text);
    const battle = lines.findIndex((t) => t.startsWith('Combat round 1 of day 1 at Maqam'));
    const roll = lines.findIndex((t) => t.startsWith('Battlefield survival at Maqam'));
    expect(battle).toBeGreaterThan(-1);
    expect(roll).toBeGreaterThan(battle);
    expect(lines[roll]).toBe(
      'Battlefield survival at Maqam (J-43): Aedric Mollen of the Princedom of Docandragh rolls 4 on a d10 against 4 (Prowess 3, +1 bought by Aedric Mollen for 2 RP) and survives.',
    );
    expect(r.state.domains[C].rp).toBe(s.domains[C].rp - 2);
  });
});

describe('bloodtheft in battle (1.7.5, J-45)', () => {
  const seeking = lead(undefined, { seekBloodtheft: true });

  it('1.7.5 J-45 a scion who sought bloodtheft and survived takes the blood of a blooded enemy killed there: +1 at a score at least the victim’s, +2 below it; the victim’s RP reserve is lost', () => {
    // Salim has a living heir named: he is not the last of his line
    const s = heirs(field({ [C]: [seeking], [D]: [lead()] }, [AEDRIC, SALIM]), D, [HAMID]);
    const r = step6(s, [1, 3]);
    // Salim is dead: his heir Hamid now holds the regent's slot (rules/succession.ts)
    expect(r.state.characters[HAMID]!.alive).toBe(false);
    expect(r.state.characters[SALIM]!.build.name).toBe('Hamid al-Rasi');
    expect(bloodtheft(r)).toEqual([
      'Bloodtheft at Maqam (1.7.5, J-45): Aedric Mollen of the Princedom of Docandragh slays Salim ibn Qadar of the Emirate of Djafra through the heart. His bloodline (25) was as strong as or stronger than the victim’s (25): his score rises by 1 to 26; Salim ibn Qadar’s RP reserve is lost.',
    ]);
    expect(who(r, 'Bloodtheft at Maqam')).toEqual(new Set([C, D]));
    expect(r.state.characters[AEDRIC]!.score).toBe(26);
    expect(r.state.domains[D].rp).toBe(0);
    expect(r.state.domains[C].rp).toBe(25);
    // a point of bloodline gained is a deed (J-66)
    expect(r.state.domains[C].deeds).toEqual([{ id: 'bloodline', round: 2 }]);
    // a weaker bloodline gains 2
    const weaker = step6(character(s, AEDRIC, { score: 24 }), [1, 3]);
    expect(bloodtheft(weaker)[0]).toContain(
      'His bloodline (24) was weaker than the victim’s (25): his score rises by 2 to 26',
    );
    expect(weaker.state.characters[AEDRIC]!.score).toBe(26);
  });

  it('1.7.5 J-45 J-27 the last of his line (no living heir named): the slayer gains a fifth of his score, rounded down, and his RP; a lieutenant, with no heir, is always the last and holds no RP', () => {
    const s = field({ [C]: [seeking], [D]: [lead()] }, [AEDRIC, SALIM]);
    const r = step6(s, [1, 3]);
    expect(bloodtheft(r)).toEqual([
      'Bloodtheft at Maqam (1.7.5, J-45): Aedric Mollen of the Princedom of Docandragh slays Salim ibn Qadar of the Emirate of Djafra through the heart. Salim ibn Qadar was the last of his line (no heir named, J-27): Aedric Mollen gains a fifth of his score (25), 5, rising to 30, and takes his RP reserve.',
    ]);
    expect(r.state.characters[AEDRIC]!.score).toBe(30);
    expect(r.state.domains[C].rp).toBe(50);
    expect(r.state.domains[D].rp).toBe(0);
    // an heir named but dead leaves him the last of his line too
    const dead = heirs(character(s, HAMID, { alive: false }), D, [HAMID]);
    expect(step6(dead, [1, 3]).state.characters[AEDRIC]!.score).toBe(30);
    // a blooded lieutenant of score 14: 14 / 5 = 2 (rounded down), and no RP change hands
    const lt = character(
      field({ [C]: [seeking], [D]: [lead(HAMID)] }, [AEDRIC, HAMID]),
      HAMID,
      { score: 14 },
      { bloodline: { derivation: 'basaia', strength: 'minor', power: 15 } },
    );
    const l = step6(lt, [1, 2]);
    expect(bloodtheft(l)[0]).toContain(
      'Hamid al-Rasi was the last of his line (no heir named, J-27): Aedric Mollen gains a fifth of his score (14), 2, rising to 27 (a lieutenant holds no RP).',
    );
    expect(l.state.domains[C].rp).toBe(25);
    expect(l.state.domains[D].rp).toBe(25);
  });

  it('J-45 no bloodtheft without the flag, by a seeker killed too, or of an unblooded victim; among several seekers the highest Prowess slays', () => {
    const plain = step6(field({ [C]: [lead()], [D]: [lead()] }, [AEDRIC, SALIM]), [1, 3]);
    expect(plain.state.characters[SALIM]!.alive).toBe(false);
    expect(bloodtheft(plain)).toEqual([]);
    expect(plain.state.characters[AEDRIC]!.score).toBe(25);
    expect(plain.state.domains[D].rp).toBe(25);
    // the seeker dies too (a 4 against his 3)
    const both = step6(field({ [C]: [seeking], [D]: [lead()] }, [AEDRIC, SALIM]), [4, 3]);
    expect(bloodtheft(both)).toEqual([]);
    // Hamid has no bloodline to take
    const unblooded = step6(field({ [C]: [seeking], [D]: [lead(HAMID)] }, [AEDRIC, HAMID]), [1, 2]);
    expect(unblooded.state.characters[HAMID]!.alive).toBe(false);
    expect(bloodtheft(unblooded)).toEqual([]);
    // Maeve, made a scion with Prowess 5, seeks it beside Aedric (Prowess 3): she is the slayer
    const two = character(
      field({ [C]: [seeking, lead(MAEVE, { seekBloodtheft: true })], [D]: [lead()] }, [AEDRIC, MAEVE, SALIM]),
      MAEVE,
      { score: 15 },
      { bloodline: { derivation: 'anduiras', strength: 'minor', power: 15 }, skills: { prowess: 4 } },
    );
    const r = step6(two, [1, 1, 3]);
    expect(bloodtheft(r)[0]).toContain('Maeve Tarrow of the Princedom of Docandragh slays Salim ibn Qadar');
    expect(r.state.characters[MAEVE]!.score).toBe(20);
    expect(r.state.characters[AEDRIC]!.score).toBe(25);
    // a lieutenant's gain is no deed of the domain's
    expect(r.state.domains[C].deeds ?? []).toEqual([]);
  });
});

describe('the order builder (J-43, J-45)', () => {
  const leads = (s: State, d: DomainId) =>
    offeredOrders(s, d).filter((o) => o.order.action === 'oversee' && o.label.includes('leads the army'));

  it('J-43 J-45 the draft proposes leading the army where a battle is coming, with the survival in words: seeking bloodtheft for a scion, the regent’s RP on himself or the enemy regent', () => {
    // Docandragh's troops stand in Djafra's Maqam, at war
    const s = { ...field({}, []), sheets: {} };
    const mine = leads(s, C);
    const labels = mine.map((o) => o.label);
    expect(labels).toEqual([
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3)',
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), seeking bloodtheft: a blooded enemy killed there is his if he lives',
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), raising his survival to 4 (2 RP, if he fights)',
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), raising his survival to 9 (12 RP, if he fights)',
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), lowering the survival of Salim ibn Qadar of the Emirate of Djafra to 1, seeking bloodtheft: a blooded enemy killed there is his if he lives (2 RP, if Salim ibn Qadar fights there)',
      'Oversee: Maeve Tarrow goes to Maqam and leads the army there (battlefield survival: d10 at or under 3)',
    ]);
    expect(mine[3]!.order).toEqual({
      action: 'oversee',
      as: 'character',
      overseer: AEDRIC,
      variant: 'attend',
      targets: ['maqam'],
      params: { guard: 6 },
    });
    expect(mine[4]!.order.params).toEqual({ strike: 1, strikeAt: SALIM, seekBloodtheft: true });
    // with Maeve sent there on the draft, the regent may raise hers
    const drafted = act(s, C, { type: 'draft', orders: [mine[5]!.order] }).state;
    const guarding = leads(drafted, C).filter((o) => o.order.params?.guardWho === MAEVE);
    expect(guarding.map((o) => o.label)).toEqual([
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), raising Maeve Tarrow’s survival to 4 (2 RP, if Maeve Tarrow fights too)',
      'Oversee: Aedric Mollen goes to Maqam and leads the army there (battlefield survival: d10 at or under 3), raising Maeve Tarrow’s survival to 9 (12 RP, if Maeve Tarrow fights too)',
    ]);
    // Maqam is Djafra's own: the court proposes attending it plainly, so leading there is offered with bloodtheft
    // and RP only (Hamid, unblooded, has the court's attending alone); Aedric's 3 may fall by one or two points
    const theirs = leads(s, D);
    const lead2 =
      'Oversee: Salim ibn Qadar goes to Maqam and leads the army there (battlefield survival: d10 at or under 2)';
    expect(theirs.map((o) => o.label)).toEqual([
      `${lead2}, seeking bloodtheft: a blooded enemy killed there is his if he lives`,
      `${lead2}, raising his survival to 3 (2 RP, if he fights)`,
      `${lead2}, raising his survival to 9 (14 RP, if he fights)`,
      `${lead2}, lowering the survival of Aedric Mollen of the Princedom of Docandragh to 2, seeking bloodtheft: a blooded enemy killed there is his if he lives (2 RP, if Aedric Mollen fights there)`,
      `${lead2}, lowering the survival of Aedric Mollen of the Princedom of Docandragh to 1, seeking bloodtheft: a blooded enemy killed there is his if he lives (4 RP, if Aedric Mollen fights there)`,
    ]);
    expect(
      offeredOrders(s, D).some(
        (o) => o.label === 'Oversee: Salim ibn Qadar goes to Maqam and attends there this round' && !o.order.params,
      ),
    ).toBe(true);
    // at peace, no battle is coming and nothing is proposed
    const peace = { ...s, domains: { ...s.domains, [D]: { ...s.domains[D], atWarWith: [] } } };
    expect(leads(peace, C)).toEqual([]);
  });

  it('J-43 a proposed lead is handed in and carried out: the regent goes, fights and pays', () => {
    const s = { ...field({}, []), sheets: {} };
    const guard = leads(s, C).find((o) => o.order.params?.guard === 1)!;
    let state = act(s, C, { type: 'handIn', orders: [guard.order] }).state;
    state = act(state, 'zhainge-valley', { type: 'handIn', orders: [] }).state;
    const r = act(state, D, { type: 'handIn', orders: [] }, [10, ...BATTLE, 5]);
    expect(r.left).toBe(0);
    expect(r.state.characters[AEDRIC]!.alive).toBe(false);
    expect(r.state.domains[C].rp).toBe(s.domains[C].rp - 2);
  });
});
