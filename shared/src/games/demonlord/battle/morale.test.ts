/** Morale, flight and destruction (DL-MORL-01..09). */
import { describe, expect, it } from 'vitest';
import { battlePending } from './prompts.ts';
import { frontOf } from './line.ts';
import { act, arranged, MAGIC, MELEE, misses, ofType, PAUSE, run, SHOOTING, setupOf } from './testkit.ts';
import type { BattleSetup } from './types.ts';
import { battleView } from './view.ts';

const duel = (demon: string[], khozar: string[], o: Partial<BattleSetup> = {}, dc: string[] = [], kc: string[] = []) =>
  setupOf({ regiments: demon, characters: dc }, { regiments: khozar, characters: kc }, o);

describe('morale (DL-MORL)', () => {
  it.each([
    [3, 'no-effect', 'front'],
    [4, 'flees', 'fled'],
    [5, 'destroyed', 'destroyed'],
  ] as const)('DL-MORL-01 AMB-08 morale 4, roll %i: %s', (roll, result, at) => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(duel(['er-swordsmen'], ['gz-infantry']), { line, stage: MELEE, plans: { demon: PAUSE } });
    const r = run(b, [1, 1, 6, 6, roll]);
    expect(ofType(r.events, 'battleMorale')[0]).toMatchObject({ regiment: 'gz-infantry', roll, morale: 4, result });
    expect(r.b.regiments['gz-infantry']?.at).toBe(at);
  });

  it('DL-MORL-02 DL-BCHR-04 a leader of +1 or more adds his ability (the largest only), never above 6; +0 adds nothing', () => {
    const one: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(duel(['er-swordsmen'], ['gz-infantry'], {}, [], ['aurelian', 'brannoc']), {
      line: one,
      stage: MELEE,
      on: { aurelian: 'gz-infantry', brannoc: 'gz-infantry' },
      plans: { demon: PAUSE },
    });
    const passed = run(b, [1, 1, 6, 6, 5]);
    expect(ofType(passed.events, 'battleMorale')[0]).toMatchObject({
      roll: 5,
      morale: 6,
      result: 'no-effect',
      mods: [{ label: 'leader Lord Protector Aurelian', value: 2 }],
    });
    expect(ofType(run(b, [1, 1, 6, 6, 6, 4, 4]).events, 'battleMorale')[0]?.result).toBe('flees');
    // capped: knights 5 + 2 would be 7, but morale never exceeds 6, so a 6 still flees
    const capped: [string[], string[]][] = [[['er-swordsmen'], ['da-knights']]];
    const c = arranged(duel(['er-swordsmen'], ['da-knights'], {}, [], ['aurelian']), {
      line: capped,
      stage: MELEE,
      on: { aurelian: 'da-knights' },
      plans: { demon: PAUSE },
    });
    const check = ofType(run(c, [1, 1, 6, 6, 6, 4]).events, 'battleMorale')[0];
    expect(check).toMatchObject({ morale: 6, result: 'flees' });
    expect(check?.mods).toContainEqual({ label: 'never above 6', value: -1 });
    // a leader of +0 gives no morale
    const zero = arranged(duel(['er-swordsmen'], ['gz-infantry'], {}, ['castellan-of-midazu']), {
      line: one,
      stage: MELEE,
      on: { 'castellan-of-midazu': 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    const z = run(zero, [6, 6, 1, 1, 4, 5]);
    expect(ofType(z.events, 'battleMorale')[0]).toMatchObject({
      regiment: 'er-swordsmen',
      morale: 4,
      mods: [],
      result: 'flees',
    });
  });

  it('DL-MORL-03 DL-BMAG-04 a magic arrow’s hit checks at morale -1, for that check only', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const setup = duel(['er-swordsmen'], ['gz-infantry'], {}, ['ysshara']);
    const b = arranged(setup, { line, stage: MAGIC, on: { ysshara: 'er-swordsmen' }, plans: { demon: PAUSE } });
    // arrow hits (1 <= 4), morale 4 - 1 = 3: a 3 flees
    const fled = run(b, [1, 3]);
    expect(ofType(fled.events, 'battleMorale')[0]).toMatchObject({
      cause: 'magic',
      morale: 3,
      result: 'flees',
      mods: [{ label: 'hit by battle magic', value: -1 }],
    });
    // arrow hit passed on a 2; the shooting hit of the same round checks at the full 4: a 3 does nothing
    const r = run(b, [1, 2, 1, 1, 6, 6, 3, ...misses(2)]);
    expect(ofType(r.events, 'battleMorale').map((m) => [m.cause, m.roll, m.morale, m.result])).toEqual([
      ['magic', 2, 3, 'no-effect'],
      ['shooting', 3, 4, 'no-effect'],
    ]);
  });

  it('DL-MORL-04 Darkness lowers Khozar’s morale by 1, Light the Demon’s (they arrive as moraleMinus)', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const darkness = arranged(duel(['er-swordsmen'], ['gz-infantry'], { moraleMinus: { khozar: 1 } }), {
      line,
      stage: MELEE,
      plans: { demon: PAUSE },
    });
    const d = run(darkness, [1, 1, 1, 1, 3, 3]);
    expect(ofType(d.events, 'battleMorale').map((m) => [m.regiment, m.morale, m.result])).toEqual([
      ['er-swordsmen', 4, 'no-effect'],
      ['gz-infantry', 3, 'flees'],
    ]);
    expect(ofType(d.events, 'battleMorale')[1]?.mods).toEqual([{ label: 'Darkness', value: -1 }]);
    const light = arranged(duel(['er-swordsmen'], ['gz-infantry'], { moraleMinus: { demon: 1 } }), {
      line,
      stage: MELEE,
      plans: { demon: PAUSE },
    });
    const l = run(light, [1, 1, 1, 1, 3, 3]);
    expect(ofType(l.events, 'battleMorale').map((m) => [m.regiment, m.morale, m.result])).toEqual([
      ['er-swordsmen', 3, 'flees'],
      ['gz-infantry', 4, 'no-effect'],
    ]);
  });

  it('DL-MORL-05 at morale 6 a roll of 6 always flees: no regiment is immune', () => {
    const line: [string[], string[]][] = [[['nsh-black-guard'], ['gz-infantry']]];
    const b = arranged(duel(['nsh-black-guard'], ['gz-infantry'], {}, ['grokk']), {
      line,
      stage: MELEE,
      on: { grokk: 'nsh-black-guard' },
      plans: { demon: PAUSE },
    });
    const r = run(b, [6, 6, 1, 1, 6, 4]);
    expect(ofType(r.events, 'battleMorale')[0]).toMatchObject({ roll: 6, morale: 6, result: 'flees' });
    expect(ofType(run(b, [6, 6, 1, 1, 5]).events, 'battleMorale')[0]?.result).toBe('no-effect');
  });

  it('DL-MORL-06 a hit without consequence leaves the regiment fighting', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(duel(['er-swordsmen'], ['gz-infantry']), { line, stage: SHOOTING, plans: { demon: PAUSE } });
    const r = run(b, [1, 1, 6, 6, 1, ...misses(2)]);
    expect(ofType(r.events, 'battleMorale')[0]).toMatchObject({ regiment: 'gz-infantry', result: 'no-effect' });
    expect(
      ofType(r.events, 'battleAttack')
        .filter((a) => a.kind === 'melee')
        .map((a) => a.regiment),
    ).toContain('gz-infantry');
    expect(frontOf(r.b, 'khozar')).toEqual(['gz-infantry']);
  });

  it('DL-MORL-07 a fleeing regiment leaves the battlefield for its side’s fled pile', () => {
    const line: [string[], string[]][] = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = arranged(duel(['er-swordsmen', 'er-foot-guard'], ['gz-infantry', 'gz-spearmen']), {
      line,
      stage: SHOOTING,
      plans: { demon: PAUSE },
    });
    const r = run(b, [1, 1, 6, 6, 4, ...misses(3)]);
    expect(r.b.regiments['gz-infantry']?.at).toBe('fled');
    expect(frontOf(r.b, 'khozar')).toEqual(['gz-spearmen']);
    expect(battleView(r.b, 'spectator').fled.khozar.map((v) => v.id)).toEqual(['gz-infantry']);
  });

  it('DL-MORL-08 at the end the winner’s fled regiments return and the loser’s are captured', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const setup = duel(['er-swordsmen', 'er-bowmen'], ['gz-infantry', 'gz-bowmen']);
    const b = arranged(setup, {
      line,
      fled: ['er-bowmen', 'gz-bowmen'],
      stage: { kind: 'retreat' },
      plans: { demon: PAUSE },
    });
    const asked = run(b, []);
    expect(battlePending(asked.b)[0]?.kind).toBe('battle-retreat');
    const o = act(asked.b, 'demon', { type: 'battleRetreat' }, [1]).b.outcome;
    expect(o?.winner).toBe('khozar');
    expect(o?.survivors.khozar).toEqual(['gz-infantry', 'gz-bowmen']);
    expect(o?.captured).toEqual([{ id: 'er-bowmen', by: 'khozar' }]);
  });

  it('DL-MORL-09 a destroyed regiment is removed from the game', () => {
    const line: [string[], string[]][] = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(duel(['er-swordsmen'], ['gz-infantry']), { line, stage: MELEE, plans: { demon: PAUSE } });
    const r = run(b, [1, 1, 6, 6, 5]);
    const o = r.b.outcome;
    expect(o?.destroyed).toEqual(['gz-infantry']);
    expect(o?.survivors.khozar).toEqual([]);
    expect(o?.captured).toEqual([]);
    expect(o?.survivors.demon).toEqual(['er-swordsmen']);
  });
});
