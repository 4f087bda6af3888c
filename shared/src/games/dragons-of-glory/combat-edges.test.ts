/**
 * Edges of land combat, part 1 (rules/combat.ts): the refusals of a declaration with the words the
 * player reads, the attack choice in full, and the retreat before combat of fliers, cavalry and the
 * armies griffons, pegasi and citadels carry (DG-RBC-01..05), with the Dragon Orb's use before the
 * roll. Part 2 (combat-edges-2.test.ts) has the results, retreats, advances and defaults. Battles are
 * on the Dominion plains around 3613 (combat.testkit.ts) unless told.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../engine/errors.ts';
import { attack, choicesOf, hexOf, mapIs, ofType, rolled, send, start } from './combat.testkit.ts';
import type { Command } from './commands.ts';
import { getHexside, type Side } from './data/index.ts';
import { describe as line } from './describe.ts';
import type { State } from './rules/state.ts';
import { hexWord as H, unitWord } from './rules/words.ts';
import { act } from './testkit.ts';

/** A refused command: its code and the words the player reads; the state it was sent to is untouched. */
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
const refused = (s: State, side: Side, c: Command, code: string, message: string) =>
  expect(refusal(s, side, c)).toEqual({ code: `rule/${code}`, message });

const attackCmd = (hex: string, units: string[]): Command => ({ type: 'attack', hex, units });
const flee = (...moves: [string, string[]][]): Command => ({
  type: 'flee',
  moves: moves.map(([id, path]) => ({ id, path })),
});
const GROUP = 'Retreat before combat';
/** The choice of one army retreating before combat along `path`. */
const fleeChoice = (id: string, path: string[]) => ({
  command: { type: 'flee', moves: [{ id, path }] },
  label: `${unitWord(id)} retreats to ${H(path[path.length - 1]!)} before combat`,
  group: GROUP,
  target: path[path.length - 1],
});
const STAND = { command: { type: 'stand' }, label: 'Stand and fight', group: GROUP };
const fleeLabels = (s: State, side: Side) =>
  choicesOf(s, side)
    .filter((c) => c.command.type === 'flee')
    .map((c) => c.label);

