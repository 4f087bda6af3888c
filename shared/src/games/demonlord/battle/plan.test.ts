/**
 * The async machinery: sealed plans, ready-made plans, prompts, choices,
 * timeouts, redaction, the view, the schema, determinism, and random
 * playouts that check the line's invariants and that every battle ends.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../engine/dice.ts';
import { type Side, UNIT_BY_ID, UNITS } from '../data/index.ts';
import { applyBattle, battleTerrainOptions, beginBattle, decideBattle, diagnostics } from './battle.ts';
import { BATTLE_PROMPTS, battleChoices, battlePending, battleTimeout, redactBattle } from './prompts.ts';
import { describeBattle } from './describe.ts';
import { foldAll } from './fold.ts';
import { frontCount } from './line.ts';
import { readyPlans } from './plan.ts';
import { act, begin, misses, PAUSE, planned, rejects, STEADY, setupOf } from './testkit.ts';
import {
  type Battle,
  type BattleCommand,
  battleCommandSchema,
  type BattleEvent,
  type BattlePlan,
  type BattleSetup,
} from './types.ts';
import { battleView } from './view.ts';

const small = setupOf(
  { regiments: ['er-heavy-cavalry', 'er-swordsmen', 'er-mounted-scouts'], characters: ['lord-erush'] },
  { regiments: ['da-knights', 'da-heavy-infantry', 'gz-infantry', 'tm-militia'], characters: ['duke-of-deansor'] },
  { terrain: 'hills' },
);

const ids = [...UNIT_BY_ID.keys()];
/** A text names no unit by its counter id. */
const idFree = (text: string) => ids.filter((id) => id.includes('-') && text.includes(id));

describe('sealed plans', () => {
  it('both sides are asked for a plan first; nothing else is accepted before', () => {
    const b = begin(small);
    expect(battlePending(b).map((p) => [p.side, p.kind])).toEqual([
      ['demon', 'battle-plan'],
      ['khozar', 'battle-plan'],
    ]);
    rejects(() => act(b, 'demon', { type: 'battleLead', regiment: 'er-swordsmen' }), 'battle/plan-first');
    const one = act(b, 'demon', { type: 'battlePlan', plan: STEADY });
    rejects(() => act(one.b, 'demon', { type: 'battlePlan', plan: STEADY }), 'battle/plans-in');
    expect(battlePending(one.b).map((p) => p.side)).toEqual(['khozar']);
  });

  it('a plan is checked against the battle', () => {
    const b = begin(small);
    const bad: BattlePlan[] = [
      { order: ['da-knights'] },
      { order: ['er-swordsmen', 'er-swordsmen'] },
      { answers: { 'er-swordsmen': 'er-swordsmen' } },
      { answers: { 'da-knights': 'da-heavy-infantry' } },
      { characters: { 'lord-erush': 'da-knights' } },
      { characters: { 'duke-of-deansor': 'er-swordsmen' } },
      { magic: ['er-swordsmen'] },
      { retreat: { mode: 'when' } },
    ];
    for (const plan of bad) rejects(() => act(b, 'demon', { type: 'battlePlan', plan }), 'battle/bad-plan');
  });

  it('a plan stays hidden from the other side and from spectators; the view shows a side only its own', () => {
    const demonPlan: BattlePlan = { ...PAUSE, answers: { 'da-knights': 'er-heavy-cavalry' } };
    const r = planned(small, demonPlan, STEADY, misses(20), false);
    const sealed = r.events.find((e) => e.type === 'battleSealed' && e.side === 'demon') as BattleEvent;
    expect(redactBattle(sealed, 'khozar')).toMatchObject({ command: null });
    expect(redactBattle(sealed, 'spectator')).toMatchObject({ command: null });
    expect(redactBattle(sealed, 'demon')).toEqual(sealed);
    expect(battleView(r.b, 'demon').myPlan).toEqual(demonPlan);
    expect(battleView(r.b, 'khozar').myPlan).toEqual(STEADY);
    expect(battleView(r.b, 'spectator').myPlan).toBeNull();
    expect(JSON.stringify(battleView(r.b, 'khozar'))).not.toContain('"answers"');
    expect(describeBattle(redactBattle(sealed, 'khozar') as BattleEvent)).toBe(
      'The Demon hands in a sealed battle plan.',
    );
  });

  it('a replay of the events as the other side sees them rebuilds the same battlefield', () => {
    const r = planned(small, PAUSE, STEADY, misses(20), false);
    const all = [...beginBattle(small), ...r.events];
    const seen = all.map((e) => redactBattle(e, 'khozar')).filter((e): e is BattleEvent => e !== null);
    let replay: Battle | null = null;
    for (const e of seen) replay = applyBattle(replay, e);
    const full = r.b;
    expect(replay?.line).toEqual(full.line);
    expect(replay?.regiments).toEqual(full.regiments);
    expect(replay?.characters).toEqual(full.characters);
    expect(replay?.plans.demon).toBe('sealed');
  });

  it('the ready-made plans are offered in words, and each one is accepted', () => {
    const b = begin(small);
    const choices = battleChoices(b, 'demon');
    expect(choices.map((c) => c.label)).toContain(
      'Strongest first, answer each lead with my best counter, casters loose magic arrows, retreat when half my regiments are gone',
    );
    expect(choices.length).toBe(readyPlans(b, 'demon').length);
    for (const c of choices) {
      expect(idFree(c.label)).toEqual([]);
      expect(() => decideBattle(b, 'demon', c.command, seededDice(1))).not.toThrow();
    }
    expect(battleChoices(b, 'khozar')[0]?.label).not.toContain('magic');
    const timeout = battleTimeout(b, 'khozar');
    expect(timeout.type).toBe('battlePlan');
  });

  it('fighting on can switch a side from asking to a standing rule', () => {
    const r = planned(small, PAUSE, STEADY, misses(20), false);
    expect(battlePending(r.b)[0]?.kind).toBe('battle-retreat');
    const d = seededDice(5);
    const events = decideBattle(r.b, 'demon', { type: 'battleFightOn', retreat: { mode: 'never' } }, d);
    const b = foldAll(r.b, events);
    expect(b.outcome).not.toBeNull();
    expect(b.round).toBeGreaterThan(1);
  });
});

