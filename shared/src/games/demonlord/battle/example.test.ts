/**
 * The rulebook's worked battle example (checklist TC-01, DL-BEX-01..13), replayed
 * step by step with scripted dice. The example names four Erush regiments and
 * four Khozar front regiments; the fifth pair is ours: Erush Spearmen against
 * Gantoz Spearmen, neither of which shoots.
 *
 * Deployment runs from both plans; Khozar's plan asks about reserves, so the
 * reserves of round 1 are brought in by the step-by-step command; the Demon's
 * plan asks about retreat.
 */
import { describe, expect, it } from 'vitest';
import { getArea, terrainOf } from '../data/index.ts';
import { beginBattle, decideBattle } from './battle.ts';
import { battleChoices, battleOutcome, battlePending } from './prompts.ts';
import { describeBattle } from './describe.ts';
import { foldAll } from './fold.ts';
import { clusterOf, freedOf, frontCount, reserveOf } from './line.ts';
import { checkRegroup } from './regroup.ts';
import { act, begin, ofType, rejects, setupOf } from './testkit.ts';
import type { Battle, BattleEvent } from './types.ts';

const DEMON = ['er-heavy-cavalry', 'er-swordsmen', 'er-foot-guard', 'er-mounted-scouts', 'er-spearmen'];
const KHOZAR = [
  'da-knights',
  'da-heavy-infantry',
  'da-crossbowmen',
  'gz-infantry',
  'gz-spearmen',
  'da-sergeants',
  'tm-sergeants',
  'tm-spearmen',
];
const setup = setupOf(
  { regiments: DEMON, characters: ['lord-erush'] },
  { regiments: KHOZAR, characters: ['duke-of-deansor'] },
  { area: '1004', terrain: 'hills', road: getArea('1004').road, active: 'demon' },
);

// Plans: the example's pairs, Erush with the scouts, the Duke with the knights.
const began = beginBattle(setup);
const b0 = begin(setup);
const demonPlan = act(b0, 'demon', {
  type: 'battlePlan',
  plan: {
    order: ['er-heavy-cavalry', 'er-foot-guard', 'er-spearmen'],
    answers: { 'da-heavy-infantry': 'er-swordsmen', 'gz-infantry': 'er-mounted-scouts' },
    characters: { 'lord-erush': 'er-mounted-scouts' },
    retreat: { mode: 'ask' },
  },
});
const khozarPlan = act(demonPlan.b, 'khozar', {
  type: 'battlePlan',
  plan: {
    order: ['da-heavy-infantry', 'gz-infantry'],
    answers: {
      'er-heavy-cavalry': 'da-knights',
      'er-foot-guard': 'da-crossbowmen',
      'er-spearmen': 'gz-spearmen',
      // the regrouping after shooting: the Timur sergeants meet the swordsmen
      'er-swordsmen': 'tm-sergeants',
    },
    characters: { 'duke-of-deansor': 'da-knights' },
    reserves: 'ask',
    retreat: { mode: 'never' },
  },
});
const afterPlans = { b: khozarPlan.b, events: [...demonPlan.events, ...khozarPlan.events] };
// (a) of round 1: the two sergeants join the knights and the crossbowmen.
const firstReserve = act(afterPlans.b, 'khozar', {
  type: 'battleRegroup',
  regiment: 'da-sergeants',
  opposite: 'er-heavy-cavalry',
});
const DICE_ROUND_1 = [
  4, // (b) Lord Erush's arrow at the Gantoz infantry: a miss
  ...[1, 2], // (c) swordsmen at the DeAnsor infantry, 3 against 3: hit
  ...[3, 3], // DeAnsor infantry at the swordsmen, 6 against 5: miss
  ...[1, 2], // crossbowmen at the foot guard, 3 against 6: hit
  ...[3, 3], // scouts at the Gantoz infantry, 6 against 5: miss
  ...[3, 4], // Gantoz infantry at the scouts, 7 against 6: miss
  4, // morale, DeAnsor infantry (4): flees
  4, // morale, foot guard (5): no effect
  ...[4, 4, 4, 5, 3, 4], // (d) heavy cavalry, knights, DeAnsor sergeants: all miss
  ...[3, 4, 3, 4], // swordsmen and Timur sergeants: miss
  ...[4, 5, 3, 4], // foot guard and crossbowmen: miss
  ...[3, 4, 2, 2], // scouts miss; Gantoz infantry hit the scouts
  ...[3, 4, 3, 4], // the spearmen: miss
  6, // morale, scouts (5 + Erush 1 = 6): flee
  2, // Lord Erush's fate: killed
];
const secondReserve = act(
  firstReserve.b,
  'khozar',
  { type: 'battleRegroup', regiment: 'tm-sergeants', opposite: 'er-foot-guard' },
  DICE_ROUND_1,
);
const round1 = [...firstReserve.events, ...secondReserve.events];
// (e): the Demon retreats; the swordsmen roll 5 (AMB-07), the others pass.
const retreat = act(secondReserve.b, 'demon', { type: 'battleRetreat' }, [1, 5, 1, 1]);
const all: BattleEvent[] = [...afterPlans.events, ...round1, ...retreat.events];