describe('declaring an attack: refusals in words', () => {
  it('DG-CMB-01 only the mover’s own armies on the map attack: not an enemy, a leader, one off the map or no counter at all', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'verminaard', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'solanthus-foot-1', hex: '3513' },
    ]);
    // red-inf-2 is waiting off the map; solanthus-foot-1 is an enemy army next to 3613.
    for (const [id, name] of [
      ['red-inf-2', 'Red Infantry II'],
      ['solanthus-foot-1', 'Solanthus Men-at-Arms I'],
      ['verminaard', 'Verminaard'],
      ['no-such-army', 'no-such-army'],
    ] as const)
      refused(s, 'highlord', attackCmd('3613', [id]), 'not_your_army', `${name} is not one of your armies on the map.`);
    // Its own army next to the hex may.
    expect(ofType(attack(s, '3613', ['red-inf-1'], [5]).events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-16 DG-CMB-06 DG-CMB-01 aboard, already attacked, not next to the hex: each refusal names the army', () => {
    const s = start([
      { id: 'qualinesti-foot-1', hex: '3221' },
      { id: 'red-inf-1', hex: '3321' },
      { id: 'red-inf-3', hex: '3320' },
      { id: 'red-inf-4', hex: '3420' },
      { id: 'dominion-ship-1', hex: '3220' },
      { id: 'red-inf-2', hex: '3220', aboard: 'dominion-ship-1' },
    ]);
    refused(
      s,
      'highlord',
      attackCmd('3221', ['red-inf-2']),
      'aboard',
      'Red Infantry II is aboard a ship and takes no part in land combat.',
    );
    const spent = { ...s, flags: { 'red-inf-1': { attacked: true } } } as State;
    refused(
      spent,
      'highlord',
      attackCmd('3221', ['red-inf-1']),
      'already_attacked',
      'Red Infantry I has already attacked this Turn.',
    );
    refused(
      s,
      'highlord',
      attackCmd('3221', ['red-inf-4']),
      'not_adjacent',
      `Red Infantry IV is not next to ${H('3221')}.`,
    );
    // The fresh army next to it attacks.
    expect(ofType(attack(spent, '3221', ['red-inf-3'], [5]).events, 'battleDeclared')).toHaveLength(1);
  });

  it('DG-CMB-07 a deep river, a mountain hexside and ground it could not enter: three refusals, three reasons', () => {
    expect(getHexside('2009', '2010').deep).toBe(true);
    expect(getHexside('3511', '3412').mountain).toBe(true);
    // Ogres cross the mountain hexside from 2908, but cannot enter the marsh beyond it.
    expect(getHexside('2908', '2808').mountain).toBe(true);
    mapIs('2808', 'marsh');
    mapIs('2922', 'marsh', ['2923']);
    const s = start([
      { id: 'solanthus-foot-1', hex: '2010' },
      { id: 'red-inf-2', hex: '2009' },
      { id: 'qualinesti-foot-1', hex: '3412' },
      { id: 'red-inf-1', hex: '3511' },
      { id: 'qualinesti-foot-2', hex: '2922' },
      { id: 'red-inf-3', hex: '2923' },
      { id: 'qualinesti-foot-3', hex: '2808' },
      { id: 'blode-ogres-1', hex: '2908' },
    ]);
    refused(
      s,
      'highlord',
      attackCmd('2010', ['red-inf-2']),
      'not_adjacent',
      `A deep river parts Red Infantry II from ${H('2010')}: they are not adjacent.`,
    );
    refused(
      s,
      'highlord',
      attackCmd('3412', ['red-inf-1']),
      'mountain',
      'Only dwarves, ogres and fliers attack across a mountain hexside; Red Infantry I cannot.',
    );
    refused(
      s,
      'highlord',
      attackCmd('2922', ['red-inf-3']),
      'cannot_enter',
      `Red Infantry III could not move into ${H('2922')}, so it cannot attack there.`,
    );
    refused(
      s,
      'highlord',
      attackCmd('2808', ['blode-ogres-1']),
      'cannot_enter',
      `Ogres of Blode I could not move into ${H('2808')}, so it cannot attack there.`,
    );
  });

  it('DG-CMB-05 an empty hex or one attacked already this step is refused in words', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    refused(
      s,
      'highlord',
      attackCmd('3711', ['red-inf-1']),
      'no_enemy',
      `No enemy army stands in ${H('3711')} to be attacked.`,
    );
    refused(
      { ...s, attackedHexes: ['3613'] },
      'highlord',
      attackCmd('3613', ['red-inf-1']),
      'hex_attacked',
      `${H('3613')} has already been attacked in this Combat Step.`,
    );
  });

  it('DG-CMB-17 naming an army twice is refused; named in any order, the attackers are declared in one order', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    refused(
      s,
      'highlord',
      attackCmd('3613', ['red-inf-1', 'red-inf-1']),
      'bad_units',
      'Name each attacking army once.',
    );
    const r = attack(s, '3613', ['red-inf-2', 'red-inf-1'], [5]);
    const d = ofType(r.events, 'battleDeclared')[0]!;
    expect(d.attackers).toEqual(['red-inf-1', 'red-inf-2']);
    expect(line(d)).toBe(
      `Highlord attacks ${H('3613')} with Red Infantry I and Red Infantry II, against Qualinesti Archers I.`,
    );
    expect(rolled(r.events).attack).toBe(8);
  });

  it('DG-CMB-17 the attack choice in full: its group, the warning that binds it and the armies to pick from', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'red-inf-2', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    expect(choicesOf(s, 'highlord').filter((c) => c.command.type === 'attack')).toEqual([
      {
        command: { type: 'attack', hex: '3613', units: ['red-inf-1', 'red-inf-2'] },
        label: `Attack ${H('3613')} with 8 against 4: 2-1, +0`,
        group: 'Attack',
        target: '3613',
        confirm: 'Once declared, the attack must be fought.',
        pick: {
          field: 'units',
          prompt: 'Which armies attack?',
          options: [
            { id: 'red-inf-1', label: `Red Infantry I at ${H('3612')}` },
            { id: 'red-inf-2', label: `Red Infantry II at ${H('3712')}` },
          ],
          min: 1,
        },
      },
    ]);
  });
});

