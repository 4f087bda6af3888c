/** Retreat (DL-RETR-01..05, AMB-21..23) and the end of the battle (DL-BEND-01..04). */
import { describe, expect, it } from 'vitest';
import { decideBattle } from './battle.ts';
import { battlePending, redactBattle } from './prompts.ts';
import { inBattle } from './line.ts';
import { act, arranged, MELEE, ofType, PAUSE, planned, rejects, run, setupOf } from './testkit.ts';
import type { BattlePlan, BattleSetup } from './types.ts';

type Line = [string[], string[]][];
const ASK: BattlePlan = { retreat: { mode: 'ask' } };
const RETREAT = { kind: 'retreat' } as const;
const armies = (
  line: Line,
  o: { dr?: string[]; kr?: string[]; dc?: string[]; kc?: string[] } & Partial<BattleSetup> = {},
) => {
  const { dr = [], kr = [], dc = [], kc = [], ...rest } = o;
  return setupOf(
    { regiments: [...line.flatMap(([d]) => d), ...dr], characters: dc },
    { regiments: [...line.flatMap(([, k]) => k), ...kr], characters: kc },
    rest,
  );
};
const two: Line = [
  [['er-swordsmen'], ['gz-infantry']],
  [['er-foot-guard'], ['gz-spearmen']],
];

describe('retreat (DL-RETR)', () => {
  it('DL-RETR-01 AMB-21 either side may declare a retreat at the end of a round, sealed; it is never compulsory', () => {
    const b = run(arranged(armies(two), { line: two, stage: RETREAT, plans: { demon: ASK, khozar: ASK } }), []).b;
    expect(battlePending(b).map((p) => [p.side, p.kind])).toEqual([
      ['demon', 'battle-retreat'],
      ['khozar', 'battle-retreat'],
    ]);
    const first = act(b, 'demon', { type: 'battleFightOn' });
    const sealed = first.events[0];
    expect(sealed).toMatchObject({ type: 'battleSealed', side: 'demon', kind: 'retreat' });
    expect(redactBattle(sealed as never, 'khozar')).toMatchObject({ command: null });
    expect(redactBattle(sealed as never, 'demon')).toEqual(sealed);
    rejects(() => act(first.b, 'demon', { type: 'battleRetreat' }), 'battle/not-asked');
    // the waiting player retreats: one adjacent area
    const end = act(first.b, 'khozar', { type: 'battleRetreat' }, [1, 1]);
    expect(end.b.outcome).toMatchObject({ winner: 'demon', retreated: ['khozar'], withdrawal: { khozar: 'adjacent' } });
    // both retreat: nobody wins
    const both = act(act(b, 'khozar', { type: 'battleRetreat' }).b, 'demon', { type: 'battleRetreat' }, [1, 1, 1, 1]);
    expect(ofType(both.events, 'battleRetreatDeclared')[0]?.retreating).toEqual(['demon', 'khozar']);
    expect(both.b.outcome).toMatchObject({ winner: null, retreated: ['demon', 'khozar'] });
    // and only at the end of a round
    const early = planned(armies(two), { ...ASK, lead: 'ask' }, {});
    expect(battlePending(early.b)[0]?.kind).toBe('battle-deploy');
    rejects(
      () => decideBattle(early.b, 'demon', { type: 'battleRetreat' }, { roll: () => 1 } as never),
      'battle/wrong-step',
    );
  });

  it('DL-RETR-02 a retreat takes every unit out of the battle', () => {
    const b = run(
      arranged(armies(two, { dr: ['er-bowmen'] }), { line: two, stage: RETREAT, plans: { demon: ASK } }),
      [],
    ).b;
    const r = act(b, 'demon', { type: 'battleRetreat' }, [1, 1, 1]);
    expect(inBattle(r.b, 'demon')).toEqual([]);
    expect(r.b.outcome?.survivors.demon).toEqual(['er-swordsmen', 'er-foot-guard', 'er-bowmen']);
    expect(r.b.stage.kind).toBe('over');
  });

  it('DL-RETR-03 AMB-22 every regiment checks morale, reserves too, with no leader bonus (Darkness/Light still count)', () => {
    const b = run(
      arranged(armies(two, { dr: ['er-bowmen'], dc: ['grokk'], moraleMinus: { demon: 1 } }), {
        line: two,
        stage: RETREAT,
        on: { grokk: 'er-swordsmen' },
        plans: { demon: ASK },
      }),
      [],
    ).b;
    const r = act(b, 'demon', { type: 'battleRetreat' }, [3, 1, 3]);
    const checks = ofType(r.events, 'battleMorale');
    expect(checks.map((c) => [c.regiment, c.roll, c.morale, c.result])).toEqual([
      ['er-swordsmen', 3, 3, 'flees'],
      ['er-foot-guard', 1, 4, 'no-effect'],
      ['er-bowmen', 3, 3, 'flees'],
    ]);
    expect(checks[0]?.mods).toEqual([{ label: 'Light', value: -1 }]);
  });

  it('DL-RETR-04 regiments fleeing in the check and those fled before are captured; those destroyed are gone', () => {
    const b = run(
      arranged(armies(two, { dr: ['er-bowmen', 'er-spearmen'] }), {
        line: two,
        fled: ['er-spearmen'],
        stage: RETREAT,
        plans: { demon: ASK },
      }),
      [],
    ).b;
    const r = act(b, 'demon', { type: 'battleRetreat' }, [4, 6, 1]);
    expect(ofType(r.events, 'battleMorale').map((c) => c.regiment)).toEqual([
      'er-swordsmen',
      'er-foot-guard',
      'er-bowmen',
    ]);
    expect(r.b.outcome).toMatchObject({
      captured: [
        { id: 'er-swordsmen', by: 'khozar' },
        { id: 'er-spearmen', by: 'khozar' },
      ],
      destroyed: ['er-foot-guard'],
    });
    expect(r.b.outcome?.survivors.demon).toEqual(['er-bowmen']);
  });

  it('DL-RETR-05 AMB-23 characters take no check and go with the regiments that got away; with none, they stay', () => {
    const setup = armies(two, { dc: ['grokk', 'lord-erush'] });
    const b = run(
      arranged(setup, {
        line: two,
        stage: RETREAT,
        on: { grokk: 'er-swordsmen', 'lord-erush': 'er-foot-guard' },
        plans: { demon: ASK },
      }),
      [],
    ).b;
    const away = act(b, 'demon', { type: 'battleRetreat' }, [6, 1]);
    expect(ofType(away.events, 'battleFate')).toEqual([]);
    expect(away.b.outcome?.survivors.demon).toEqual(['er-foot-guard', 'grokk', 'lord-erush']);
    const none = act(b, 'demon', { type: 'battleRetreat' }, [6, 6]);
    expect(none.b.outcome).toMatchObject({ stranded: ['grokk', 'lord-erush'], routed: ['demon'] });
    expect(none.b.outcome?.survivors.demon).toEqual([]);
  });
});

