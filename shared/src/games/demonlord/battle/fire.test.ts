/** Shooting and melee (DL-FIRE-01..13), with scripted dice on hand-laid lines. */
import { describe, expect, it } from 'vitest';
import type { LandTerrain } from '../data/index.ts';
import { meleeValue, shootValue } from './combat.ts';
import { battlePending } from './prompts.ts';
import { clusterOf } from './line.ts';
import { act, arranged, MELEE, misses, ofType, PAUSE, rejects, run, SHOOTING, setupOf } from './testkit.ts';
import type { AttackEvent, BattleEvent } from './types.ts';

const attacks = (events: BattleEvent[], kind: 'shooting' | 'melee'): AttackEvent[] =>
  ofType(events, 'battleAttack').filter((a) => a.kind === kind);

function lineUp(
  line: [string[], string[]][],
  extra: { demon?: string[]; khozar?: string[] } = {},
  o: { terrain?: LandTerrain; on?: Record<string, string>; demonChars?: string[]; khozarChars?: string[] } = {},
) {
  const demon = [...line.flatMap(([d]) => d), ...(extra.demon ?? [])];
  const khozar = [...line.flatMap(([, k]) => k), ...(extra.khozar ?? [])];
  return setupOf(
    { regiments: demon, characters: o.demonChars ?? [] },
    { regiments: khozar, characters: o.khozarChars ?? [] },
    { terrain: o.terrain ?? 'plain' },
  );
}