describe('commands and events', () => {
  const samples: BattleCommand[] = [
    { type: 'battlePlan', plan: {} },
    { type: 'battleLead', regiment: 'x' },
    { type: 'battleAnswer', regiment: 'x' },
    { type: 'battlePlace', character: 'c', regiment: 'x' },
    { type: 'battleMoveCharacter', character: 'c', regiment: 'x' },
    { type: 'battleRegroup', regiment: 'x', opposite: null },
    { type: 'battlePass' },
    { type: 'battleMagic', casters: ['c'], targets: { c: 'x' } },
    { type: 'battleTargets', picks: { x: 'y' } },
    { type: 'battleRetreat' },
    { type: 'battleFightOn', retreat: { mode: 'when', frontBelow: 2 } },
  ];

  it('every command parses, every type starts with "battle", and others are refused', () => {
    for (const c of samples) {
      expect(battleCommandSchema.parse(c)).toEqual(c);
      expect(c.type.startsWith('battle')).toBe(true);
    }
    expect(battleCommandSchema.safeParse({ type: 'move' }).success).toBe(false);
    expect(battleCommandSchema.safeParse({ type: 'battlePlan', plan: { answer: 'whatever' } }).success).toBe(false);
  });

  it('is deterministic: the same dice give the same events, and folding them again gives the same state', () => {
    const once = (seed: number) => {
      let b = begin(small);
      const d = seededDice(seed);
      const events: BattleEvent[] = [...beginBattle(small)];
      for (const side of ['demon', 'khozar'] as Side[]) {
        const e = decideBattle(b, side, { type: 'battlePlan', plan: STEADY }, d);
        events.push(...e);
        b = foldAll(b, e);
      }
      return { b, events };
    };
    const a = once(42);
    expect(once(42).events).toEqual(a.events);
    let re: Battle | null = null;
    for (const e of a.events) re = applyBattle(re, e);
    expect(re).toEqual(a.b);
    expect(a.events.every((e) => e.type.startsWith('battle'))).toBe(true);
    expect(JSON.parse(JSON.stringify(a.b))).toEqual(a.b);
  });
});

// ---------------------------------------------------------------------------
// Random playouts
// ---------------------------------------------------------------------------

const regimentsOf = (f: Side) => UNITS.filter((u) => u.kind === 'regiment' && u.faction === f).map((u) => u.id);
const charactersOf = (f: Side) => UNITS.filter((u) => u.kind === 'character' && u.faction === f).map((u) => u.id);
const NEUTRAL_REGIMENTS = UNITS.filter(
  (u) => u.kind === 'regiment' && u.faction !== 'demon' && u.faction !== 'khozar',
).map((u) => u.id);

function randomSetup(seed: number): BattleSetup {
  const d = seededDice(seed);
  const take = (list: string[], n: number) => d.shuffle(list).slice(0, n);
  const neutrals = d.shuffle(NEUTRAL_REGIMENTS);
  const dr = [...take(regimentsOf('demon'), d.int(1, 8)), ...neutrals.slice(0, d.int(0, 2))];
  const kr = [...take(regimentsOf('khozar'), d.int(1, 9)), ...neutrals.slice(2, 2 + d.int(0, 2))];
  const active: Side = d.int(0, 1) ? 'demon' : 'khozar';
  const defenders = active === 'demon' ? kr : dr;
  const terrains = battleTerrainOptions(
    ['plain', 'steppe', 'desert', 'forest', 'hills', 'mountains', 'swamp'] as const,
    defenders,
  );
  const terrain = terrains[d.int(0, terrains.length - 1)] as BattleSetup['terrain'];
  const crossed: Record<string, 'river' | 'ford' | 'bridge'> = {};
  for (const id of d.shuffle(dr).slice(0, 2))
    crossed[id] = (['river', 'ford', 'bridge'] as const)[d.int(0, 2)] ?? 'river';
  return {
    ...setupOf(
      {
        regiments: dr,
        characters: take(charactersOf('demon'), d.int(0, 3)).map((id) => ({ id, mayCast: d.int(0, 3) > 0 })),
      },
      {
        regiments: kr,
        characters: take(charactersOf('khozar'), d.int(0, 3)).map((id) => ({ id, mayCast: d.int(0, 3) > 0 })),
      },
      { terrain, road: d.int(0, 1) === 1, active },
    ),
    crossed,
    moraleMinus: d.int(0, 3) === 0 ? { [d.int(0, 1) ? 'demon' : 'khozar']: 1 } : {},
  };
}

