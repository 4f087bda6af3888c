/** Reserves and regrouping (DL-REGR-01..09, AMB-76), on hand-laid lines. */
import { describe, expect, it } from 'vitest';
import { battlePending } from './prompts.ts';
import { clusterOf, frontCount } from './line.ts';
import { act, arranged, MAGIC, MELEE, misses, ofType, PAUSE, rejects, run, SHOOTING, setupOf } from './testkit.ts';
import { battleCommandSchema, type BattlePlan, type BattleSetup, type Stage } from './types.ts';

type Line = [string[], string[]][];
const armies = (
  line: Line,
  extra: { demon?: string[]; khozar?: string[] } = {},
  o: Partial<BattleSetup> = {},
  dc: string[] = [],
) =>
  setupOf(
    { regiments: [...line.flatMap(([d]) => d), ...(extra.demon ?? [])], characters: dc },
    { regiments: [...line.flatMap(([, k]) => k), ...(extra.khozar ?? [])] },
    o,
  );
const session = (when: 'start' | 'magic' | 'shooting'): Stage => ({
  kind: 'regroup',
  when,
  turn: 'demon',
  passes: 0,
  open: null,
});
const regrouped = (events: readonly unknown[]) =>
  ofType(events as never, 'battleRegrouped').map((e) => [e.side, e.regiment, e.mode, e.opposite]);

