/** Characters in battle (DL-BCHR-01..07) and battle magic (DL-BMAG-01..06). */
import { describe, expect, it } from 'vitest';
import { battlePending } from './prompts.ts';
import { meleeValue, moraleValue } from './combat.ts';
import { frontCount } from './line.ts';
import {
  act,
  arranged,
  MAGIC,
  MELEE,
  misses,
  ofType,
  PAUSE,
  planned,
  rejects,
  run,
  SHOOTING,
  START,
  setupOf,
  sixes,
} from './testkit.ts';
import type { BattleSetup } from './types.ts';

type Line = [string[], string[]][];
const two: Line = [
  [['er-swordsmen'], ['gz-infantry']],
  [['er-foot-guard'], ['gz-spearmen']],
];
const armies = (
  line: Line,
  dc: (string | { id: string; mayCast: boolean })[] = [],
  kc: string[] = [],
  o: Partial<BattleSetup> = {},
  extra: string[] = [],
) =>
  setupOf(
    { regiments: [...line.flatMap(([d]) => d), ...extra], characters: dc },
    { regiments: line.flatMap(([, k]) => k), characters: kc },
    o,
  );

describe('characters in battle (DL-BCHR)', () => {
  it('DL-BCHR-01 AMB-18 a character goes with one of his own regiments, front or reserve; several may share one', () => {
    const setup = setupOf(
      { regiments: ['er-swordsmen', 'er-foot-guard'], characters: ['grokk', 'lord-erush'] },
      { regiments: ['gz-infantry'], characters: ['aurelian'] },
    );
    let b = planned(setup, { ...PAUSE, place: 'ask' }, {}).b;
    rejects(
      () => act(b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'gz-infantry' }),
      'battle/no-such-regiment',
    );
    rejects(
      () => act(b, 'demon', { type: 'battlePlace', character: 'aurelian', regiment: 'er-swordsmen' }),
      'battle/not-yours',
    );
    b = act(b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'er-foot-guard' }).b;
    expect(b.regiments['er-foot-guard']?.at).toBe('reserve');
    b = act(b, 'demon', { type: 'battlePlace', character: 'lord-erush', regiment: 'er-foot-guard' }, sixes(), false).b;
    expect([b.characters.grokk?.on, b.characters['lord-erush']?.on]).toEqual(['er-foot-guard', 'er-foot-guard']);
  });

  it('DL-BCHR-02 characters are not regiments: never targets, outside the front length', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry', 'gz-bowmen']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const setup = armies(line, ['grokk', 'ysshara'], ['aurelian'], { terrain: 'mountains' });
    const b = arranged(setup, {
      line,
      stage: SHOOTING,
      on: { grokk: 'er-swordsmen', ysshara: 'er-foot-guard', aurelian: 'gz-infantry' },
      plans: { demon: { ...PAUSE, targets: 'ask' } },
    });
    const paused = run(b, []);
    rejects(
      () => act(paused.b, 'demon', { type: 'battleTargets', picks: { 'er-swordsmen': 'aurelian' } }),
      'battle/not-opposite',
    );
    const r = act(paused.b, 'demon', { type: 'battleTargets', picks: {} }, misses(8));
    const targets = ofType(r.events, 'battleAttack').map((a) => a.target);
    for (const t of targets) expect(['aurelian', 'grokk', 'ysshara']).not.toContain(t);
    // a 5-regiment mountain front: Khozar's 3 regiments and a character are 3 in the line
    expect(frontCount(r.b, 'khozar')).toBe(3);
  });

  it('DL-BCHR-03 at the start of a round characters may move, one each a turn, active first, once a round', () => {
    const b = arranged(armies(two, ['grokk', 'lord-erush'], ['aurelian']), {
      line: two,
      stage: START,
      on: { grokk: 'er-swordsmen', 'lord-erush': 'er-swordsmen', aurelian: 'gz-infantry' },
      plans: { demon: { ...PAUSE, place: 'ask', magic: 'none' }, khozar: { place: 'ask' } },
    });
    let s = run(b, []).b;
    expect(battlePending(s)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-character' })]);
    rejects(
      () => act(s, 'khozar', { type: 'battleMoveCharacter', character: 'aurelian', regiment: 'gz-spearmen' }),
      'battle/not-your-turn',
    );
    s = act(s, 'demon', { type: 'battleMoveCharacter', character: 'grokk', regiment: 'er-foot-guard' }).b;
    s = act(s, 'khozar', { type: 'battleMoveCharacter', character: 'aurelian', regiment: 'gz-spearmen' }).b;
    rejects(
      () => act(s, 'demon', { type: 'battleMoveCharacter', character: 'grokk', regiment: 'er-swordsmen' }),
      'battle/moved',
    );
    const done = act(s, 'demon', { type: 'battlePass' }, misses(6));
    expect([done.b.characters.grokk?.on, done.b.characters.aurelian?.on]).toEqual(['er-foot-guard', 'gz-spearmen']);
    // in round 2 they may move again
    const next = act(done.b, 'demon', { type: 'battleFightOn' });
    expect(battlePending(next.b)[0]?.kind).toBe('battle-character');
    rejects(
      () => act(next.b, 'demon', { type: 'battleMoveCharacter', character: 'grokk', regiment: 'gz-infantry' }),
      'battle/no-such-regiment',
    );
  });

  it('DL-BCHR-04 a leader adds his ability to melee and morale; only the largest counts', () => {
    const line: Line = [[['er-swordsmen'], ['gz-infantry']]];
    const b = arranged(armies(line, [], ['brannoc', 'aurelian']), {
      line,
      stage: MELEE,
      on: { brannoc: 'gz-infantry', aurelian: 'gz-infantry' },
      plans: { demon: PAUSE },
    });
    expect(meleeValue(b, 'gz-infantry', 'er-swordsmen')).toMatchObject({ base: 7, effective: 9 });
    expect(moraleValue(b, 'gz-infantry', 'melee')).toMatchObject({ base: 4, effective: 6 });
    const r = run(b, [6, 6, 4, 5, 1]);
    expect(ofType(r.events, 'battleAttack')[1]).toMatchObject({ regiment: 'gz-infantry', effective: 9, hit: true });
  });

  it.each([
    [
      [2, 3, 4],
      ['killed', 'flees', 'unharmed'],
      ['killed', 'fled', 'field'],
    ],
    [
      [1, 5, 6],
      ['killed', 'unharmed', 'unharmed'],
      ['killed', 'field', 'field'],
    ],
  ] as const)(
    'DL-BCHR-05 AMB-20 one fate roll per character, %j: 1-2 killed, 3 flees, 4-6 unharmed and moved',
    (rolls, results, at) => {
      const b = arranged(armies(two, ['grokk', 'lord-erush', 'ysshara']), {
        line: two,
        stage: MELEE,
        on: { grokk: 'er-swordsmen', 'lord-erush': 'er-swordsmen', ysshara: 'er-swordsmen' },
        plans: { demon: PAUSE },
      });
      const r = run(b, [6, 6, 1, 1, ...misses(2), 6, ...rolls]);
      expect(ofType(r.events, 'battleFate').map((f) => [f.character, f.roll, f.result])).toEqual([
        ['grokk', rolls[0], results[0]],
        ['lord-erush', rolls[1], results[1]],
        ['ysshara', rolls[2], results[2]],
      ]);
      expect(['grokk', 'lord-erush', 'ysshara'].map((c) => r.b.characters[c]?.at)).toEqual(at);
      for (const c of ['grokk', 'lord-erush', 'ysshara'])
        if (r.b.characters[c]?.at === 'field') expect(r.b.characters[c]?.on).toBe('er-foot-guard');
    },
  );

  it('DL-BCHR-06 the owner chooses the regiment an unharmed character moves to', () => {
    const line: Line = [...two, [['er-bowmen'], ['gz-bowmen']]];
    const b = arranged(armies(line, ['grokk']), {
      line,
      stage: MELEE,
      on: { grokk: 'er-swordsmen' },
      plans: { demon: { ...PAUSE, place: 'ask' } },
    });
    const r = run(b, [6, 6, 1, 1, ...misses(4), 6, 5]);
    expect(battlePending(r.b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-character' })]);
    rejects(
      () => act(r.b, 'khozar', { type: 'battlePlace', character: 'grokk', regiment: 'er-bowmen' }),
      'battle/not-your-turn',
    );
    rejects(
      () => act(r.b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'er-swordsmen' }),
      'battle/no-such-regiment',
    );
    const moved = act(r.b, 'demon', { type: 'battlePlace', character: 'grokk', regiment: 'er-bowmen' });
    expect(moved.b.characters.grokk).toMatchObject({ on: 'er-bowmen', at: 'field' });
    expect(battlePending(moved.b)[0]?.kind).toBe('battle-retreat');
  });

  it('DL-BCHR-07 a killed character counts as a destroyed unit', () => {
    const b = arranged(armies(two, ['grokk', 'lord-erush']), {
      line: two,
      stage: MELEE,
      on: { grokk: 'er-swordsmen', 'lord-erush': 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    const r = run(b, [6, 6, 1, 1, ...misses(2), 6, 1, 3]);
    const o = act(r.b, 'demon', { type: 'battleRetreat' }, [1]).b.outcome;
    expect(o?.destroyed).toEqual(['er-swordsmen', 'grokk']);
    expect(o?.captured).toEqual([{ id: 'lord-erush', by: 'khozar' }]);
  });
});

describe('battle magic (DL-BMAG)', () => {
  const one: Line = [[['er-swordsmen'], ['gz-infantry']]];

  it('DL-BMAG-01 AMB-35 only a caster who has not cast a spell this phase looses arrows', () => {
    const spent = arranged(armies(one, [{ id: 'ysshara', mayCast: false }]), {
      line: one,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen' },
      plans: { demon: { ...PAUSE, magic: 'ask' } },
    });
    const r = run(spent, misses(4));
    expect(ofType(r.events, 'battleArrow')).toEqual([]);
    const fresh = arranged(armies(one, ['ysshara', 'grokk']), {
      line: one,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen', grokk: 'er-swordsmen' },
      plans: { demon: { ...PAUSE, magic: 'ask' } },
    });
    const asked = run(fresh, []).b;
    expect(battlePending(asked)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-magic' })]);
    rejects(() => act(asked, 'demon', { type: 'battleMagic', casters: ['grokk'] }), 'battle/cannot-cast');
    const fired = act(asked, 'demon', { type: 'battleMagic', casters: ['ysshara'] }, [6, ...misses(4)]);
    expect(ofType(fired.events, 'battleArrow').map((a) => a.character)).toEqual(['ysshara']);
  });

  it('DL-BMAG-02 the arrow flies at an enemy regiment opposite the caster’s; a caster in reserve has none', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry', 'gz-bowmen']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const setup = armies(line, ['ysshara', 'lord-erush'], [], {}, ['er-bowmen']);
    const b = arranged(setup, {
      line,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen', 'lord-erush': 'er-bowmen' },
      plans: { demon: { ...PAUSE, targets: 'ask' } },
    });
    const asked = run(b, []).b;
    rejects(
      () => act(asked, 'demon', { type: 'battleMagic', casters: ['ysshara'], targets: { ysshara: 'gz-spearmen' } }),
      'battle/not-opposite',
    );
    rejects(() => act(asked, 'demon', { type: 'battleMagic', casters: ['lord-erush'] }), 'battle/cannot-cast');
    // the arrow misses; then the Demon is asked whom the lone swordsmen shoot
    const r = act(
      asked,
      'demon',
      { type: 'battleMagic', casters: ['ysshara'], targets: { ysshara: 'gz-bowmen' } },
      [6],
    );
    expect(battlePending(r.b)[0]?.kind).toBe('battle-target');
    expect(ofType(r.events, 'battleArrow')).toEqual([
      expect.objectContaining({ character: 'ysshara', target: 'gz-bowmen' }),
    ]);
  });

  it('DL-BMAG-03 one die, a hit on a roll up to the magic power; armour does not count', () => {
    const heavy: Line = [[['er-swordsmen'], ['da-knights']]];
    const b = arranged(armies(heavy, ['lord-erush']), {
      line: heavy,
      stage: MAGIC,
      on: { 'lord-erush': 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    const hit = run(b, [2, 1, ...misses(3)]);
    expect(ofType(hit.events, 'battleArrow')[0]).toMatchObject({ roll: 2, power: 2, hit: true });
    const miss = run(b, [3, ...misses(3)]);
    expect(ofType(miss.events, 'battleArrow')[0]).toMatchObject({ roll: 3, power: 2, hit: false });
  });

  it('DL-BMAG-04 a regiment hit by an arrow checks morale at -1 for that check', () => {
    const b = arranged(armies(one, ['lord-erush']), {
      line: one,
      stage: MAGIC,
      on: { 'lord-erush': 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    const r = run(b, [1, 3]);
    expect(ofType(r.events, 'battleMorale')[0]).toMatchObject({
      cause: 'magic',
      base: 4,
      morale: 3,
      result: 'flees',
      mods: [{ label: 'hit by battle magic', value: -1 }],
    });
  });

  it('DL-BMAG-05 AMB-35 a caster looses an arrow every round of the battle; it is his spell of the phase', () => {
    const b = arranged(armies(one, ['ysshara'], ['corvin']), {
      line: one,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen', corvin: 'gz-infantry' },
      plans: { demon: PAUSE, khozar: { magic: 'none' } },
    });
    const r1 = run(b, [6, ...misses(4)]);
    const r2 = act(r1.b, 'demon', { type: 'battleFightOn' }, [6, ...misses(4)]);
    expect(ofType([...r1.events, ...r2.events], 'battleArrow').map((a) => [a.round, a.character])).toEqual([
      [1, 'ysshara'],
      [2, 'ysshara'],
    ]);
    const end = act(r2.b, 'demon', { type: 'battleRetreat' }, [1]);
    expect(end.b.outcome?.castSpell).toEqual(['ysshara']);
  });

  it('DL-BMAG-06 arrows are simultaneous: both roll before any check; regrouping follows', () => {
    const b = arranged(armies(two, ['ysshara', 'lord-erush']), {
      line: two,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen', 'lord-erush': 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    const r = run(b, [1, 1, 1, 3, ...misses(4)]);
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 5)).toEqual(['battleArrow', 'battleArrow', 'battleMorale', 'battleMorale', 'battleRemoved']);
    expect(ofType(r.events, 'battleRemoved')[0]).toMatchObject({ regiment: 'gz-infantry', result: 'flees', checks: 2 });
    const joined = types.indexOf('battleRegrouped');
    expect(joined).toBeGreaterThan(types.indexOf('battleRemoved'));
    expect(joined).toBeLessThan(types.indexOf('battleAttack'));
  });
});