describe('retreat before combat: what is offered', () => {
  /** Silvanesti griffons with Qualinesti archers (not their nationality) on 3613, attacked from 3612. */
  const griffons = () =>
    attack(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'silvanesti-griffons', hex: '3613' },
        { id: 'qualinesti-foot-1', hex: '3613' },
      ]),
      '3613',
      ['red-inf-1'],
    ).state;

  it('DG-RBC-01 a flier may go one hex or two, never next to the attacker, into it or back to the battle hex', () => {
    const r = griffons();
    expect(r.stage).toEqual({ kind: 'rbc', side: 'whitestone' });
    const g = 'silvanesti-griffons';
    // One hex: 3712 and 3512 are next to the attacker at 3612. Two hexes: over no enemy, ending where
    // a retreat may end (3612 itself holds the attacker; 3613 is the battle hex, held by the archers).
    expect(choicesOf(r, 'whitestone')).toEqual([
      STAND,
      fleeChoice(g, ['3713']),
      fleeChoice(g, ['3614']),
      fleeChoice(g, ['3513']),
      fleeChoice(g, ['3712', '3812']),
      fleeChoice(g, ['3712', '3813']),
      fleeChoice(g, ['3713', '3814']),
      fleeChoice(g, ['3713', '3714']),
      fleeChoice(g, ['3614', '3615']),
      fleeChoice(g, ['3614', '3514']),
      fleeChoice(g, ['3513', '3414']),
      fleeChoice(g, ['3513', '3413']),
      fleeChoice(g, ['3512', '3412']),
    ]);
    refused(
      r,
      'whitestone',
      flee([g, ['3713', '3613']]),
      'bad_flee',
      `Silvanesti Griffons cannot retreat to ${H('3613')} before combat: fliers go one or two hexes, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
    );
    refused(
      r,
      'whitestone',
      flee([g, ['3712', '3612']]),
      'bad_flee',
      `Silvanesti Griffons cannot retreat to ${H('3612')} before combat: fliers go one or two hexes, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
    );
  });

  it('DG-RBC-01 naming the same army twice is refused; naming none stands and the roll comes at once', () => {
    const r = griffons();
    refused(
      r,
      'whitestone',
      flee(['silvanesti-griffons', ['3713']], ['silvanesti-griffons', ['3614']]),
      'bad_flee',
      'Name each retreating army once.',
    );
    const none = send(r, 'whitestone', flee(), [5]);
    expect(ofType(none.events, 'fledBeforeCombat')).toEqual([]);
    expect(rolled(none.events).defence).toBe(6);
    expect(hexOf(none.state, 'silvanesti-griffons')).toBe('3613');
  });

  it('DG-RBC-03 an army that may not retreat before combat is told so, wherever it names', () => {
    const r = griffons();
    // The archers are no flier and no cavalry, and no Silvanesti carrier may lift them.
    for (const to of ['3614', '3512'])
      refused(
        r,
        'whitestone',
        flee(['qualinesti-foot-1', [to]]),
        'cannot_flee',
        'Qualinesti Archers I may not retreat before combat (only fliers facing no fliers, cavalry facing neither cavalry nor fliers, and an army carried by its griffons or pegasi).',
      );
  });

  it('DG-RBC-03 cavalry goes one hex only, and not across a mountain hexside', () => {
    expect(getHexside('3512', '3412').mountain).toBe(true);
    const s = start([
      { id: 'red-inf-1', hex: '3613' },
      { id: 'solanthus-knights-1', hex: '3512' },
    ]);
    const r = attack(s, '3512', ['red-inf-1']).state;
    const k = 'solanthus-knights-1';
    // 3612 and 3513 are next to the attacker; 3412 lies over the mountains.
    expect(choicesOf(r, 'whitestone')).toEqual([STAND, fleeChoice(k, ['3511']), fleeChoice(k, ['3413'])]);
    refused(
      r,
      'whitestone',
      flee([k, ['3412']]),
      'bad_flee',
      `Knights of Solanthus I cannot retreat to ${H('3412')} before combat: cavalry goes one hex, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
    );
    refused(
      r,
      'whitestone',
      flee([k, ['3511', '3411']]),
      'bad_flee',
      `Knights of Solanthus I cannot retreat to ${H('3411')} before combat: cavalry goes one hex, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
    );
  });

  it('DG-RBC-04 several may go together: one choice per hex every one of them reaches, if they all fit there', () => {
    // A dragon, pegasi and riders; a friendly dragon already at 3614 leaves room there for one more flier.
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'gold-dragon-1', hex: '3613' },
      { id: 'silvanesti-pegasi', hex: '3613' },
      { id: 'silvanesti-horse', hex: '3613' },
      { id: 'brass-dragon', hex: '3614' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    const together = choicesOf(r, 'whitestone').filter((c) => c.command.type === 'flee' && c.command.moves.length > 1);
    const all = (to: string) => ({
      command: {
        type: 'flee',
        moves: [
          { id: 'gold-dragon-1', path: [to] },
          { id: 'silvanesti-horse', path: [to] },
          { id: 'silvanesti-pegasi', path: [to] },
        ],
      },
      label: `Gold Dragons I, Silvanesti Riders and Silvanesti Pegasi all retreat to ${H(to)} before combat`,
      group: GROUP,
      target: to,
    });
    // Not 3614 (three fliers there), not the hexes only the fliers reach.
    expect(together).toEqual([all('3713'), all('3513')]);
    // Each alone may still go to 3614.
    const alone = fleeLabels(r, 'whitestone');
    expect(alone).toContain(`Gold Dragons I retreats to ${H('3614')} before combat`);
    expect(alone).toContain(`Silvanesti Pegasi retreats to ${H('3614')} before combat`);
    // Both fliers into 3614 at once overfill it: the second is refused.
    refused(
      r,
      'whitestone',
      flee(['gold-dragon-1', ['3614']], ['silvanesti-pegasi', ['3614']]),
      'bad_flee',
      `Silvanesti Pegasi cannot retreat to ${H('3614')} before combat: fliers go one or two hexes, over no enemy, to a hex it may stand in, not next to the enemy unless friends hold it.`,
    );
    // All three to 3713: the hex is empty, there is no roll and the attacker may advance.
    const f = send(r, 'whitestone', all('3713').command as Command);
    expect(['gold-dragon-1', 'silvanesti-pegasi', 'silvanesti-horse'].map((id) => hexOf(f.state, id))).toEqual([
      '3713',
      '3713',
      '3713',
    ]);
    expect(ofType(f.events, 'battleRolled')).toEqual([]);
    expect(f.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-RBC-04 two fliers together: one choice for each hex both of them reach', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'silvanesti-griffons', hex: '3613' },
      { id: 'silvanesti-pegasi', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    const both = fleeLabels(r, 'whitestone').filter((l) => l.includes('all retreat'));
    // The twelve hexes a lone flier may reach (the first test above), each reached by both.
    expect(both).toHaveLength(12);
    expect(both[0]).toBe(`Silvanesti Griffons and Silvanesti Pegasi all retreat to ${H('3713')} before combat`);
  });

  it('DG-RBC-04 one defender that may retreat is offered no “all retreat” choice', () => {
    expect(fleeLabels(griffons(), 'whitestone').filter((l) => l.includes('all retreat'))).toEqual([]);
  });
});