describe('the end of the battle (DL-BEND)', () => {
  it('DL-BEND-01 the battle ends when a side has lost all its forces or retreated; nothing follows', () => {
    const one: Line = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(armies(one), { line: one, stage: MELEE, plans: { demon: PAUSE } });
    const r = run(b, [1, 1, 6, 6, 5]);
    expect(r.events[r.events.length - 1]?.type).toBe('battleEnded');
    expect(r.b.outcome?.how).toBe('rout');
    expect(battlePending(r.b)).toEqual([]);
    rejects(() => decideBattle(r.b, 'demon', { type: 'battleFightOn' }, { roll: () => 1 } as never), 'battle/over');
  });

  it('DL-BEND-02 when a side retreats, the other’s surviving and fled units return to the area: he wins', () => {
    const b = run(
      arranged(armies(two, { kr: ['gz-bowmen'], kc: ['aurelian'] }), {
        line: two,
        fled: ['gz-bowmen'],
        stage: RETREAT,
        on: { aurelian: 'gz-infantry' },
        plans: { demon: ASK },
      }),
      [],
    ).b;
    const r = act(b, 'demon', { type: 'battleRetreat' }, [1, 1]);
    expect(r.b.outcome).toMatchObject({ winner: 'khozar', how: 'retreat' });
    expect(r.b.outcome?.survivors.khozar).toEqual(['gz-infantry', 'gz-spearmen', 'gz-bowmen', 'aurelian']);
  });

  it('DL-BEND-03 AMB-19 rout: the loser’s fled units are captured, his surviving characters stay and face capture', () => {
    const one: Line = [[['er-swordsmen'], ['gz-infantry']]];
    const setup = armies(one, { kr: ['gz-bowmen'], kc: ['aurelian', 'brannoc'] });
    const b = arranged(setup, {
      line: one,
      fled: ['gz-bowmen'],
      stage: MELEE,
      on: { aurelian: 'gz-infantry', brannoc: 'gz-infantry' },
      plans: { demon: PAUSE },
    });
    const r = run(b, [1, 1, 6, 6, 6, 4, 3]);
    expect(r.b.characters.aurelian?.at).toBe('loose');
    expect(r.b.outcome).toMatchObject({
      how: 'rout',
      winner: 'demon',
      routed: ['khozar'],
      stranded: ['aurelian'],
      // the Gantoz infantry, at 4 + 2 (Aurelian) = 6, flee on the 6 and are taken with the rest
      captured: [
        { id: 'gz-infantry', by: 'demon' },
        { id: 'gz-bowmen', by: 'demon' },
        { id: 'brannoc', by: 'demon' },
      ],
      destroyed: [],
    });
  });

  it('DL-BEND-04 mutual destruction: fled units of both sides scatter, characters are saved and cannot be captured', () => {
    const setup = armies(two, { dc: ['grokk'], kc: ['corvin'] });
    const b = arranged(setup, {
      line: two,
      stage: MELEE,
      on: { grokk: 'er-swordsmen', corvin: 'gz-infantry' },
      plans: { demon: PAUSE },
    });
    // all four hit; swordsmen (4 + Grokk 1) and Gantoz infantry flee, foot guard and spearmen are destroyed; Grokk unharmed, Corvin flees
    const r = run(b, [1, 1, 1, 1, 1, 1, 1, 1, 5, 4, 6, 5, 5, 3]);
    expect(r.b.outcome).toMatchObject({
      how: 'mutual',
      winner: null,
      scattered: ['er-swordsmen', 'gz-infantry'],
      destroyed: ['er-foot-guard', 'gz-spearmen'],
      survivors: { demon: ['grokk'], khozar: ['corvin'] },
      routed: [],
      stranded: [],
      captured: [],
    });
  });

  it('a plan’s retreat rule decides by itself: half the regiments gone', () => {
    const setup = setupOf(
      { regiments: ['er-swordsmen', 'er-foot-guard'] },
      { regiments: ['gz-infantry', 'gz-spearmen'] },
    );
    // round 1: the swordsmen are destroyed by the Gantoz infantry; the Demon's 'half' rule retreats
    const r = planned(
      setup,
      { retreat: { mode: 'half' }, order: ['er-swordsmen', 'er-foot-guard'] },
      { order: ['gz-spearmen'], answers: { 'er-swordsmen': 'gz-infantry' } },
      [...[6, 6, 1, 1], 6, ...[6, 6, 6, 6, 6, 6], 1],
    );
    expect(r.b.outcome).toMatchObject({ retreated: ['demon'], winner: 'khozar' });
  });
});
