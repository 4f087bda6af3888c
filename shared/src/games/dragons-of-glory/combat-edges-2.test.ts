/**
 * Edges of land combat, part 2 (rules/combat.ts): results and their log lines, losses chosen and
 * refused, retreats planned, labelled and refused, the advance after combat, leaders and wizards left
 * alone (AMB-38), neutrals entered, commands sent at the wrong moment and the deadline defaults.
 * Battles whose result the Combat Table never gives are declared with it (combat.testkit.ts withResult).
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../engine/errors.ts';
import { attack, choicesOf, dragonsOfGlory, hexOf, ofType, send, start, where, withResult } from './combat.testkit.ts';
import type { Command } from './commands.ts';
import { distance, getHex, type Side } from './data/index.ts';
import { describe as line } from './describe.ts';
import type { State } from './rules/state.ts';
import { hexWord as H } from './rules/words.ts';
import { act } from './testkit.ts';

function refusal(s: State, side: Side, c: Command): { code: string; message: string } {
  const before = JSON.stringify(s);
  try {
    act(s, side, c, [5, 5, 5, 5, 5, 5, 5, 5]);
  } catch (e) {
    if (!isRuleError(e)) throw e;
    expect(JSON.stringify(s)).toBe(before);
    return { code: e.code, message: e.message };
  }
  throw new Error(`expected ${JSON.stringify(c)} to be refused`);
}
/** Refused with this code and these words; the state it was sent to is untouched. */
const refused = (s: State, side: Side, c: Command, code: string, message: string) =>
  expect(refusal(s, side, c)).toEqual({ code: `rule/${code}`, message });

const R = { attacker: '-', defender: 'R' };
const E = { attacker: '-', defender: 'E' };
const timeout = (s: State, side: Side) => dragonsOfGlory.onTimeout!(s, side);
const losses = (flip: string[], eliminate: string[] = []): Command => ({ type: 'losses', flip, eliminate });
const retreat = (...moves: [string, string][]): Command => ({
  type: 'retreat',
  moves: moves.map(([id, to]) => ({ id, to })),
});
const advance = (units: string[], ...extra: [string, string][]): Command =>
  extra.length ? { type: 'advance', units, extra: extra.map(([id, to]) => ({ id, to })) } : { type: 'advance', units };
const NOT_NOW = 'That cannot be done now.';

describe('results as they are applied, in the log', () => {
  it('DG-RES-03 "D": the full armies are depleted, the depleted one goes to the pool; a stack all depleted loses all', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613', depleted: true },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '-', defender: 'D' });
    expect(ofType(r.events, 'depleted')).toEqual([{ type: 'depleted', units: ['qualinesti-foot-1'] }]);
    expect(ofType(r.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['solanthus-foot-1'], to: 'pool', why: 'depleted a second time' },
    ]);
    expect(r.events.map(line).filter(Boolean).slice(1)).toEqual([
      'Qualinesti Archers I is depleted.',
      'Solanthus Men-at-Arms I go to the Replacement Pool (depleted a second time).',
    ]);
    const spent = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613', depleted: true },
      { id: 'solanthus-foot-1', hex: '3613', depleted: true },
    ]);
    const all = withResult(spent, '3613', ['red-inf-1'], { attacker: '-', defender: 'D' });
    expect(ofType(all.events, 'depleted')).toEqual([]);
    expect(ofType(all.events, 'eliminated')[0]!.units).toEqual(['qualinesti-foot-1', 'solanthus-foot-1']);
    expect(all.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-RES-05 "E": the log says the armies were destroyed in battle; nobody is left to follow anyone', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'tower-knights-1', hex: '3714' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], E);
    expect(ofType(r.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['qualinesti-foot-1'], to: 'pool', why: 'destroyed in battle' },
    ]);
    expect(line(ofType(r.events, 'eliminated')[0]!)).toBe(
      'Qualinesti Archers I go to the Replacement Pool (destroyed in battle).',
    );
    expect(ofType(r.events, 'followed')).toEqual([]);
  });

  it('DG-RES-06 "D1" on a full and a depleted army: one to the pool, the other depleted and then lost, nothing to choose', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613', depleted: true },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '-', defender: 'D1' });
    expect(ofType(r.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['solanthus-foot-1'], to: 'pool', why: 'depleted a second time' },
      { type: 'eliminated', units: ['qualinesti-foot-1'], to: 'pool', why: 'battle losses' },
    ]);
    expect(r.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });
});

