/** Helpers for the battle tests: set a battle up, play commands with scripted dice, read the events. */
import { expect } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../../engine/dice.ts';
import { isRuleError } from '../../../engine/errors.ts';
import type { LandTerrain, Side } from '../data/index.ts';
import { applyBattle, beginBattle, decideBattle, drive } from './battle.ts';
import { foldAll } from './fold.ts';
import type { Battle, BattleCommand, BattleEvent, BattlePlan, BattleSetup, EventOf, Stage } from './types.ts';

export interface Army {
  regiments: string[];
  characters?: (string | { id: string; mayCast: boolean })[];
}

export function setupOf(
  demon: Army,
  khozar: Army,
  o: Partial<Omit<BattleSetup, 'regiments' | 'characters'>> = {},
): BattleSetup {
  const chars = (side: Side, a: Army) =>
    (a.characters ?? []).map((c) => (typeof c === 'string' ? { id: c, side, mayCast: true } : { ...c, side }));
  return {
    area: '1004',
    terrain: 'plain' as LandTerrain,
    road: false,
    active: 'demon',
    ...o,
    regiments: [
      ...demon.regiments.map((id) => ({ id, side: 'demon' as Side })),
      ...khozar.regiments.map((id) => ({ id, side: 'khozar' as Side })),
    ],
    characters: [...chars('demon', demon), ...chars('khozar', khozar)],
  };
}

export function begin(setup: BattleSetup): Battle {
  const [first, ...rest] = beginBattle(setup);
  return foldAll(applyBattle(null, first as BattleEvent) as Battle, rest);
}

export interface Played {
  b: Battle;
  events: BattleEvent[];
}

/** One command with scripted dice; by default the script must be used up exactly. */
export function act(b: Battle, side: Side, cmd: BattleCommand, dice: ScriptedValue[] = [], exact = true): Played {
  const d = scriptedDice(dice);
  const events = decideBattle(b, side, cmd, d);
  if (exact) expect(d.remaining(), `${d.remaining()} scripted dice left over`).toBe(0);
  return { b: foldAll(b, events), events };
}

/** Both plans in (the Demon's first), then everything the plans resolve with these dice. */
export function planned(
  setup: BattleSetup,
  demon: BattlePlan,
  khozar: BattlePlan,
  dice: ScriptedValue[] = [],
  exact = true,
): Played {
  const b = begin(setup);
  const first = act(b, 'demon', { type: 'battlePlan', plan: demon });
  const second = act(first.b, 'khozar', { type: 'battlePlan', plan: khozar }, dice, exact);
  return { b: second.b, events: [...first.events, ...second.events] };
}

export const ofType = <T extends BattleEvent['type']>(events: readonly BattleEvent[], type: T): EventOf<T>[] =>
  events.filter((e): e is EventOf<T> => e.type === type);

/** Expects a RuleError with this code (without the 'rule/' prefix). */
export function rejects(f: () => unknown, code: string): void {
  try {
    f();
  } catch (e) {
    expect(isRuleError(e), String(e)).toBe(true);
    expect((e as { code: string }).code).toBe(`rule/${code}`);
    return;
  }
  throw new Error(`expected a RuleError ${code}`);
}

/** A plan that fights to the end and decides everything itself. */
export const STEADY: BattlePlan = { retreat: { mode: 'never' } };
/** Deploys by itself but asks about everything in the rounds. */
export const ASK_ROUNDS: BattlePlan = {
  place: 'ask',
  magic: 'ask',
  targets: 'ask',
  reserves: 'ask',
  regroup: 'ask',
  retreat: { mode: 'ask' },
};

/** Misses for n attacks (2d6 = 12 never hits below 12). */
export const misses = (n: number): number[] => Array.from({ length: n * 2 }, () => 6);

export interface Arrangement {
  /** [demon regiments, khozar regiments] per cluster, left to right. */
  line: [string[], string[]][];
  /** Everything else in the battle is in reserve, unless fled or destroyed. */
  fled?: string[];
  destroyed?: string[];
  /** Character -> regiment (every character of the setup must be placed). */
  on?: Record<string, string>;
  stage: Stage;
  round?: number;
  plans?: Partial<Record<Side, BattlePlan>>;
}

/** A battle set up by hand at some point of a round (state is plain JSON, so a test can lay out any line). */
export function arranged(setup: BattleSetup, a: Arrangement): Battle {
  const b = begin(setup);
  b.plans = { demon: a.plans?.demon ?? STEADY, khozar: a.plans?.khozar ?? STEADY };
  b.line = a.line.map(([demon, khozar]) => ({ demon: [...demon], khozar: [...khozar] }));
  const onLine = new Set(a.line.flatMap(([d, k]) => [...d, ...k]));
  for (const id of b.order) {
    const r = b.regiments[id] as { at: string };
    r.at = onLine.has(id)
      ? 'front'
      : a.fled?.includes(id)
        ? 'fled'
        : a.destroyed?.includes(id)
          ? 'destroyed'
          : 'reserve';
  }
  for (const c of b.charOrder) {
    const ch = b.characters[c];
    const on = a.on?.[c];
    if (!ch) continue;
    if (!on) throw new Error(`arranged: place ${c}`);
    ch.on = on;
    ch.at = 'field';
  }
  b.stage = structuredClone(a.stage);
  b.round = a.round ?? 1;
  return b;
}

/** Resolves from a hand-laid state with these dice until somebody must decide. */
export function run(b: Battle, dice: ScriptedValue[], exact = true): Played {
  const d = scriptedDice(dice);
  const events = drive(b, d);
  if (exact) expect(d.remaining(), `${d.remaining()} scripted dice left over`).toBe(0);
  return { b: foldAll(b, events), events };
}

export const SHOOTING: Stage = { kind: 'shooting' };
export const MELEE: Stage = { kind: 'melee' };
export const MAGIC: Stage = { kind: 'magic' };
export const START: Stage = { kind: 'regroup', when: 'start', turn: 'demon', passes: 0, open: null };
/** The Demon asks about retreat, so a round's resolution pauses at its end. */
export const PAUSE: BattlePlan = { retreat: { mode: 'ask' } };

/** Dice that make nothing happen (every 2d6 is 12, every morale/arrow roll 6), for runs where only the set-up matters. */
export const sixes = (n = 2000): number[] => Array.from({ length: n }, () => 6);