describe('reserves and regrouping (DL-REGR)', () => {
  it('DL-REGR-01 after battle magic and after shooting a regiment left without opponent moves opposite another enemy', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const magic = arranged(armies(line, {}, {}, ['ysshara']), {
      line,
      stage: MAGIC,
      on: { ysshara: 'er-swordsmen' },
      plans: { demon: PAUSE },
    });
    // the arrow destroys the Gantoz infantry (6 against 4 - 1); the swordsmen join the foot guard at once
    const r = run(magic, [1, 6, ...misses(4)]);
    const kinds = r.events.map((e) => e.type);
    const joined = r.events.findIndex((e) => e.type === 'battleRegrouped');
    expect(regrouped(r.events)).toEqual([['demon', 'er-swordsmen', 'join', 'gz-spearmen']]);
    expect(joined).toBeGreaterThan(kinds.indexOf('battleArrow'));
    expect(joined).toBeLessThan(kinds.indexOf('battleAttack'));
    const shooting = arranged(armies(line), { line, stage: SHOOTING, plans: { demon: PAUSE } });
    const s = run(shooting, [1, 1, 6, 6, 6, ...misses(3)]);
    const after = s.events.findIndex((e) => e.type === 'battleRegrouped');
    expect(after).toBeGreaterThan(s.events.findIndex((e) => e.type === 'battleRemoved'));
    expect(after).toBeLessThan(s.events.findIndex((e) => e.type === 'battleAttack' && e.kind === 'melee'));
  });

  it('DL-REGR-02 reserves come in, and melee-freed regiments regroup, only at the start of the next round', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = arranged(armies(line, { khozar: ['gz-bowmen'] }), { line, stage: MELEE, plans: { demon: PAUSE } });
    // melee: the swordsmen destroy the Gantoz infantry; nothing regroups until round 2
    const r1 = run(b, [1, 1, ...misses(3), 6]);
    expect(regrouped(r1.events)).toEqual([]);
    expect(battlePending(r1.b)[0]?.kind).toBe('battle-retreat');
    const r2 = act(r1.b, 'demon', { type: 'battleFightOn' }, misses(6));
    expect(regrouped(r2.events)).toEqual([
      ['demon', 'er-swordsmen', 'lead', null],
      ['khozar', 'gz-bowmen', 'answer', 'er-swordsmen'],
    ]);
    expect(ofType(r2.events, 'battleRegrouped')[1]?.from).toBe('reserve');
    const first = r2.events.findIndex((e) => e.type === 'battleAttack');
    expect(r2.events.findIndex((e) => e.type === 'battleRegrouped')).toBeLessThan(first);
    // after shooting a reserve may not come forward
    const hold: BattlePlan = { reserves: 'hold', regroup: 'ask' };
    const s = arranged(armies(line, { khozar: ['gz-bowmen'] }), {
      line,
      stage: SHOOTING,
      plans: { demon: PAUSE, khozar: hold },
    });
    const paused = run(s, [6, 6, 1, 1, 6]);
    expect(battlePending(paused.b)[0]).toMatchObject({ side: 'khozar', kind: 'battle-regroup' });
    rejects(
      () => act(paused.b, 'khozar', { type: 'battleRegroup', regiment: 'gz-bowmen', opposite: 'er-foot-guard' }),
      'battle/reserves-at-start',
    );
  });

  it('DL-REGR-03 AMB-76 a freed regiment must go opposite the enemy’s regrouping regiments, who must answer it', () => {
    const line: Line = [
      [['er-swordsmen'], []],
      [['er-spearmen'], []],
      [['er-foot-guard'], ['gz-spearmen', 'gz-infantry']],
      [['er-bowmen'], ['gz-bowmen']],
    ];
    const asking: BattlePlan = { lead: 'ask', regroup: 'ask', answer: 'ask', retreat: { mode: 'ask' } };
    const b = run(
      arranged(armies(line), { line, stage: session('shooting'), plans: { demon: asking, khozar: asking } }),
      [],
    ).b;
    expect(battlePending(b)).toEqual([expect.objectContaining({ side: 'demon', kind: 'battle-regroup' })]);
    rejects(
      () => act(b, 'demon', { type: 'battleRegroup', regiment: 'er-swordsmen', opposite: 'gz-bowmen' }),
      'battle/must-meet',
    );
    rejects(() => act(b, 'demon', { type: 'battlePass' }), 'battle/must-lead');
    const led = act(b, 'demon', { type: 'battleRegroup', regiment: 'er-swordsmen', opposite: null });
    expect(battlePending(led.b)).toEqual([expect.objectContaining({ side: 'khozar', kind: 'battle-regroup' })]);
    rejects(() => act(led.b, 'khozar', { type: 'battlePass' }), 'battle/must-answer');
    rejects(
      () => act(led.b, 'khozar', { type: 'battleRegroup', regiment: 'gz-bowmen', opposite: 'er-swordsmen' }),
      'battle/not-regrouping',
    );
    const answered = act(
      led.b,
      'khozar',
      { type: 'battleRegroup', regiment: 'gz-infantry', opposite: 'er-swordsmen' },
      misses(6),
      false,
    );
    expect(clusterOf(answered.b, 'er-swordsmen')?.khozar).toEqual(['gz-infantry']);
    expect(clusterOf(answered.b, 'er-foot-guard')?.khozar).toEqual(['gz-spearmen']);
  });

  it('DL-REGR-04 regrouping alternates like deployment: active first, and the answerer then takes his turn', () => {
    const line: Line = [
      [['er-swordsmen'], []],
      [['er-bowmen'], []],
      [[], ['gz-infantry']],
      [[], ['gz-bowmen']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = run(
      arranged(armies(line), { line, stage: session('shooting'), plans: { demon: { ...PAUSE, lead: 'ask' } } }),
      [],
    ).b;
    expect(battlePending(b).map((p) => p.side)).toEqual(['demon']);
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-infantry', opposite: null }),
      'battle/not-your-turn',
    );
    const r = act(b, 'demon', { type: 'battleRegroup', regiment: 'er-swordsmen', opposite: null }, misses(7), false);
    const seq = regrouped(r.events);
    expect(seq.map(([side, , mode]) => [side, mode])).toEqual([
      ['demon', 'lead'],
      ['khozar', 'answer'],
      ['khozar', 'lead'],
      ['demon', 'answer'],
    ]);
    expect(seq[3]?.[1]).toBe('er-bowmen');
  });

  it('DL-REGR-05 once the enemy has nothing to regroup, freed regiments join friends: two, then three on one', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry']],
      [[], ['gz-bowmen']],
      [[], ['gz-spearmen']],
    ];
    const r = run(arranged(armies(line), { line, stage: session('shooting'), plans: { demon: PAUSE } }), misses(4));
    expect(regrouped(r.events)).toEqual([
      ['khozar', 'gz-bowmen', 'join', 'er-swordsmen'],
      ['khozar', 'gz-spearmen', 'join', 'er-swordsmen'],
    ]);
    expect(ofType(r.events, 'battleAttack').filter((a) => a.target === 'er-swordsmen')).toHaveLength(3);
    // leading makes no sense with nobody to answer it
    const ask = arranged(armies(line), {
      line,
      stage: session('shooting'),
      plans: { demon: PAUSE, khozar: { regroup: 'ask' } },
    });
    const b = run(ask, []).b;
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-bowmen', opposite: null }),
      'battle/nothing-to-meet',
    );
  });

  it('DL-REGR-06 a regrouped regiment keeps its place until the enemy has a new regiment to regroup', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry', 'gz-bowmen']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = run(
      arranged(armies(line, { khozar: ['tm-militia'] }), {
        line,
        stage: session('start'),
        plans: { demon: PAUSE, khozar: { reserves: 'ask', regroup: 'ask' } },
      }),
      [],
    ).b;
    expect(battlePending(b)[0]?.side).toBe('khozar');
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-bowmen', opposite: 'er-foot-guard' }),
      'battle/extra-stays',
    );
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-bowmen', opposite: null }),
      'battle/extra-stays',
    );
  });

  it('DL-REGR-07 a freed enemy must be met by an extra or, at the start of a round, a reserve; never many on many', () => {
    const line: Line = [
      [['er-swordsmen'], []],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    // even a plan that holds its reserves must bring one to meet the freed swordsmen
    const hold = run(
      arranged(armies(line, { khozar: ['gz-bowmen'] }), {
        line,
        stage: session('start'),
        plans: { demon: PAUSE, khozar: { reserves: 'hold' } },
      }),
      misses(6),
    );
    expect(ofType(hold.events, 'battleRegrouped').map((e) => [e.side, e.regiment, e.mode, e.from])).toEqual([
      ['demon', 'er-swordsmen', 'lead', 'freed'],
      ['khozar', 'gz-bowmen', 'answer', 'reserve'],
    ]);
    const ask = arranged(armies(line, { khozar: ['gz-bowmen', 'tm-militia'] }), {
      line,
      stage: session('start'),
      plans: { demon: PAUSE, khozar: { answer: 'ask' } },
    });
    const b = run(ask, []).b;
    rejects(() => act(b, 'khozar', { type: 'battlePass' }), 'battle/must-answer');
    // many on many
    const mm: Line = [
      [['er-swordsmen'], []],
      [['er-spearmen'], []],
      [['er-foot-guard'], ['gz-spearmen', 'gz-infantry']],
    ];
    const m = run(
      arranged(armies(mm), {
        line: mm,
        stage: session('shooting'),
        plans: { demon: { ...PAUSE, regroup: 'ask', lead: 'ask' } },
      }),
      [],
    ).b;
    rejects(
      () => act(m, 'demon', { type: 'battleRegroup', regiment: 'er-swordsmen', opposite: 'gz-spearmen' }),
      'battle/many-on-many',
    );
  });

  it('DL-REGR-08 DL-DEPL-07 no side ever has more regiments on the front than the front-line length', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
      [['er-bowmen'], ['gz-bowmen']],
      [['er-mounted-scouts'], ['tm-militia']],
      [[], ['tm-archers']],
    ];
    const setup = armies(line, { khozar: ['tm-spearmen'] }, { terrain: 'mountains' });
    const b = run(
      arranged(setup, { line, stage: session('start'), plans: { demon: PAUSE, khozar: { regroup: 'ask' } } }),
      [],
    ).b;
    expect(b.front).toBe(5);
    expect(frontCount(b, 'khozar')).toBe(5);
    expect(battlePending(b)[0]?.side).toBe('khozar');
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'tm-spearmen', opposite: 'er-swordsmen' }),
      'battle/front-full',
    );
    const ok = act(
      b,
      'khozar',
      { type: 'battleRegroup', regiment: 'tm-archers', opposite: 'er-swordsmen' },
      misses(20),
      false,
    );
    expect(frontCount(ok.b, 'khozar')).toBe(5);
  });

  it('DL-REGR-09 nothing sends a regiment back to reserve', () => {
    const line: Line = [
      [['er-swordsmen'], ['gz-infantry']],
      [['er-foot-guard'], ['gz-spearmen']],
    ];
    const b = run(
      arranged(armies(line, { khozar: ['tm-militia'] }), {
        line,
        stage: session('start'),
        plans: { demon: PAUSE, khozar: { reserves: 'ask' } },
      }),
      [],
    ).b;
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-spearmen', opposite: null }),
      'battle/not-regrouping',
    );
    rejects(
      () => act(b, 'khozar', { type: 'battleRegroup', regiment: 'gz-spearmen', opposite: 'er-swordsmen' }),
      'battle/not-regrouping',
    );
    expect(battleCommandSchema.safeParse({ type: 'battleReserve', regiment: 'gz-spearmen' }).success).toBe(false);
  });
});