describe('losses chosen by their owner', () => {
  /** Full archers and depleted men-at-arms with Laurana on 3613 take a "1". */
  const one = () =>
    withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'solanthus-foot-1', hex: '3613', depleted: true },
        { id: 'laurana', hex: '3613' },
        { id: 'tower-knights-1', hex: '3714' },
      ]),
      '3613',
      ['red-inf-1'],
      { attacker: '-', defender: '1' },
    ).state;

  it('DG-RES-01 DG-RES-07 "1": each way to take it is one choice, in the group of one depletion, pointing at the hex', () => {
    const r = one();
    expect(r.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    expect(choicesOf(r, 'whitestone')).toEqual([
      {
        command: losses(['qualinesti-foot-1']),
        label: 'Deplete Qualinesti Archers I',
        group: 'Losses: 1 depletion',
        target: '3613',
      },
      {
        command: losses([], ['solanthus-foot-1']),
        label: 'Send Solanthus Men-at-Arms I to the Replacement Pool',
        group: 'Losses: 1 depletion',
        target: '3613',
      },
    ]);
  });

  it('DG-RES-01 "1": a depleted army cannot be flipped, an army not in the battle takes none, and the count must be right', () => {
    const r = one();
    refused(
      r,
      'whitestone',
      losses(['solanthus-foot-1']),
      'bad_losses',
      'Solanthus Men-at-Arms I is already depleted: a further loss sends it from the map.',
    );
    refused(
      r,
      'whitestone',
      losses(['tower-knights-1']),
      'bad_losses',
      'Tower Knights I did not fight in this battle and takes none of its losses.',
    );
    refused(
      r,
      'whitestone',
      losses([], ['qualinesti-foot-1']),
      'bad_losses',
      'The result calls for 1 depletion; that choice takes 2.',
    );
  });

  it('DG-RES-01 AMB-38 an army sent to the pool leaves the rest of its stack, and Laurana with them, where they stand', () => {
    const w = send(one(), 'whitestone', losses([], ['solanthus-foot-1']));
    expect(ofType(w.events, 'depleted')).toEqual([]);
    expect(ofType(w.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['solanthus-foot-1'], to: 'pool', why: 'battle losses' },
    ]);
    expect(ofType(w.events, 'followed')).toEqual([]);
    expect(hexOf(w.state, 'laurana')).toBe('3613');
    expect(w.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
  });

  it('DG-RES-02 "2": two depletions, in the group of two, the count checked, each army named once', () => {
    const r = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'solanthus-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      { attacker: '-', defender: '2' },
    ).state;
    expect(new Set(choicesOf(r, 'whitestone').map((c) => c.group))).toEqual(new Set(['Losses: 2 depletions']));
    refused(
      r,
      'whitestone',
      losses(['qualinesti-foot-1']),
      'bad_losses',
      'The result calls for 2 depletions; that choice takes 1.',
    );
    refused(r, 'whitestone', losses(['qualinesti-foot-1', 'qualinesti-foot-1']), 'bad_losses', 'Name each army once.');
  });

  it('DG-RES-02 two alike armies in one hex taking a "2": one of them to the pool, or both depleted', () => {
    const r = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'red-inf-2', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1', 'red-inf-2'],
      { attacker: '2', defender: '-' },
    ).state;
    expect(choicesOf(r, 'highlord').map((c) => [c.label, c.command])).toEqual([
      ['Send Red Infantry I to the Replacement Pool', losses([], ['red-inf-1'])],
      ['Deplete Red Infantry I and Red Infantry II', losses(['red-inf-1', 'red-inf-2'])],
    ]);
  });

  it('DG-RES-02 DG-REP-08 a flier lost to a "2" is lost for good, a ground army goes to the pool: the choices say which', () => {
    const r = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'gold-dragon-1', hex: '3613', depleted: true },
        { id: 'kaolyn-dwarves-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      { attacker: '-', defender: '2' },
    ).state;
    expect(choicesOf(r, 'whitestone').map((c) => [c.label, c.command])).toEqual([
      ['Deplete Dwarves of Kaolyn I and lose Gold Dragons I for good', losses(['kaolyn-dwarves-1'], ['gold-dragon-1'])],
      ['Send Dwarves of Kaolyn I to the Replacement Pool', losses([], ['kaolyn-dwarves-1'])],
    ]);
    // The deadline default: the dwarves flipped, then the weakest depleted army (the dwarves, 2 against
    // the dragons’ 3) takes the second loss.
    expect(timeout(r, 'whitestone')).toEqual(losses([], ['kaolyn-dwarves-1']));
  });

  it('DG-RES-07 a missed deadline flips the weakest full army; a second loss then falls on the weakest depleted one', () => {
    const units = (depleted: boolean) =>
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'kaolyn-dwarves-1', hex: '3613' },
        { id: 'palanthus-militia-1', hex: '3613', depleted },
      ]);
    // "1" on dwarves (5) and militia (3), both full: the militia are depleted, not the dwarves listed first.
    const a = withResult(units(false), '3613', ['red-inf-1'], { attacker: '-', defender: '1' }).state;
    expect(choicesOf(a, 'whitestone')[0]!.command).toEqual(losses(['kaolyn-dwarves-1']));
    expect(timeout(a, 'whitestone')).toEqual(losses(['palanthus-militia-1']));
    // "2" on full dwarves and depleted militia: the dwarves flip, the militia (1 depleted) go to the pool.
    const b = withResult(units(true), '3613', ['red-inf-1'], { attacker: '-', defender: '2' }).state;
    expect(choicesOf(b, 'whitestone').map((c) => c.command)).toEqual([
      losses([], ['kaolyn-dwarves-1']),
      losses(['kaolyn-dwarves-1'], ['palanthus-militia-1']),
    ]);
    expect(timeout(b, 'whitestone')).toEqual(losses(['kaolyn-dwarves-1'], ['palanthus-militia-1']));
    // With the standing order “weakest” the same is taken without asking.
    const auto = act(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'red-inf-2', hex: '3612' },
        { id: 'red-inf-3', hex: '3712' },
        { id: 'red-inf-4', hex: '3712' },
        { id: 'kaolyn-dwarves-1', hex: '3613' },
        { id: 'palanthus-militia-1', hex: '3613' },
      ]),
      'highlord',
      { type: 'attack', hex: '3613', units: ['red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4'] },
      // 16 against 8 is 2-1; a 1 reads 1/1: Whitestone's loss is taken for it, the Highlord chooses its own.
      [1],
      { whitestone: { losses: 'weakest' } },
    );
    expect(auto.state.units['palanthus-militia-1']!.depleted).toBe(true);
    expect(auto.state.units['kaolyn-dwarves-1']!.depleted).toBe(false);
    expect(auto.state.stage).toEqual({ kind: 'losses', side: 'highlord' });
  });

  it('DG-RES-07 three depleted attackers owing two: the default sends the two weakest, each once', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612', depleted: true },
      { id: 'red-inf-2', hex: '3612', depleted: true },
      { id: 'blue-inf-1', hex: '3712', depleted: true },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['blue-inf-1', 'red-inf-1', 'red-inf-2'], { attacker: '2', defender: '-' }).state;
    expect(r.stage).toEqual({ kind: 'losses', side: 'highlord' });
    expect(timeout(r, 'highlord')).toEqual(losses([], ['blue-inf-1', 'red-inf-1']));
  });

  it('DG-RES-11 a leader whose army was lost to a chosen loss joins the nearest army', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712', depleted: true },
      { id: 'verminaard', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1', 'red-inf-2'], { attacker: '1', defender: '-' }).state;
    expect(r.stage).toEqual({ kind: 'losses', side: 'highlord' });
    const h = send(r, 'highlord', losses([], ['red-inf-2']));
    expect(ofType(h.events, 'followed')).toEqual([{ type: 'followed', units: ['verminaard'], hex: '3612' }]);
  });
});