describe('shooting and melee (DL-FIRE)', () => {
  it('DL-FIRE-01 only a printed missile above 0 shoots, even at an unarmoured target', () => {
    const line: [string[], string[]][] = [
      [['er-heavy-cavalry'], ['tm-militia']],
      [['er-mounted-scouts'], ['gz-spearmen']],
    ];
    const b = arranged(lineUp(line), { line, stage: SHOOTING, plans: { demon: PAUSE } });
    const r = run(b, misses(6));
    expect(attacks(r.events, 'shooting').map((a) => a.regiment)).toEqual(['tm-militia', 'er-mounted-scouts']);
    // the heavy cavalry (missile 0) would have 0 + 1 against the militia's no armour: it still does not shoot
    expect(shootValue(b, 'er-heavy-cavalry', 'tm-militia').effective).toBe(1);
  });

  it('DL-FIRE-02 every surviving front regiment strikes once in melee; reserves do not', () => {
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = arranged(lineUp(line, { khozar: ['tm-militia'] }), { line, stage: MELEE, plans: { demon: PAUSE } });
    const r = run(b, misses(4));
    const melee = attacks(r.events, 'melee');
    expect(melee.map((a) => a.regiment)).toEqual(['er-swordsmen', 'gz-infantry', 'er-foot-guard', 'gz-spearmen']);
    expect(melee.map((a) => a.target)).not.toContain('tm-militia');
    expect(r.b.regiments['tm-militia']?.at).toBe('reserve');
  });

  it('DL-FIRE-03 shooting always comes before melee', () => {
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const r = run(arranged(lineUp(line), { line, stage: SHOOTING, plans: { demon: PAUSE } }), misses(6));
    const kinds = ofType(r.events, 'battleAttack').map((a) => a.kind);
    expect(kinds).toEqual(['shooting', 'shooting', 'melee', 'melee', 'melee', 'melee']);
  });

  it('DL-FIRE-04 each regiment shoots and strikes once a round; in a 2-on-1 each of the two attacks once', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry', 'gz-bowmen']]];
    const r = run(arranged(lineUp(line), { line, stage: SHOOTING, plans: { demon: PAUSE } }), misses(6));
    for (const kind of ['shooting', 'melee'] as const) {
      const by = attacks(r.events, kind).map((a) => a.regiment);
      expect(by.sort()).toEqual(['er-swordsmen', 'gz-bowmen', 'gz-infantry']);
    }
  });

  it('DL-FIRE-05 AMB-15 the lone regiment’s owner picks its shooting target; the group’s owner picks who takes its blow', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry', 'gz-bowmen']]];
    const b = arranged(lineUp(line), {
      line,
      stage: SHOOTING,
      plans: { demon: { targets: 'ask', retreat: { mode: 'ask' } }, khozar: { targets: 'ask' } },
    });
    const paused = run(b, []);
    expect(battlePending(paused.b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-target' })]);
    rejects(() => act(paused.b, 'khozar', { type: 'battleTargets', picks: {} }), 'battle/not-asked');
    const shot = act(paused.b, 'demon', { type: 'battleTargets', picks: { 'er-swordsmen': 'gz-bowmen' } }, misses(3));
    expect(attacks(shot.events, 'shooting').find((a) => a.regiment === 'er-swordsmen')?.target).toBe('gz-bowmen');
    expect(battlePending(shot.b)).toEqual([expect.objectContaining({ side: 'khozar', kind: 'battle-target' })]);
    rejects(() => act(shot.b, 'demon', { type: 'battleTargets', picks: {} }), 'battle/not-asked');
    rejects(
      () => act(shot.b, 'khozar', { type: 'battleTargets', picks: { 'er-swordsmen': 'er-swordsmen' } }),
      'battle/not-opposite',
    );
    const blow = act(shot.b, 'khozar', { type: 'battleTargets', picks: { 'er-swordsmen': 'gz-infantry' } }, misses(3));
    expect(attacks(blow.events, 'melee').find((a) => a.regiment === 'er-swordsmen')?.target).toBe('gz-infantry');
  });

  it('DL-FIRE-06 only regiments directly opposite can be attacked; never reserves', () => {
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-infantry', 'tm-militia']],
      [['er-bowmen'], ['gz-bowmen']],
    ];
    const b = arranged(lineUp(line, { khozar: ['tm-light-horse'] }), {
      line,
      stage: SHOOTING,
      plans: { demon: { targets: 'ask', retreat: { mode: 'ask' } } },
    });
    const paused = run(b, []);
    rejects(
      () => act(paused.b, 'demon', { type: 'battleTargets', picks: { 'er-swordsmen': 'gz-bowmen' } }),
      'battle/not-opposite',
    );
    rejects(
      () => act(paused.b, 'demon', { type: 'battleTargets', picks: { 'er-bowmen': 'gz-infantry' } }),
      'battle/not-your-pick',
    );
    const r = act(paused.b, 'demon', { type: 'battleTargets', picks: { 'er-swordsmen': 'tm-militia' } }, misses(10));
    for (const a of ofType(r.events, 'battleAttack')) expect(clusterOf(b, a.regiment)).toBe(clusterOf(b, a.target));
    expect(ofType(r.events, 'battleAttack').map((a) => a.target)).not.toContain('tm-light-horse');
  });

  it('DL-FIRE-07 results come after every shot: a regiment destroyed by shooting still shot, and does not strike', () => {
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = arranged(lineUp(line), { line, stage: SHOOTING, plans: { demon: PAUSE } });
    // both hit; swordsmen pass (1), Gantoz infantry destroyed (6); the swordsmen join the foot guard; melee misses
    const r = run(b, [1, 1, 1, 1, 1, 6, ...misses(3)]);
    const shots = attacks(r.events, 'shooting');
    expect(shots.map((s) => [s.regiment, s.hit])).toEqual([
      ['er-swordsmen', true],
      ['gz-infantry', true],
    ]);
    const k = r.events.findIndex((e) => e.type === 'battleMorale');
    expect(r.events.indexOf(shots[1] as BattleEvent)).toBeLessThan(k);
    expect(ofType(r.events, 'battleRemoved')).toEqual([
      expect.objectContaining({ regiment: 'gz-infantry', result: 'destroyed' }),
    ]);
    expect(attacks(r.events, 'melee').map((a) => a.regiment)).not.toContain('gz-infantry');
  });

  it('DL-FIRE-08 a hit when 2d6 do not exceed the effective value: equal hits, one more misses', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(lineUp(line), { line, stage: MELEE, plans: { demon: PAUSE } });
    const hit = run(b, [3, 3, 6, 6, 1]);
    expect(attacks(hit.events, 'melee')[0]).toMatchObject({ effective: 6, dice: [3, 3], hit: true });
    expect(ofType(hit.events, 'battleMorale')).toHaveLength(1);
    const miss = run(b, [3, 4, 6, 6]);
    expect(attacks(miss.events, 'melee')[0]).toMatchObject({ effective: 6, dice: [3, 4], hit: false });
    expect(ofType(miss.events, 'battleMorale')).toHaveLength(0);
  });

  it.each([
    ['tm-militia', 6, [3, 3], [3, 4], true],
    ['gz-spearmen', 5, [2, 3], [3, 3], false],
    ['da-heavy-infantry', 4, [2, 2], [2, 3], true],
  ] as const)(
    'DL-FIRE-09 missile 5 against %s (+1 none, 0 medium, -1 heavy) is %i',
    (target, eff, hitDice, missDice, shoots) => {
      const line: [string[], string[]][] = [[['er-mounted-scouts'], [target]]];
      const b = arranged(lineUp(line), { line, stage: SHOOTING, plans: { demon: PAUSE } });
      expect(shootValue(b, 'er-mounted-scouts', target).effective).toBe(eff);
      const back = shoots ? [6, 6] : [];
      const hit = run(b, [...hitDice, ...back, 1, ...misses(2)]);
      expect(attacks(hit.events, 'shooting')[0]).toMatchObject({
        regiment: 'er-mounted-scouts',
        effective: eff,
        hit: true,
      });
      const miss = run(b, [...missDice, ...back, ...misses(2)]);
      expect(attacks(miss.events, 'shooting')[0]).toMatchObject({ regiment: 'er-mounted-scouts', hit: false });
    },
  );

  it('DL-FIRE-10 melee adds the largest leader only and +1 for strictly better armour (heavy beats none, AMB-16)', () => {
    const line: [string[], string[]][] = [[['er-heavy-cavalry'], ['tm-militia']]];
    const setup = lineUp(line, {}, { demonChars: ['lord-erush', 'demonlord'] });
    const b = arranged(setup, {
      line,
      stage: MELEE,
      on: { 'lord-erush': 'er-heavy-cavalry', demonlord: 'er-heavy-cavalry' },
      plans: { demon: { ...PAUSE, magic: 'none' } },
    });
    expect(meleeValue(b, 'er-heavy-cavalry', 'tm-militia').mods).toEqual([
      { label: 'leader The Demonlord', value: 2 },
      { label: 'armour superiority (heavy over none)', value: 1 },
    ]);
    const hit = run(b, [5, 6, 6, 6, 1]);
    expect(attacks(hit.events, 'melee')[0]).toMatchObject({ effective: 11, hit: true });
    expect(attacks(run(b, misses(2)).events, 'melee')[0]).toMatchObject({ effective: 11, hit: false });
    // the armour ranks
    const ranks: [string, string, number][] = [
      ['er-heavy-cavalry', 'da-sergeants', 1],
      ['er-heavy-cavalry', 'da-knights', 0],
      ['er-swordsmen', 'da-knights', 0],
      ['er-swordsmen', 'tm-militia', 1],
      ['er-bowmen', 'tm-militia', 0],
    ];
    for (const [a, t, plus] of ranks) {
      const l: [string[], string[]][] = [[[a], [t]]];
      const v = meleeValue(arranged(lineUp(l), { line: l, stage: MELEE }), a, t);
      expect(v.effective - v.base, `${a} against ${t}`).toBe(plus);
    }
  });

  it('DL-FIRE-11 DL-TERR-04 terrain: steppe and desert foot -1, hills cavalry -1, plain none, and the authored rows', () => {
    const table: [LandTerrain, number, number, number][] = [
      // terrain, foot melee, cavalry melee, missile
      ['plain', 0, 0, 0],
      ['steppe', -1, 0, 0],
      ['desert', -1, 0, 0],
      ['hills', 0, -1, 0],
      ['forest', 0, -1, -1],
      ['mountains', 0, -2, 0],
      ['swamp', -1, -2, 0],
    ];
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-spearmen']],
      [['er-heavy-cavalry'], ['da-knights']],
    ];
    for (const [terrain, foot, horse, missile] of table) {
      const b = arranged(lineUp(line, {}, { terrain }), { line, stage: MELEE });
      const plus = (v: { base: number; effective: number }) => v.effective - v.base;
      expect(plus(meleeValue(b, 'er-swordsmen', 'gz-spearmen')), `${terrain} foot`).toBe(foot);
      expect(plus(meleeValue(b, 'er-heavy-cavalry', 'da-knights')), `${terrain} cavalry`).toBe(horse);
      expect(plus(shootValue(b, 'er-swordsmen', 'gz-spearmen')), `${terrain} missile`).toBe(missile);
    }
    const one: [string[], string[]][] = [[['er-swordsmen'], ['gz-spearmen']]];
    const steppe = arranged(lineUp(one, {}, { terrain: 'steppe' }), {
      line: one,
      stage: MELEE,
      plans: { demon: PAUSE },
    });
    expect(attacks(run(steppe, [2, 3, 6, 6, 1]).events, 'melee')[0]).toMatchObject({ effective: 5, hit: true });
    expect(attacks(run(steppe, [3, 3, 6, 6]).events, 'melee')[0]).toMatchObject({ effective: 5, hit: false });
  });

  it.each([
    [[4, 5], 'destroyed'],
    [[5, 1], 'destroyed'],
    [[1, 4], 'flees'],
  ] as const)('DL-FIRE-12 two hits, checks %j: one check per hit, the worst applies (%s)', (rolls, result) => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry', 'gz-bowmen']]];
    const b = arranged(lineUp(line), { line, stage: MELEE, plans: { demon: PAUSE } });
    const r = run(b, [6, 6, 1, 1, 1, 1, ...rolls]);
    expect(ofType(r.events, 'battleMorale').map((m) => m.roll)).toEqual(rolls);
    expect(ofType(r.events, 'battleRemoved')).toEqual([
      expect.objectContaining({ regiment: 'er-swordsmen', result, checks: 2 }),
    ]);
  });

  it('DL-FIRE-13 an effective 12 always hits; an effective 1 never does', () => {
    const line: [string[], string[]][] = [[['ul-trolls'], ['tm-militia']]];
    const b = arranged(lineUp(line, {}, { demonChars: ['dwarf-king'] }), {
      line,
      stage: MELEE,
      on: { 'dwarf-king': 'ul-trolls' },
      plans: { demon: { ...PAUSE, magic: 'none' } },
    });
    expect(attacks(run(b, [6, 6, 6, 6, 1]).events, 'melee')[0]).toMatchObject({
      effective: 12,
      dice: [6, 6],
      hit: true,
    });
    const forest: [string[], string[]][] = [[['er-heavy-cavalry'], ['tm-militia']]];
    const f = arranged(lineUp(forest, {}, { terrain: 'forest' }), {
      line: forest,
      stage: SHOOTING,
      plans: { demon: PAUSE },
    });
    const shot = attacks(run(f, [1, 1, ...misses(2)]).events, 'shooting')[0];
    expect(shot).toMatchObject({ regiment: 'tm-militia', effective: 1, dice: [1, 1], hit: false });
  });
});