describe('retreat before combat: carrying (DG-RBC-02, DG-AIR-06)', () => {
  /** Qualinesti griffons, two archer armies and riders on 3613, attacked by infantry and cavalry. */
  const lift = (extra: Parameters<typeof start>[0] = []) =>
    attack(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'red-cav', hex: '3712' },
        { id: 'qualinesti-griffons', hex: '3613' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'qualinesti-horse', hex: '3613' },
        ...extra,
      ]),
      '3613',
      ['red-inf-1', 'red-cav'],
    ).state;

  it('DG-RBC-02 the carried army is infantry of the carrier’s nationality, and only where it may stand and fit', () => {
    // Two friendly armies at 3614 leave no room there for the archers; the griffons may still go.
    const r = lift([
      { id: 'tower-knights-1', hex: '3614' },
      { id: 'tower-knights-2', hex: '3614' },
    ]);
    expect(r.stage).toEqual({ kind: 'rbc', side: 'whitestone' });
    const cs = choicesOf(r, 'whitestone');
    const carrying = cs.filter((c) => c.label.includes('carrying'));
    // Facing cavalry, the riders stay; they are cavalry and no griffon lifts them.
    expect(cs.some((c) => c.label.includes('Qualinesti Riders'))).toBe(false);
    // Everywhere the griffons may go but the full 3614.
    const alone = cs.filter((c) => c.label.endsWith('before combat')).map((c) => c.target);
    expect(alone).toEqual(['3614', '3513', '3814', '3714', '3615', '3514', '3414', '3413', '3412']);
    expect(carrying.map((c) => c.target)).toEqual(alone.filter((h) => h !== '3614'));
    expect(carrying[0]).toEqual({
      command: {
        type: 'flee',
        moves: [
          { id: 'qualinesti-griffons', path: ['3513'] },
          { id: 'qualinesti-foot-1', path: ['3513'] },
        ],
      },
      label: `Qualinesti Griffons retreats to ${H('3513')} carrying Qualinesti Archers I`,
      group: GROUP,
      target: '3513',
    });
    expect(cs.map((c) => c.label)).toContain(`Qualinesti Griffons retreats to ${H('3614')} before combat`);
    const nope =
      'may not retreat before combat (only fliers facing no fliers, cavalry facing neither cavalry nor fliers, and an army carried by its griffons or pegasi).';
    refused(
      r,
      'whitestone',
      flee(['qualinesti-griffons', ['3614']], ['qualinesti-foot-1', ['3614']]),
      'cannot_flee',
      `Qualinesti Archers I ${nope}`,
    );
    refused(
      r,
      'whitestone',
      flee(['qualinesti-griffons', ['3513']], ['qualinesti-horse', ['3513']]),
      'cannot_flee',
      `Qualinesti Riders ${nope}`,
    );
  });

  it('DG-RBC-02 one carrier lifts one army, along its own path', () => {
    const r = lift([{ id: 'qualinesti-foot-2', hex: '3613' }]);
    const nope =
      'may not retreat before combat (only fliers facing no fliers, cavalry facing neither cavalry nor fliers, and an army carried by its griffons or pegasi).';
    refused(
      r,
      'whitestone',
      flee(['qualinesti-griffons', ['3513']], ['qualinesti-foot-1', ['3513']], ['qualinesti-foot-2', ['3513']]),
      'cannot_flee',
      `Qualinesti Archers II ${nope}`,
    );
    refused(
      r,
      'whitestone',
      flee(['qualinesti-griffons', ['3513']], ['qualinesti-foot-1', ['3614']]),
      'cannot_flee',
      `Qualinesti Archers I ${nope}`,
    );
    // Along the griffons’ path, into a hex with one friend: both go, and the roll is made without them.
    const ok = send(
      lift([{ id: 'tower-knights-1', hex: '3513' }]),
      'whitestone',
      flee(['qualinesti-griffons', ['3513']], ['qualinesti-foot-1', ['3513']]),
      [5],
    );
    expect([hexOf(ok.state, 'qualinesti-griffons'), hexOf(ok.state, 'qualinesti-foot-1')]).toEqual(['3513', '3513']);
    expect(rolled(ok.events).defence).toBe(4);
  });

  it('DG-RBC-02 two carriers with two armies must all fit where they land', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'silvanesti-griffons', hex: '3613' },
      { id: 'silvanesti-pegasi', hex: '3613' },
      { id: 'silvanesti-foot-1', hex: '3613' },
      { id: 'silvanesti-foot-2', hex: '3613' },
      { id: 'tower-knights-1', hex: '3614' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    refused(
      r,
      'whitestone',
      flee(
        ['silvanesti-griffons', ['3614']],
        ['silvanesti-pegasi', ['3614']],
        ['silvanesti-foot-1', ['3614']],
        ['silvanesti-foot-2', ['3614']],
      ),
      'cannot_flee',
      'Silvanesti Guard II may not retreat before combat (only fliers facing no fliers, cavalry facing neither cavalry nor fliers, and an army carried by its griffons or pegasi).',
    );
    const ok = send(
      r,
      'whitestone',
      flee(
        ['silvanesti-griffons', ['3713']],
        ['silvanesti-pegasi', ['3713']],
        ['silvanesti-foot-1', ['3713']],
        ['silvanesti-foot-2', ['3713']],
      ),
    );
    expect(
      ['silvanesti-griffons', 'silvanesti-pegasi', 'silvanesti-foot-1', 'silvanesti-foot-2'].map((id) =>
        hexOf(ok.state, id),
      ),
    ).toEqual(['3713', '3713', '3713', '3713']);
    expect(ok.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-RBC-02 a citadel carries infantry or cavalry of any nationality, but not cavalry that may go by itself', () => {
    const s = start(
      [
        { id: 'qualinesti-foot-1', hex: '3612' },
        { id: 'citadel-1', hex: '3613' },
        { id: 'red-cav', hex: '3613' },
        { id: 'blode-ogres-1', hex: '3613' },
      ],
      { mover: 'whitestone' },
    );
    const r = attack(s, '3613', ['qualinesti-foot-1']).state;
    const ls = fleeLabels(r, 'highlord');
    expect(ls).toContain(`Flying Citadel I retreats to ${H('3614')} carrying Ogres of Blode I`);
    expect(ls.filter((l) => l.includes('carrying Red Cavalry'))).toEqual([]);
    expect(ls).toContain(`Red Cavalry retreats to ${H('3614')} before combat`);
  });
});