describe('retreats: what is offered, in words', () => {
  it('DG-RES-04 a lone army is offered every hex it may retreat to, lowest first; the default takes the first', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], R).state;
    const to = (hex: string) => ({
      command: retreat(['qualinesti-foot-1', hex]),
      label: `Retreat Qualinesti Archers I to ${H(hex)}`,
      group: 'Retreat',
      target: hex,
    });
    expect(choicesOf(r, 'whitestone')).toEqual([to('3513'), to('3614'), to('3713')]);
    expect(timeout(r, 'whitestone')).toEqual(retreat(['qualinesti-foot-1', '3513']));
    // Attacked out of Blackgate at 3512: 3513 is next to the fortress, 3412 over the mountains.
    const b = withResult(
      start([
        { id: 'red-inf-1', hex: '3413' },
        { id: 'qualinesti-foot-1', hex: '3512' },
      ]),
      '3512',
      ['red-inf-1'],
      R,
    ).state;
    expect(choicesOf(b, 'whitestone')).toEqual([to('3511'), to('3612'), to('3613')]);
  });

  it('DG-RES-08 a stack that does not fit in one hex is split, and the label says who goes where', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
      { id: 'tower-knights-1', hex: '3513' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1', 'red-inf-2'], R).state;
    expect(choicesOf(r, 'whitestone')).toEqual([
      {
        command: retreat(['qualinesti-foot-1', '3513'], ['solanthus-foot-1', '3614']),
        label: `Retreat Qualinesti Archers I to ${H('3513')} and Solanthus Men-at-Arms I to ${H('3614')}`,
        group: 'Retreat',
        target: '3513',
      },
      {
        command: retreat(['qualinesti-foot-1', '3614'], ['solanthus-foot-1', '3614']),
        label: `Retreat Qualinesti Archers I and Solanthus Men-at-Arms I to ${H('3614')}`,
        group: 'Retreat',
        target: '3614',
      },
    ]);
    refused(
      r,
      'whitestone',
      retreat(['qualinesti-foot-1', '3513'], ['solanthus-foot-1', '3513']),
      'bad_retreat',
      `Solanthus Men-at-Arms I cannot retreat to ${H('3513')}: one hex, onto land it may stand on, not into or next to the enemy unless friends already hold it, within the stacking limits.`,
    );
  });

  it('DG-RES-08 DG-RES-09 armies with nowhere to go are named as lost, one or several, beside the walls’ hold', () => {
    // Goldleaf, ringed: only 1524, where a friend stands, is open, and it has room for one more.
    const ring = (extra: Parameters<typeof start>[0]) =>
      withResult(
        start([
          { id: 'red-inf-1', hex: '1526' },
          { id: 'red-inf-2', hex: '1425' },
          { id: 'red-inf-3', hex: '1625' },
          { id: 'qualinesti-foot-1', hex: '1525' },
          { id: 'qualinesti-foot-2', hex: '1525' },
          ...extra,
        ]),
        '1525',
        ['red-inf-1', 'red-inf-2', 'red-inf-3'],
        R,
      ).state;
    const HOLD = {
      command: { type: 'retreat', moves: [], hold: true },
      label: 'Hold Goldleaf: the walls let you ignore the retreat',
      group: 'Retreat',
      target: '1525',
    };
    expect(
      choicesOf(
        ring([
          { id: 'qualinesti-foot-3', hex: '1525' },
          { id: 'qualinesti-foot-4', hex: '1524' },
        ]),
        'whitestone',
      ),
    ).toEqual([
      HOLD,
      {
        command: retreat(['qualinesti-foot-1', '1524']),
        label: `Retreat Qualinesti Archers I to ${H('1524')}; Qualinesti Archers II and Qualinesti Archers III cannot retreat and are eliminated`,
        group: 'Retreat',
        target: '1524',
        confirm: 'Qualinesti Archers II and Qualinesti Archers III will be eliminated.',
      },
    ]);
    expect(choicesOf(ring([{ id: 'qualinesti-foot-4', hex: '1524' }]), 'whitestone')[1]).toMatchObject({
      label: `Retreat Qualinesti Archers I to ${H('1524')}; Qualinesti Archers II cannot retreat and is eliminated`,
      confirm: 'Qualinesti Archers II will be eliminated.',
    });
    // No friend at all: nobody can go.
    expect(choicesOf(ring([]), 'whitestone')).toEqual([
      HOLD,
      {
        command: retreat(),
        label: 'Qualinesti Archers I and Qualinesti Archers II cannot retreat and are eliminated',
        group: 'Retreat',
        confirm: 'Qualinesti Archers I and Qualinesti Archers II will be eliminated.',
      },
    ]);
  });

  it('DG-RES-08 never into a hex of the enemy, even one next to no other enemy; never onto marsh', () => {
    // 3713 holds a Highlord army that did not attack, next to no other: 3513 is the one way out, taken at once.
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3713' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], R);
    expect(ofType(r.events, 'retreated')).toEqual([
      { type: 'retreated', side: 'whitestone', moves: [{ id: 'qualinesti-foot-1', to: '3513' }] },
    ]);
    expect(r.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
    expect(getHex('2922').terrain).toBe('marsh');
    const m = start([
      { id: 'red-inf-1', hex: '3024' },
      { id: 'qualinesti-foot-1', hex: '2923' },
    ]);
    const mr = withResult(m, '2923', ['red-inf-1'], R).state;
    expect(choicesOf(mr, 'whitestone').some((c) => c.target === '2922')).toBe(false);
    refused(
      mr,
      'whitestone',
      retreat(['qualinesti-foot-1', '2922']),
      'bad_retreat',
      `Qualinesti Archers I cannot retreat to ${H('2922')}: one hex, onto land it may stand on, not into or next to the enemy unless friends already hold it, within the stacking limits.`,
    );
  });
});