/** Checks the line after every event: never many on many, never over the front length, nothing back to reserve. */
function checkLine(before: Battle | null, b: Battle): void {
  for (const c of b.line) {
    expect(c.demon.length >= 2 && c.khozar.length >= 2, 'many on many').toBe(false);
    expect(c.demon.length + c.khozar.length, 'empty cluster').toBeGreaterThan(0);
  }
  for (const s of ['demon', 'khozar'] as Side[]) expect(frontCount(b, s)).toBeLessThanOrEqual(b.front);
  if (before)
    for (const id of b.order)
      if (before.regiments[id]?.at === 'front')
        expect(b.regiments[id]?.at, `${id} back to reserve`).not.toBe('reserve');
  for (const id of b.charOrder) {
    const c = b.characters[id];
    if (c?.at === 'field' && c.on) {
      expect(b.regiments[c.on]?.side).toBe(c.side);
      expect(['front', 'reserve', 'withdrawn']).toContain(b.regiments[c.on]?.at);
    }
  }
}

/** Every unit of the battle ends in exactly one place of the outcome. */
function checkOutcome(b: Battle): void {
  const o = b.outcome;
  expect(o).not.toBeNull();
  if (!o) return;
  const places = [
    ...o.survivors.demon,
    ...o.survivors.khozar,
    ...o.captured.map((c) => c.id),
    ...o.destroyed,
    ...o.scattered,
    ...o.stranded,
  ];
  expect([...places].sort()).toEqual([...b.order, ...b.charOrder].sort());
  for (const c of o.captured) expect(b.regiments[c.id]?.side ?? b.characters[c.id]?.side).not.toBe(c.by);
}

function playout(setup: BattleSetup, plans: Record<Side, BattlePlan>, seed: number, answer: 'timeout' | 'random') {
  const dice = seededDice(seed);
  const pick = seededDice(seed + 7);
  let b = begin(setup);
  const lines: string[] = [];
  const labels: string[] = [];
  const apply = (side: Side, cmd: BattleCommand) => {
    const events = decideBattle(b, side, cmd, dice);
    for (const e of events) {
      const next = applyBattle(b, e) as Battle;
      checkLine(b, next);
      b = next;
      lines.push(describeBattle(e));
    }
  };
  apply('demon', { type: 'battlePlan', plan: plans.demon });
  apply('khozar', { type: 'battlePlan', plan: plans.khozar });
  for (let guard = 0; guard < 5000 && !b.outcome; guard++) {
    const pending = battlePending(b);
    expect(pending.length).toBeGreaterThan(0);
    for (const p of pending) expect(BATTLE_PROMPTS).toContain(p.kind as never);
    const side = (pending[pick.int(0, pending.length - 1)] as { side: Side }).side;
    const choices = battleChoices(b, side);
    expect(choices.length, `choices for ${side} at ${b.stage.kind}`).toBeGreaterThan(0);
    labels.push(...choices.map((c) => c.label));
    const cmd =
      answer === 'timeout'
        ? battleTimeout(b, side)
        : (choices[pick.int(0, choices.length - 1)]?.command as BattleCommand);
    apply(side, cmd);
  }
  checkOutcome(b);
  return { b, lines, labels };
}

describe('random battles', () => {
  it('DL-BATL-06 every battle ends, the line keeps its shape, and every unit ends up somewhere (ready plans)', () => {
    const before = diagnostics.fallbacks;
    for (let seed = 1; seed <= 30; seed++) {
      const setup = randomSetup(seed);
      const b0 = begin(setup);
      const d = seededDice(seed * 13);
      const plans = {
        demon: readyPlans(b0, 'demon')[d.int(0, 3)]?.plan as BattlePlan,
        khozar: readyPlans(b0, 'khozar')[d.int(0, 3)]?.plan as BattlePlan,
      };
      const { lines } = playout(setup, plans, seed, 'timeout');
      for (const l of lines) expect(idFree(l), l).toEqual([]);
    }
    expect(diagnostics.fallbacks).toBe(before);
  });

  it('a side that decides every step by prompt can always answer, by any offered choice or by the timeout', () => {
    const ask = (b: Battle, s: Side) => readyPlans(b, s)[4]?.plan as BattlePlan;
    for (let seed = 100; seed < 110; seed++) {
      const setup = randomSetup(seed);
      const b0 = begin(setup);
      const { labels } = playout(
        setup,
        { demon: ask(b0, 'demon'), khozar: ask(b0, 'khozar') },
        seed,
        seed % 2 ? 'random' : 'timeout',
      );
      for (const l of labels) expect(idFree(l), l).toEqual([]);
    }
  });
});