describe('retreat before combat: those left behind (AMB-38)', () => {
  it('DG-RES-11 a leader left alone by fliers that retreated before combat goes where they went', () => {
    const s = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'qualinesti-griffons', hex: '3613' },
      { id: 'laurana', hex: '3613' },
      // A nearer friendly army, which she does not join.
      { id: 'tower-knights-1', hex: '3713' },
    ]);
    const r = attack(s, '3613', ['red-inf-1']).state;
    const f = send(r, 'whitestone', flee(['qualinesti-griffons', ['3614', '3714']]));
    expect(ofType(f.events, 'followed')).toEqual([{ type: 'followed', units: ['laurana'], hex: '3714' }]);
    expect(hexOf(f.state, 'laurana')).toBe('3714');
    expect(f.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });
});

describe('the Dragon Orb before the roll (DG-SE-05)', () => {
  const ORB = (wizard: string, hex: string): State['markers'][number] => ({ event: 'dragon-orb', hex, unit: wizard });

  it('DG-SE-05 a wizard aboard a ship in the battle hex takes no part: the orb is kept and the dragons fight whole', () => {
    const s = {
      ...start([
        { id: 'qualinesti-foot-1', hex: '3221' },
        { id: 'palanthus-ship-1', hex: '3221' },
        { id: 'white-robe', hex: '3221', aboard: 'palanthus-ship-1' },
        { id: 'red-inf-1', hex: '3321' },
        { id: 'red-dragon-1', hex: '3320' },
      ]),
      markers: [ORB('white-robe', '3221')],
    };
    const r = attack(s, '3221', ['red-dragon-1', 'red-inf-1'], [5]);
    expect(ofType(r.events, 'markerRemoved')).toEqual([]);
    expect(ofType(r.events, 'depleted').filter((e) => e.units.includes('red-dragon-1'))).toEqual([]);
    expect(rolled(r.events).attack).toBe(9);
    expect(r.state.markers).toEqual([ORB('white-robe', '3221')]);
  });

  it('DG-SE-05 the orb, not another marker, is used up; a leader left alone by a dragon it destroys joins the nearest army', () => {
    const lances: State['markers'][number] = { event: 'dragonlances', hex: '3714', unit: 'qualinesti-foot-2' };
    const s = {
      ...start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'red-dragon-2', hex: '3712', depleted: true },
        { id: 'verminaard', hex: '3712' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'red-robe', hex: '3613' },
        { id: 'qualinesti-foot-2', hex: '3714' },
      ]),
      markers: [lances, ORB('red-robe', '3613')],
    };
    const r = attack(s, '3613', ['red-inf-1', 'red-dragon-2'], [5]);
    expect(ofType(r.events, 'markerRemoved')).toEqual([
      { type: 'markerRemoved', event: 'dragon-orb', by: 'red-robe', hex: '3613' },
    ]);
    expect(r.state.markers).toEqual([lances]);
    // The only dragon was depleted already: it leaves the game, and nothing is “depleted”.
    expect(ofType(r.events, 'eliminated')[0]).toEqual({
      type: 'eliminated',
      units: ['red-dragon-2'],
      to: 'removed',
      why: 'depleted a second time by the Dragon Orb',
    });
    const types = r.events.map((e) => e.type);
    expect(types.slice(types.indexOf('markerRemoved'), types.indexOf('battleRolled'))).toEqual([
      'markerRemoved',
      'eliminated',
      'followed',
    ]);
    expect(ofType(r.events, 'followed')).toEqual([{ type: 'followed', units: ['verminaard'], hex: '3612' }]);
    expect(rolled(r.events).attack).toBe(4);
  });
});