describe('retreats: commands refused and carried out', () => {
  const two = (extra: Parameters<typeof start>[0] = []) =>
    withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'red-inf-2', hex: '3712' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'solanthus-foot-1', hex: '3613' },
        { id: 'tower-knights-1', hex: '3513' },
        ...extra,
      ]),
      '3613',
      ['red-inf-1', 'red-inf-2'],
      R,
    ).state;

  it('DG-RES-04 each army is named once, only those of the battle, and every one that can retreat must', () => {
    const r = two();
    refused(
      r,
      'whitestone',
      retreat(['qualinesti-foot-1', '3614'], ['qualinesti-foot-1', '3513']),
      'bad_retreat',
      'Name each retreating army once.',
    );
    refused(
      r,
      'whitestone',
      retreat(['tower-knights-1', '3514'], ['qualinesti-foot-1', '3614'], ['solanthus-foot-1', '3614']),
      'bad_retreat',
      'Tower Knights I has no retreat to make.',
    );
    refused(
      r,
      'whitestone',
      retreat(['qualinesti-foot-1', '3614']),
      'must_retreat',
      `Solanthus Men-at-Arms I can still retreat (to ${H('3614')}) and must.`,
    );
  });

  it('DG-RES-11 a leader goes with the first army named in a split retreat', () => {
    const r = two([{ id: 'laurana', hex: '3613' }]);
    const w = send(r, 'whitestone', retreat(['qualinesti-foot-1', '3614'], ['solanthus-foot-1', '3513']));
    expect(ofType(w.events, 'followed')).toEqual([{ type: 'followed', units: ['laurana'], hex: '3614' }]);
    expect([hexOf(w.state, 'qualinesti-foot-1'), hexOf(w.state, 'solanthus-foot-1')]).toEqual(['3614', '3513']);
  });

  it('DG-RES-08 DG-RES-11 armies that cannot retreat are eliminated and their leader joins the nearest army', () => {
    const ring = withResult(
      start([
        { id: 'red-inf-1', hex: '1526' },
        { id: 'red-inf-2', hex: '1425' },
        { id: 'red-inf-3', hex: '1625' },
        { id: 'qualinesti-foot-1', hex: '1525' },
        { id: 'qualinesti-foot-2', hex: '1525' },
        { id: 'qualinesti-speaker', hex: '1525' },
        { id: 'qualinesti-foot-4', hex: '1327' },
      ]),
      '1525',
      ['red-inf-1', 'red-inf-2', 'red-inf-3'],
      R,
    ).state;
    const w = send(ring, 'whitestone', retreat());
    expect(ofType(w.events, 'retreated')).toEqual([]);
    expect(ofType(w.events, 'eliminated')).toEqual([
      {
        type: 'eliminated',
        units: ['qualinesti-foot-1', 'qualinesti-foot-2'],
        to: 'pool',
        why: 'no hex to retreat to',
      },
    ]);
    expect(ofType(w.events, 'followed')).toEqual([{ type: 'followed', units: ['qualinesti-speaker'], hex: '1327' }]);
  });

  it('DG-RES-09 only the defenders hold walls: an attacker told to retreat from before Goldleaf may not', () => {
    const s = start([
      { id: 'red-inf-1', hex: '1526' },
      { id: 'qualinesti-foot-1', hex: '1525' },
    ]);
    const r = withResult(s, '1525', ['red-inf-1'], { attacker: 'R', defender: '-' }).state;
    expect(r.stage).toEqual({ kind: 'retreat', side: 'highlord' });
    const cs = choicesOf(r, 'highlord');
    expect(cs.length).toBeGreaterThan(1);
    expect(cs.some((c) => c.command.type === 'retreat' && c.command.hold)).toBe(false);
    // The default is the first of them, not a hold.
    expect(timeout(r, 'highlord')).toEqual(cs[0]!.command);
    refused(
      r,
      'highlord',
      { type: 'retreat', moves: [], hold: true },
      'cannot_hold',
      'Only defenders in a fortress, fortified city or dwarven fortress may ignore a retreat.',
    );
  });

  it('DG-RES-09 DG-RES-07 after the defenders hold their walls, the attacker still takes its own loss', () => {
    const s = start([
      { id: 'red-inf-1', hex: '1526' },
      { id: 'red-inf-2', hex: '1425' },
      { id: 'qualinesti-foot-1', hex: '1525' },
    ]);
    const r = withResult(s, '1525', ['red-inf-1', 'red-inf-2'], { attacker: '1', defender: 'R' }).state;
    const held = send(r, 'whitestone', { type: 'retreat', moves: [], hold: true });
    expect(held.state.stage).toEqual({ kind: 'losses', side: 'highlord' });
    expect(choicesOf(held.state, 'highlord').map((c) => c.label)).toEqual([
      'Deplete Red Infantry I',
      'Deplete Red Infantry II',
    ]);
  });

  it('DG-RES-04 DG-RES-07 after the defenders retreat, the attacker still takes its own loss', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '1', defender: 'R' }).state;
    const w = send(r, 'whitestone', retreat(['qualinesti-foot-1', '3713']));
    expect(w.state.units['red-inf-1']!.depleted).toBe(true);
    expect(w.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-RES-10 an attacker’s retreat never ends in the battle hex, even when the defenders are gone', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: 'R', defender: 'E' }).state;
    expect(r.stage).toEqual({ kind: 'retreat', side: 'highlord' });
    expect(choicesOf(r, 'highlord').some((c) => c.target === '3613')).toBe(false);
    refused(
      r,
      'highlord',
      retreat(['red-inf-1', '3613']),
      'bad_retreat',
      `Red Infantry I cannot retreat to ${H('3613')}: one hex, onto land it may stand on, not into or next to the enemy unless friends already hold it, within the stacking limits.`,
    );
  });

  it('DG-RES-04 with the standing order “auto” the server retreats the defenders once their loss is taken', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '-', defender: '1R' }).state;
    expect(r.stage).toEqual({ kind: 'losses', side: 'whitestone' });
    const w = act(r, 'whitestone', losses(['qualinesti-foot-1']), [], { whitestone: { retreat: 'auto' } });
    expect([hexOf(w.state, 'qualinesti-foot-1'), hexOf(w.state, 'solanthus-foot-1')]).toEqual(['3513', '3513']);
    expect(w.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });
});