/** The state just after the event matching `pred` (for looking at the line mid-round). */
function stateAfter(pred: (e: BattleEvent) => boolean): Battle {
  const k = all.findIndex(pred);
  expect(k).toBeGreaterThanOrEqual(0);
  return foldAll(b0, all.slice(0, k + 1));
}

describe('the worked battle example (TC-01)', () => {
  it('DL-BEX-01 the Demon is active; Erush (leader +1) and 5 regiments meet the Duke and 8 in 1004 (plain and hills)', () => {
    expect([...terrainOf('1004')].sort()).toEqual(['hills', 'plain']);
    const start = ofType(began, 'battleBegan')[0];
    expect(start?.setup.active).toBe('demon');
    expect(start?.setup.regiments.filter((r) => r.side === 'demon')).toHaveLength(5);
    expect(start?.setup.regiments.filter((r) => r.side === 'khozar')).toHaveLength(8);
    expect(start?.setup.characters).toEqual([
      { id: 'lord-erush', side: 'demon', mayCast: true },
      { id: 'duke-of-deansor', side: 'khozar', mayCast: true },
    ]);
  });

  it('DL-BEX-02 hills: a front of 7, and cavalry melee -1 (AMB-04)', () => {
    expect(ofType(began, 'battleBegan')[0]?.front).toBe(7);
    const heavyCav = ofType(round1, 'battleAttack').find((a) => a.regiment === 'er-heavy-cavalry');
    expect(heavyCav?.mods).toContainEqual({ label: 'hills, cavalry', value: -1 });
    const swordsmen = ofType(round1, 'battleAttack').find((a) => a.regiment === 'er-swordsmen' && a.kind === 'melee');
    expect(swordsmen?.mods.some((m) => m.label.startsWith('hills'))).toBe(false);
  });

  it('DL-BEX-03 pair 1 led by the Demon (cavalry / knights), pair 2 by Khozar (heavy infantry / swordsmen)', () => {
    const d = ofType(afterPlans.events, 'battleDeployed').map((e) => [e.side, e.role, e.regiment]);
    expect(d.slice(0, 4)).toEqual([
      ['demon', 'lead', 'er-heavy-cavalry'],
      ['khozar', 'answer', 'da-knights'],
      ['khozar', 'lead', 'da-heavy-infantry'],
      ['demon', 'answer', 'er-swordsmen'],
    ]);
  });

  it('DL-BEX-04 deployment stops at 5 pairs (the Demon is out of regiments); Khozar keeps 3 in reserve', () => {
    expect(ofType(afterPlans.events, 'battleDeployed')).toHaveLength(10);
    expect(ofType(afterPlans.events, 'battleReserves')[0]?.reserve).toEqual({
      demon: [],
      khozar: ['da-sergeants', 'tm-sergeants', 'tm-spearmen'],
    });
  });

  it('DL-BEX-05 Erush goes with the scouts first, then the Duke with the knights', () => {
    expect(ofType(afterPlans.events, 'battleCharacterPlaced').map((e) => [e.character, e.regiment])).toEqual([
      ['lord-erush', 'er-mounted-scouts'],
      ['duke-of-deansor', 'da-knights'],
    ]);
  });

  it('DL-BEX-06 the sergeants make two 2-on-1s; the spearmen cannot come: the front is full at 7', () => {
    expect(battlePending(afterPlans.b)).toEqual([expect.objectContaining({ side: 'khozar', kind: 'battle-regroup' })]);
    const joins = ofType(round1, 'battleRegrouped').filter((e) => e.mode === 'join');
    expect(joins.map((e) => [e.regiment, e.opposite])).toEqual([
      ['da-sergeants', 'er-heavy-cavalry'],
      ['tm-sergeants', 'er-foot-guard'],
    ]);
    expect(ofType(round1, 'battleFrontFull')[0]).toMatchObject({ side: 'khozar', front: 7, kept: ['tm-spearmen'] });
    // Had Khozar the turn once the sergeants stood in line, the spearmen would be refused.
    const seven = foldAll(firstReserve.b, secondReserve.events.slice(0, 1));
    expect(frontCount(seven, 'khozar')).toBe(7);
    expect(reserveOf(seven, 'khozar')).toEqual(['tm-spearmen']);
    const khozarTurn = { ...seven, stage: { ...seven.stage, turn: 'khozar' } } as Battle;
    rejects(
      () =>
        checkRegroup(khozarTurn, 'khozar', { type: 'battleRegroup', regiment: 'tm-spearmen', opposite: 'er-spearmen' }),
      'battle/front-full',
    );
  });

  it('DL-BEX-07 Erush looses an arrow at the Gantoz infantry: a 4 misses (magic power 2, AMB-05)', () => {
    expect(ofType(round1, 'battleArrow')).toEqual([
      expect.objectContaining({ character: 'lord-erush', target: 'gz-infantry', roll: 4, power: 2, hit: false }),
    ]);
  });

  it('DL-BEX-08 knights and sergeants do not shoot; 6 misses at 5; crossbowmen 7-1 = 6 hit on 3; swordsmen 4-1 = 3 hit', () => {
    const shots = ofType(round1, 'battleAttack').filter((a) => a.kind === 'shooting');
    expect(shots.map((s) => s.regiment)).not.toContain('da-knights');
    expect(shots.map((s) => s.regiment)).not.toContain('da-sergeants');
    expect(shots.map((s) => s.regiment)).not.toContain('tm-sergeants');
    const by = (id: string) => shots.find((s) => s.regiment === id);
    expect(by('da-heavy-infantry')).toMatchObject({ target: 'er-swordsmen', effective: 5, dice: [3, 3], hit: false });
    expect(by('da-crossbowmen')).toMatchObject({ target: 'er-foot-guard', effective: 6, dice: [1, 2], hit: true });
    expect(by('da-crossbowmen')?.mods).toEqual([{ label: 'target in heavy armour', value: -1 }]);
    expect(by('er-swordsmen')).toMatchObject({ target: 'da-heavy-infantry', effective: 3, dice: [1, 2], hit: true });
  });

  it('DL-BEX-09 the foot guard passes on 4; the DeAnsor infantry flee on 4', () => {
    const checks = ofType(round1, 'battleMorale').filter((m) => m.cause === 'shooting');
    expect(checks.map((m) => [m.regiment, m.roll, m.morale, m.result])).toEqual([
      ['da-heavy-infantry', 4, 4, 'flees'],
      ['er-foot-guard', 4, 5, 'no-effect'],
    ]);
  });

  it('DL-BEX-10 the freed swordsmen must meet a Khozar regrouping sergeant; Khozar sends the Timur sergeants', () => {
    const regroup = ofType(round1, 'battleRegrouped').filter((e) => e.mode !== 'join');
    expect(regroup.map((e) => [e.side, e.regiment, e.mode, e.from])).toEqual([
      ['demon', 'er-swordsmen', 'lead', 'freed'],
      ['khozar', 'tm-sergeants', 'answer', 'extra'],
    ]);
    // Right after the shooting the swordsmen stood freed and could not have joined a pair instead.
    const freed = stateAfter((e) => e.type === 'battleRemoved' && e.regiment === 'da-heavy-infantry');
    expect(freedOf(freed, 'demon')).toEqual(['er-swordsmen']);
    const asTurn = {
      ...freed,
      stage: { kind: 'regroup', when: 'shooting', turn: 'demon', passes: 0, open: null },
    } as Battle;
    rejects(
      () => checkRegroup(asTurn, 'demon', { type: 'battleRegroup', regiment: 'er-swordsmen', opposite: 'gz-infantry' }),
      'battle/must-meet',
    );
    rejects(() => checkRegroup(asTurn, 'demon', { type: 'battlePass' }), 'battle/must-lead');
    // the DeAnsor sergeants stay with the knights
    const melee = stateAfter((e) => e.type === 'battleRegrouped' && e.mode === 'answer');
    expect(clusterOf(melee, 'da-knights')?.khozar).toEqual(['da-knights', 'da-sergeants']);
    expect(clusterOf(melee, 'er-swordsmen')?.khozar).toEqual(['tm-sergeants']);
  });

  it('DL-BEX-11 the scouts are hit, roll 6 against 5 + 1 = 6 and flee; Erush rolls 2 and is killed', () => {
    const hit = ofType(round1, 'battleAttack').filter((a) => a.kind === 'melee' && a.hit);
    expect(hit.map((a) => [a.regiment, a.target])).toEqual([['gz-infantry', 'er-mounted-scouts']]);
    const check = ofType(round1, 'battleMorale').find((m) => m.regiment === 'er-mounted-scouts');
    expect(check).toMatchObject({ roll: 6, base: 5, morale: 6, result: 'flees' });
    expect(check?.mods).toEqual([{ label: 'leader Lord Erush', value: 1 }]);
    expect(ofType(round1, 'battleFate')).toEqual([
      expect.objectContaining({ character: 'lord-erush', roll: 2, result: 'killed' }),
    ]);
  });

  it('DL-BEX-12 the Demon retreats: the fled scouts are not checked; the swordsmen are destroyed on 5 (AMB-07); full MP', () => {
    expect(battlePending(secondReserve.b)).toEqual([
      expect.objectContaining({ side: 'demon', kind: 'battle-retreat' }),
    ]);
    expect(battleChoices(secondReserve.b, 'khozar')).toEqual([]);
    const checks = ofType(retreat.events, 'battleMorale');
    expect(checks.map((m) => [m.regiment, m.roll, m.morale, m.result])).toEqual([
      ['er-heavy-cavalry', 1, 5, 'no-effect'],
      ['er-swordsmen', 5, 4, 'destroyed'],
      ['er-foot-guard', 1, 5, 'no-effect'],
      ['er-spearmen', 1, 4, 'no-effect'],
    ]);
    expect(battleOutcome(retreat.b)?.withdrawal).toEqual({ demon: 'full-mp' });
  });

  it('DL-BEX-13 Khozar wins: his fled heavy infantry return (AMB-06) and the scouts are his prisoners', () => {
    const o = battleOutcome(retreat.b);
    expect(o).toMatchObject({
      winner: 'khozar',
      retreated: ['demon'],
      destroyed: ['er-swordsmen', 'lord-erush'],
      captured: [{ id: 'er-mounted-scouts', by: 'khozar' }],
      routed: [],
      scattered: [],
      castSpell: ['lord-erush'],
      returned: ['da-heavy-infantry'],
    });
    expect(o?.survivors.khozar).toEqual([...KHOZAR, 'duke-of-deansor']);
    expect(o?.survivors.demon).toEqual(['er-heavy-cavalry', 'er-foot-guard', 'er-spearmen']);
    rejects(
      () => decideBattle(retreat.b, 'khozar', { type: 'battleFightOn' }, { roll: () => 1 } as never),
      'battle/over',
    );
  });

  it('every event of the example reads as a sentence', () => {
    for (const e of all) expect(typeof describeBattle(e)).toBe('string');
    const lines = all.map(describeBattle).filter(Boolean);
    expect(lines).toContain(
      'Erush Swordsmen (4643) shoots at DeAnsor Heavy Infantry (5743): rolled 1+2 = 3, needing 3 or less (missile 4, target in heavy armour −1): hit.',
    );
    expect(lines.some((l) => /[a-z]+-[a-z]+-[a-z]+/.test(l.replace(/1-2|4-6/g, '')))).toBe(false);
  });
});
