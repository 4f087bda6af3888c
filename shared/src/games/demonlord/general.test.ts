/**
 * General rules (DL-GEN-01, -03, -04), the player aid against the main text (DL-AID-01), the forest
 * movement of the Great Forest (DL-NEUT-11/12), and a battle kept within its battle step (DL-BATL-06).
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import { botCommand } from './bot.ts';
import type { Command } from './commands.ts';
import { configSchema, SEATS, sandboxSchema } from './config.ts';
import {
  adjacent,
  areaId,
  borderEnds,
  CLIFF_BORDERS,
  COUNTERS,
  UNITS,
  crossingCost,
  getBorder,
  LAKE_BORDERS,
  moraleResult,
  neighbourCells,
  neighbours,
  parseArea,
} from './data/index.ts';
import type { State } from './rules/state.ts';
import { battleStep, fightOut } from './fight.kit.ts';
import { events, pass, refuses, stageIs } from './sequence.kit.ts';
import { act, begin, demonlord, sandbox } from './testkit.ts';

const NEVER = { retreat: { mode: 'never' } };

describe('the players (DL-GEN-01)', () => {
  it('DL-GEN-01 two players, the Demon and the Khozar Alliance; the neutrals are never seats', () => {
    expect([...SEATS].sort()).toEqual(['demon', 'khozar']);
    expect(demonlord.seats(configSchema.parse({}))).toEqual(['khozar', 'demon']);
    expect(demonlord.minSeats).toBe(2);
    expect(demonlord.maxSeats).toBe(2);
    // a few hundred commands of an ordinary game: only the two sides are ever asked
    const asked = new Set<string>();
    let s = begin({}, 7).state;
    const pick = seededDice('bot:gen01');
    for (let i = 0; i < 250 && !s.result; i++) {
      const p = demonlord.pending(s);
      for (const x of p) asked.add(x.seat);
      const c = botCommand(s, p[0]!.seat, pick)!;
      s = play(demonlord, s, p[0]!.seat, c, { dice: seededDice(`gen01:${i}`), now: 0 }).state as State;
    }
    expect([...asked].sort()).toEqual(['demon', 'khozar']);
    expect(demonlord.choices(s, 'great-forest')).toEqual([]);
  });

  it('DL-GEN-01 a player controls a neutral only while it is allied to him', () => {
    const units = [
      { id: 'vl-warriors', area: '0812' },
      { id: 'forest-chieftain', area: '0812' },
    ];
    const move: Command = { type: 'move', units: ['vl-warriors', 'forest-chieftain'], to: '0813' };
    const alone = pass(sandbox({ active: 'khozar', units }), stageIs('movement')).state;
    refuses(alone, 'khozar', move, 'not_yours');
    const allied = pass(
      sandbox({ active: 'khozar', units, allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } } }),
      stageIs('movement'),
    ).state;
    expect(act(allied, 'khozar', move).state.units['vl-warriors']!.area).toBe('0813');
    const theirs = pass(
      sandbox({ active: 'demon', units, allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } } }),
      stageIs('movement'),
    ).state;
    refuses(theirs, 'demon', move, 'not_yours');
  });
});

describe('the map (DL-GEN-03)', () => {
  it('DL-GEN-03 odd columns touch (c±1, r-1) and (c±1, r), even ones (c±1, r) and (c±1, r+1), all (c, r±1)', () => {
    const cells = (c: number, r: number) =>
      neighbourCells(c, r)
        .map((p) => `${p.col},${p.row}`)
        .sort();
    expect(cells(5, 10)).toEqual(['4,10', '4,9', '5,11', '5,9', '6,10', '6,9'].sort());
    expect(cells(6, 10)).toEqual(['5,10', '5,11', '6,11', '6,9', '7,10', '7,11'].sort());
    expect(neighbours('0510').sort()).toEqual(['0409', '0410', '0509', '0511', '0609', '0610']);
    expect(neighbours('0610').sort()).toEqual(['0510', '0511', '0609', '0611', '0710', '0711']);
    // adjacency is symmetric everywhere
    for (let c = 1; c <= 22; c++)
      for (let r = 1; r <= 23; r++)
        for (const n of neighbours(areaId(c, r))) expect(adjacent(n, areaId(c, r)), `${areaId(c, r)}|${n}`).toBe(true);
  });

  it('DL-GEN-03 the nine lake and cliff borders of the text are adjacent; under the opposite shift three are not', () => {
    const nine = [...LAKE_BORDERS, ...CLIFF_BORDERS].map((l) => l.border);
    expect(nine).toHaveLength(9);
    for (const b of nine) {
      const [x, y] = borderEnds(b);
      expect(adjacent(x, y), b).toBe(true);
      expect(getBorder(x, y).id).toBe(b);
    }
    // odd columns shifted down instead
    const opposite = (a: string, b: string) => {
      const p = parseArea(a);
      const q = parseArea(b);
      if (p.col === q.col) return Math.abs(p.row - q.row) === 1;
      if (Math.abs(p.col - q.col) !== 1) return false;
      const up = p.col % 2 === 0 ? p.row - 1 : p.row;
      return q.row === up || q.row === up + 1;
    };
    const broken = nine.filter((b) => !opposite(...borderEnds(b)));
    expect(broken.sort()).toEqual(['0318|0417', '1214|1315', '1313|1412']);
  });
});

describe('scale (DL-GEN-04, DL-BATL-06)', () => {
  it('DL-GEN-04 scale has no rule effect: no option or state field measures leagues, hours or men', () => {
    const words = /scale|league|hour|mile|week|soldier|headcount/i;
    expect(Object.keys(configSchema.shape).filter((k) => words.test(k))).toEqual([]);
    expect(Object.keys(sandboxSchema.shape).filter((k) => words.test(k))).toEqual([]);
    const s = begin({}, 1).state;
    expect(Object.keys(s).filter((k) => words.test(k))).toEqual([]);
    // a regiment is one counter whatever it stands for: no counter carries a head count
    for (const c of COUNTERS) expect(Object.keys(c).filter((k) => words.test(k))).toEqual([]);
  });

  it('DL-GEN-04 DL-BATL-06 a round is no unit of map time: a battle of several rounds is fought within one battle step', () => {
    const { state } = battleStep(
      'demon',
      [
        { id: 'tm-spearmen', area: '0404' },
        { id: 'aurelian', area: '0404' },
        { id: 'nsh-orc-spearmen', area: '0403' },
      ],
      [{ units: ['nsh-orc-spearmen'], to: '0404' }],
    );
    const at = { step: state.step, turn: state.turn, phase: state.phase };
    expect(at.step).toBe('battles');
    // three rounds of misses; Khozar retreats at the end of the third
    const r = fightOut(state, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1], {
      plans: { demon: NEVER, khozar: { retreat: { mode: 'ask' } } },
      retreatIn: { khozar: 3 },
    });
    expect(events(r.events, 'battleEnded')[0]!.outcome).toMatchObject({ rounds: 3, how: 'retreat', winner: 'demon' });
    // every question of the battle was asked in the same battle step of the same phase
    expect(r.seen.length).toBeGreaterThan(3);
    for (const x of r.seen) expect(x).toEqual(at);
    // and the phase goes on from there: the siege step follows the battle
    const types = r.events.map((e) => (e.type === 'stepBegan' ? `step:${e.step}` : e.type));
    expect(types.indexOf('fightClosed')).toBeLessThan(types.indexOf('step:sieges'));
    expect(types.slice(0, types.indexOf('fightClosed')).some((t) => t.startsWith('step:'))).toBe(false);
  });
});

describe('the player aid against the main text (DL-AID-01)', () => {
  it('DL-AID-01 AMB-08 a morale roll below morale passes, equal flees (not Table 1’s “succeeds”), above destroys', () => {
    expect(moraleResult(3, 4)).toBe('no-effect');
    expect(moraleResult(4, 4)).toBe('flees');
    expect(moraleResult(5, 4)).toBe('destroyed');
    expect(moraleResult(6, 6)).toBe('flees');
    expect(moraleResult(1, 1)).toBe('flees');
  });

  it('DL-AID-01 the engine’s battle follows the main text: the orcs (morale 4) hit and rolling 4 flee', () => {
    const fight = (morale: number) => {
      const { state } = battleStep(
        'demon',
        [
          { id: 'tm-spearmen', area: '0404' },
          { id: 'aurelian', area: '0404' },
          { id: 'nsh-orc-spearmen', area: '0403' },
        ],
        [{ units: ['nsh-orc-spearmen'], to: '0404' }],
      );
      // the Demon's blow misses (6+6); the spearmen's hits (1+1); the orcs' morale check
      return fightOut(state, [6, 6, 1, 1, morale], { plans: { demon: NEVER, khozar: NEVER } });
    };
    const four = fight(4);
    expect(events(four.events, 'battleMorale')[0]).toMatchObject({
      regiment: 'nsh-orc-spearmen',
      roll: 4,
      morale: 4,
      result: 'flees',
    });
    // the Demon's only regiment fled: a rout, and the fled regiment is Khozar's prisoner (DL-BEND-03)
    expect(events(four.events, 'battleEnded')[0]!.outcome).toMatchObject({ how: 'rout', winner: 'khozar' });
    expect(four.state.units['nsh-orc-spearmen']).toMatchObject({ status: 'prisoner', captor: 'khozar' });
    const five = fight(5);
    expect(events(five.events, 'battleMorale')[0]).toMatchObject({ roll: 5, result: 'destroyed' });
    expect(five.state.units['nsh-orc-spearmen']!.status).toBe('destroyed');
  });
});

describe('the Great Forest in the forest (DL-NEUT-11, -12)', () => {
  const FOREST = getBorder('0812', '0813');

  it('DL-NEUT-11 DL-NEUT-12 Great Forest units and the Forest Spirit pay 1 to cross a forest border, others 2 or more', () => {
    expect(FOREST.segments).toEqual(['forest']);
    expect(crossingCost(FOREST, 'forest', { move: 'P' })).toBe(2);
    expect(crossingCost(FOREST, 'forest', { move: 'P', faction: 'khozar' })).toBe(2);
    expect(crossingCost(FOREST, 'forest', { move: 'K' })).toBe(3);
    expect(crossingCost(FOREST, 'forest', { move: 'P', faction: 'great-forest' })).toBe(1);
    expect(crossingCost(FOREST, 'forest', { move: 'K', faction: 'great-forest' })).toBe(1);
    const spirit = UNITS.find((c) => c.id === 'forest-spirit')!;
    expect(spirit).toMatchObject({ kind: 'character', faction: 'great-forest', move: 'P' });
    expect(crossingCost(FOREST, 'forest', { move: spirit.move, faction: spirit.faction })).toBe(1);
    // only forest: over meadow they pay like anyone
    const meadow = getBorder('0404', '0405');
    expect(crossingCost(meadow, 'plain', { move: 'P', faction: 'great-forest' })).toBe(1);
    const hills = getBorder('0411', '0412');
    expect(crossingCost(hills, 'hills', { move: 'P', faction: 'great-forest' })).toBe(2);
  });

  it('DL-NEUT-11 DL-NEUT-12 on the map: four forest borders on 4 MP for the Forest Warriors, five for the Spirit', () => {
    const PATH = ['0813', '0814', '0915', '1015', '1016'];
    const FOUR = PATH.slice(0, 4);
    for (let i = 0; i < PATH.length; i++) {
      const a = i === 0 ? '0812' : PATH[i - 1]!;
      expect(getBorder(a, PATH[i]!).segments, `${a}|${PATH[i]}`).toEqual(['forest']);
    }
    const s = pass(
      sandbox({
        active: 'khozar',
        allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } },
        units: [
          { id: 'vl-warriors', area: '0812' },
          { id: 'forest-chieftain', area: '0812' },
          { id: 'forest-spirit', area: '0812' },
          { id: 'tm-spearmen', area: '0812' },
          { id: 'aurelian', area: '0812' },
          { id: 'ilvaine', area: '0812' },
        ],
      }),
      stageIs('movement'),
    ).state;
    expect(s.move!.allowance['vl-warriors']).toBe(4);
    const warriors = act(s, 'khozar', {
      type: 'move',
      units: ['vl-warriors', 'forest-chieftain'],
      to: '1015',
      path: FOUR,
    });
    expect(warriors.state.units['vl-warriors']!.area).toBe('1015');
    expect(warriors.state.move!.spent['vl-warriors']).toBe(4);
    // one more forest border is one too many for them, not for the Spirit (MP 5)
    refuses(
      s,
      'khozar',
      { type: 'move', units: ['vl-warriors', 'forest-chieftain'], to: '1016', path: PATH },
      'too_far',
    );
    const spirit = act(s, 'khozar', { type: 'move', units: ['forest-spirit'], to: '1016', path: PATH });
    expect(spirit.state.units['forest-spirit']!.area).toBe('1016');
    expect(spirit.state.move!.spent['forest-spirit']).toBe(5);
    // the same way is too long for Khozar's own foot (MP 4) and his priestess (MP 4): 2 MP a border
    refuses(s, 'khozar', { type: 'move', units: ['tm-spearmen', 'aurelian'], to: '1015', path: FOUR }, 'too_far');
    refuses(s, 'khozar', { type: 'move', units: ['ilvaine'], to: '0915', path: PATH.slice(0, 3) }, 'too_far');
    expect(
      act(s, 'khozar', { type: 'move', units: ['ilvaine'], to: '0814', path: PATH.slice(0, 2) }).state.move!.spent
        .ilvaine,
    ).toBe(4);
  });
});