describe('leaders and wizards left alone (AMB-38)', () => {
  it('DG-RES-11 those on land go, sorted, to the nearest army; a ship and a leader aboard it stay', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3321' },
      { id: 'qualinesti-foot-1', hex: '3221' },
      { id: 'palanthus-lord', hex: '3221' },
      { id: 'kaolyn-thane', hex: '3221' },
      { id: 'palanthus-ship-1', hex: '3221' },
      { id: 'laurana', hex: '3221', aboard: 'palanthus-ship-1' },
      { id: 'tower-knights-1', hex: '3121' },
    ]);
    const r = withResult(s, '3221', ['red-inf-1'], E);
    expect(ofType(r.events, 'followed')).toEqual([
      { type: 'followed', units: ['kaolyn-thane', 'palanthus-lord'], hex: '3121' },
    ]);
    expect(hexOf(r.state, 'palanthus-ship-1')).toBe('3221');
    expect(r.state.units.laurana).toMatchObject({ hex: '3221', aboard: 'palanthus-ship-1' });
  });

  it('DG-RES-11 with no army of the side left, its leaders leave the game; a wizard does not', () => {
    const both = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'laurana', hex: '3613' },
        { id: 'white-robe', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      E,
    );
    const gone = ofType(both.events, 'eliminated').filter((e) => e.why === 'no army left to join');
    expect(gone).toEqual([{ type: 'eliminated', units: ['laurana'], to: 'removed', why: 'no army left to join' }]);
    expect(line(gone[0]!)).toBe('Laurana leave the game (no army left to join).');
    expect(both.state.units['white-robe']).toMatchObject({ where: 'map', hex: '3613' });
    const wizard = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'white-robe', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      E,
    );
    expect(ofType(wizard.events, 'eliminated')).toEqual([
      { type: 'eliminated', units: ['qualinesti-foot-1'], to: 'pool', why: 'destroyed in battle' },
    ]);
  });

  it('DG-RES-11 AMB-16 the nearest army is the closest in hexes, the lowest hex among the closest', () => {
    const lone = (guard: string, plainsmen: string) =>
      withResult(
        start([
          { id: 'red-inf-1', hex: '3612' },
          { id: 'qualinesti-foot-1', hex: '3613' },
          { id: 'laurana', hex: '3613' },
          { id: 'palanthus-guard', hex: guard },
          { id: 'fielder-foot-1', hex: plainsmen },
        ]),
        '3613',
        ['red-inf-1'],
        E,
      ).state.units.laurana!.hex;
    expect([distance('3613', '3414'), distance('3613', '3714'), distance('3613', '3313')]).toEqual([2, 2, 3]);
    expect(lone('3714', '3414')).toBe('3414');
    expect(lone('3414', '3714')).toBe('3414');
    expect(lone('3714', '3313')).toBe('3714');
  });
});

describe('the advance after combat', () => {
  /** Two infantry and a cavalry army (with Verminaard) beat the archers on 3613; two more armies hold 3511. */
  const won = () =>
    withResult(
      start([
        { id: 'blue-inf-1', hex: '3612' },
        { id: 'blue-inf-2', hex: '3712' },
        { id: 'red-cav', hex: '3512' },
        { id: 'verminaard', hex: '3512' },
        { id: 'red-inf-4', hex: '3511' },
        { id: 'red-inf-5', hex: '3511' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['blue-inf-1', 'blue-inf-2', 'red-cav'],
      E,
    ).state;

  it('DG-ADV-02 DG-ADV-03 the choices in full: stay, advance up to the limit, or the rider left out moves one hex', () => {
    const r = won();
    expect(r.stage).toEqual({ kind: 'advance', side: 'highlord' });
    const ride = (to: string) => ({
      command: advance([], ['red-cav', to]),
      label: `Red Cavalry moves one hex, to ${H(to)}`,
      group: 'Advance',
      target: to,
    });
    // Not 3511 (two armies there already), not the battle hex, not over the mountains into 3412.
    expect(choicesOf(r, 'highlord')).toEqual([
      { command: advance([]), label: 'Stay where you stand', group: 'Advance' },
      {
        command: advance(['blue-inf-1', 'blue-inf-2']),
        label: `Advance into ${H('3613')} with Blue Infantry I and Blue Infantry II`,
        group: 'Advance',
        target: '3613',
        pick: {
          field: 'units',
          prompt: 'Which armies advance?',
          options: [
            { id: 'blue-inf-1', label: `Blue Infantry I from ${H('3612')}` },
            { id: 'blue-inf-2', label: `Blue Infantry II from ${H('3712')}` },
          ],
          min: 1,
        },
      },
      ride('3612'),
      ride('3513'),
      ride('3413'),
    ]);
    expect(timeout(r, 'highlord')).toEqual(advance([]));
  });

  it('DG-ADV-02 refusals: an army named twice, one that did not attack, too many for the hex', () => {
    const r = won();
    refused(r, 'highlord', advance(['blue-inf-1', 'blue-inf-1']), 'bad_advance', 'Name each army once.');
    refused(
      r,
      'highlord',
      advance(['red-inf-4']),
      'cannot_advance',
      `Red Infantry IV cannot advance into ${H('3613')}.`,
    );
    refused(
      r,
      'highlord',
      advance(['blue-inf-1', 'blue-inf-2', 'red-cav']),
      'over_stacked',
      `That many armies do not fit in ${H('3613')}.`,
    );
  });

  it('DG-ADV-03 refusals: infantry moves no hex more, a rider one hex only, never back into the battle hex nor where no room is', () => {
    const r = won();
    refused(
      r,
      'highlord',
      advance(['blue-inf-1'], ['blue-inf-1', '3614']),
      'cannot_ride',
      'Only attacking air and cavalry armies move a hex more; Blue Infantry I cannot.',
    );
    refused(
      r,
      'highlord',
      advance([], ['red-cav', '3513'], ['red-cav', '3612']),
      'cannot_ride',
      'Red Cavalry moves only one hex more.',
    );
    for (const to of ['3613', '3511'])
      refused(r, 'highlord', advance([], ['red-cav', to]), 'cannot_ride', `Red Cavalry cannot move on to ${H(to)}.`);
  });

  it('DG-ADV-03 AMB-38 a rider moving one hex takes its leader along; staying puts nothing in the log', () => {
    const r = won();
    const go = send(r, 'highlord', advance([], ['red-cav', '3513']));
    expect(hexOf(go.state, 'red-cav')).toBe('3513');
    expect(ofType(go.events, 'followed')).toEqual([{ type: 'followed', units: ['verminaard'], hex: '3513' }]);
    const stay = send(r, 'highlord', advance([]));
    expect(ofType(stay.events, 'advanced')).toEqual([]);
    expect(ofType(stay.events, 'followed')).toEqual([]);
    expect(stay.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
  });

  it('DG-ADV-02 AMB-38 a leader goes with the army that advanced from its hex, not one riding elsewhere', () => {
    const s = start([
      { id: 'blue-inf-1', hex: '3612' },
      { id: 'red-cav', hex: '3612' },
      { id: 'verminaard', hex: '3612' },
      { id: 'blue-inf-2', hex: '3712' },
      { id: 'red-inf-4', hex: '3511' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['blue-inf-1', 'blue-inf-2', 'red-cav'], E).state;
    const go = send(r, 'highlord', advance(['blue-inf-1'], ['red-cav', '3611']));
    expect([hexOf(go.state, 'blue-inf-1'), hexOf(go.state, 'red-cav')]).toEqual(['3613', '3611']);
    expect(ofType(go.events, 'followed')).toEqual([{ type: 'followed', units: ['verminaard'], hex: '3613' }]);
  });

  it('DG-ADV-03 riders may go where the armies advancing leave room, and two may share a hex, not three', () => {
    // Red cavalry at 3612, two infantry armies at 3712, black cavalry at 3513; Blue infantry (not in the
    // battle) holds 3512, the one hex both cavalry armies could reach from where they stand.
    const s = start([
      { id: 'red-cav', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'red-inf-3', hex: '3712' },
      { id: 'black-cav', hex: '3513' },
      { id: 'blue-inf-1', hex: '3512' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['black-cav', 'red-cav', 'red-inf-2', 'red-inf-3'], E).state;
    // The two cavalry armies are the first to fit in 3613; either may ride on from there.
    expect(choicesOf(r, 'highlord').find((c) => c.target === '3713' && c.command.type === 'advance')).toEqual({
      command: advance(['black-cav', 'red-cav'], ['black-cav', '3713']),
      label: `Advance into ${H('3613')} with Black Cavalry and Red Cavalry; Black Cavalry rides on to ${H('3713')}`,
      group: 'Advance',
      target: '3713',
    });
    // The red cavalry and red-inf-2 advance; the cavalry rides on into 3712, where red-inf-2 left room.
    const back = send(r, 'highlord', advance(['red-cav', 'red-inf-2'], ['red-cav', '3712']));
    expect([hexOf(back.state, 'red-cav'), hexOf(back.state, 'red-inf-2')]).toEqual(['3712', '3613']);
    // Both cavalry armies into 3512 beside the Blue infantry: three is too many, the second is refused.
    refused(
      r,
      'highlord',
      advance(['red-inf-2'], ['red-cav', '3512'], ['black-cav', '3512']),
      'cannot_ride',
      `Black Cavalry cannot move on to ${H('3512')}.`,
    );
    // Both advance and ride on into the empty 3713: two fit.
    const two = send(r, 'highlord', advance(['black-cav', 'red-cav'], ['red-cav', '3713'], ['black-cav', '3713']));
    expect([hexOf(two.state, 'red-cav'), hexOf(two.state, 'black-cav')]).toEqual(['3713', '3713']);
  });

  it('DG-ADV-03 a rider leaving its hex makes room there for another', () => {
    const s = start([
      { id: 'blue-inf-1', hex: '3612' },
      { id: 'blue-inf-2', hex: '3712' },
      { id: 'red-cav', hex: '3512' },
      { id: 'red-inf-3', hex: '3512' },
      { id: 'black-cav', hex: '3513' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    const r = withResult(s, '3613', ['black-cav', 'blue-inf-1', 'blue-inf-2', 'red-cav', 'red-inf-3'], E).state;
    const go = send(r, 'highlord', advance(['blue-inf-1', 'blue-inf-2'], ['red-cav', '3511'], ['black-cav', '3512']));
    expect([hexOf(go.state, 'red-cav'), hexOf(go.state, 'black-cav')]).toEqual(['3511', '3512']);
  });

  it('DG-ADV-01 DG-ADV-03 dragons beating the defenders of a marsh cannot end there, but may fly one hex on', () => {
    const s = start([
      { id: 'red-dragon-3', hex: '2923' },
      { id: 'qualinesti-foot-2', hex: '2922' },
    ]);
    const r = withResult(s, '2922', ['red-dragon-3'], E).state;
    expect(r.stage).toEqual({ kind: 'advance', side: 'highlord' });
    const fly = (to: string) => ({
      command: advance([], ['red-dragon-3', to]),
      label: `Red Dragons III moves one hex, to ${H(to)}`,
      group: 'Advance',
      target: to,
    });
    // 3023 is marsh too; 2922 is the battle hex.
    expect(choicesOf(r, 'highlord')).toEqual([
      { command: advance([]), label: 'Stay where you stand', group: 'Advance' },
      fly('3024'),
      fly('2924'),
      fly('2824'),
      fly('2823'),
    ]);
    refused(
      r,
      'highlord',
      advance(['red-dragon-3']),
      'cannot_advance',
      `Red Dragons III cannot advance into ${H('2922')}.`,
    );
  });

  it('DG-ADV-01 when both sides are wiped out nobody advances: the Combat Step goes on', () => {
    const r = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      { attacker: 'E', defender: 'E' },
    );
    expect(r.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
    expect(ofType(r.events, 'battleEnded')).toHaveLength(1);
  });
});

describe('neutrals drawn in when the battle ends (DG-ADV-04, AMB-15)', () => {
  it('DG-ADV-04 the side whose army entered first is the invader, though the enemy retreated in too', () => {
    expect([getHex('3813').nation, getHex('3814').nation]).toEqual(['kern', 'kern']);
    const s = start([
      { id: 'red-cav', hex: '3712' },
      { id: 'red-inf-1', hex: '3613' },
      { id: 'qualinesti-foot-1', hex: '3713' },
    ]);
    const r = withResult(s, '3713', ['red-cav', 'red-inf-1'], R).state;
    const w = send(r, 'whitestone', retreat(['qualinesti-foot-1', '3814']));
    expect(w.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
    const a = send(w.state, 'highlord', advance(['red-inf-1'], ['red-cav', '3813']), [5, 3]);
    expect(ofType(a.events, 'activationRolled').map((e) => [e.side, e.invasion, e.success])).toEqual([
      ['whitestone', 'highlord', false],
      ['highlord', 'highlord', true],
    ]);
    expect(a.state.nations.kern.status).toBe('highlord');
  });
});

describe('two neutrals entered in one battle (DG-ADV-04, AMB-15)', () => {
  it('DG-ADV-04 a retreat into Khur and a ride into Kern draw both in; each is placed in turn, then the Combat Step resumes', () => {
    expect([getHex('3919').nation, getHex('3920').nation]).toEqual(['kern', 'khur']);
    const s = start([
      { id: 'red-cav', hex: '3720' },
      { id: 'red-inf-1', hex: '3720' },
      { id: 'qualinesti-foot-1', hex: '3820' },
    ]);
    const r = withResult(s, '3820', ['red-cav', 'red-inf-1'], R).state;
    const w = send(r, 'whitestone', retreat(['qualinesti-foot-1', '3920']));
    const a = send(w.state, 'highlord', advance(['red-cav', 'red-inf-1'], ['red-cav', '3919']), [5, 3, 1]);
    // Kern, entered by the Highlord's cavalry, then Khur, entered by the retreating Whitestone archers.
    expect(ofType(a.events, 'activationRolled').map((e) => [e.nation, e.invasion, e.side, e.success])).toEqual([
      ['kern', 'highlord', 'whitestone', false],
      ['kern', 'highlord', 'highlord', true],
      ['khur', 'whitestone', 'highlord', true],
    ]);
    expect([a.state.nations.kern.status, a.state.nations.khur.status]).toEqual(['highlord', 'highlord']);
    expect(a.state.stage).toMatchObject({
      kind: 'place',
      nation: 'khur',
      resume: { kind: 'place', nation: 'kern', resume: { kind: 'combat', side: 'highlord' } },
    });
    const khur = send(a.state, 'highlord', { type: 'placeAtHome' });
    expect(khur.state.stage).toMatchObject({ kind: 'place', nation: 'kern' });
    const kern = send(khur.state, 'highlord', { type: 'placeAtHome' });
    expect(kern.state.stage).toEqual({ kind: 'combat', side: 'highlord' });
  });
});

describe('battle commands at the wrong moment', () => {
  it('DG-RBC-01 DG-RES-04 DG-ADV-01 each battle command waits for its own stage', () => {
    const adv = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      E,
    ).state;
    expect(adv.stage).toEqual({ kind: 'advance', side: 'highlord' });
    for (const c of [{ type: 'stand' }, { type: 'flee', moves: [] }, losses(['red-inf-1']), retreat()] as Command[])
      refused(adv, 'highlord', c, 'not_now', NOT_NOW);
    const ret = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      R,
    ).state;
    expect(ret.stage).toEqual({ kind: 'retreat', side: 'whitestone' });
    for (const c of [advance([]), { type: 'stand' }, losses(['qualinesti-foot-1'])] as Command[])
      refused(ret, 'whitestone', c, 'not_now', NOT_NOW);
  });
});

describe('deadline defaults', () => {
  it('DG-RBC-01 a missed deadline before combat stands; after it, no advance', () => {
    const r = attack(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'silvanesti-griffons', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
    ).state;
    expect(timeout(r, 'whitestone')).toEqual({ type: 'stand' });
    const won = withResult(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
      E,
    ).state;
    expect(timeout(won, 'highlord')).toEqual({ type: 'advance', units: [] });
    expect(where(won, 'red-inf-1')).toBe('map');
  });
});
