/** Scenario helpers for the Divine Right tests: sandbox starts, scripted dice, one command at a time. */
import { scriptedDice, seededDice, type ScriptedValue } from '../../engine/dice.ts';
import { allows } from '../../engine/pick.ts';
import { type OrdersBySeat, play, start } from '../../engine/runner.ts';
import { scenarioKit } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import { type Command, commandKey } from './commands.ts';
import { type Config, configSchema, type Sandbox } from './config.ts';
import type { DrEvent } from './events.ts';
import { divineRight } from './index.ts';
import { grid, HEXES, type MapHex } from './data/index.ts';
import { landDestinations, landGroup } from './rules/movement.ts';
import type { State } from './rules/state.ts';

/** A custom start (DESIGN's sandbox): kingdoms, allies, units where given; scripted dice for anything set-up rolls. */
export function sandbox(sb: Sandbox, config: Partial<Config> = {}, dice: ScriptedValue[] = []): State {
  const cfg: Config = configSchema.parse({ ...config, sandbox: sb });
  return start(divineRight, cfg, { dice: scriptedDice(dice), now: 0 }).state as State;
}

/** p1 Muetar, p2 Neuth, p3 Hothior; the neutrals with a plain personality (#16); p1's Diplomacy Phase. */
export const diplomacyStart = (sb: Partial<Sandbox> = {}) =>
  sandbox({
    kingdoms: ['muetar', 'neuth', 'hothior'],
    phase: 'diplomacy',
    personalities: { pon: 16, ghem: 16, mivior: 16, immer: 16 },
    units: [],
    deckTop: ['flattery-1-1'],
    ...sb,
  });

/** An ordinary start with seeded dice. */
export function begin(config: Partial<Config>, seed: string | number = 1) {
  const cfg: Config = configSchema.parse(config);
  const out = start(divineRight, cfg, { dice: seededDice(seed), now: 0 });
  return { state: out.state as State, events: out.events as DrEvent[] };
}

export const { act, refusal, rejects, ofType } = scenarioKit(divineRight, [3, 3, 3, 3, 3, 3, 3, 3]);

export type Acted = ReturnType<typeof act>;

/** Standing orders that keep a battle to its dice: each side loses its own units first, nobody retreats before combat or advances. */
export const quiet: OrdersBySeat = {
  p1: { losses: 'own-first', advance: 'never' },
  p2: { retreat: 'never', losses: 'own-first' },
};

/** `n` armies of kingdom `k` in `hex`, numbered from `from`. */
export const armies = (k: string, n: number, hex: string, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: `${k}-army-${i + from}`, hex }));

/** `seat` declares one attack (by land unless told) from `from` on `to` (a hex or several), ends its declarations and resolves it with `dice`. */
export function battle(
  s: State,
  from: string[],
  to: string | string[],
  dice: ScriptedValue[],
  orders: OrdersBySeat = quiet,
  seat = 'p1',
  kind: 'land' | 'fleet' = 'land',
) {
  const targets = typeof to === 'string' ? [to] : to;
  let st = act(s, seat, { type: 'declare', from, targets, kind }).state;
  st = act(st, seat, { type: 'done' }).state;
  return act(st, seat, { type: 'resolve', attack: 0 }, dice, orders);
}

/** The command is offered: as a choice, or as one narrowed by the player's pick (a stack split). */
export const hasChoice = (s: State, seat: string, cmd: Command) =>
  divineRight.choices(s, seat).some((c) => commandKey(c.command as Command) === commandKey(cmd) || allows(c, cmd));

export const choiceTypes = (s: State, seat: string) =>
  divineRight.choices(s, seat).map((c) => (c.command as Command).type);

export const unitsIn = (s: State, hex: string) =>
  Object.values(s.units).filter((u) => u.hex === hex && u.captive === null);

/** Plays bot commands until `until` holds (or the game ends). */
export function botUntil(state: State, until: (s: State) => boolean, seed = 1, max = 5000): State {
  let s = state;
  const pick = seededDice(`bot:${seed}`);
  for (let i = 0; i < max && !s.result && !until(s); i++) {
    const p = divineRight.pending(s)[0];
    if (!p) throw new Error('dead end');
    const c = botCommand(s, p.seat, pick);
    if (!c) throw new Error(`no choices for ${p.seat}`);
    s = play(divineRight, s, p.seat, c, { dice: seededDice(`${seed}:${i}`), now: 0 }).state as State;
  }
  return s;
}

export { divineRight };

// ---------------------------------------------------------------------------
// Map lookups for scenarios: find hexes by what the rules care about
// ---------------------------------------------------------------------------

export const hexWhere = (pred: (h: MapHex) => boolean): string => {
  for (const h of HEXES.values()) if (pred(h)) return h.id;
  throw new Error('no such hex');
};

export const nextTo = (hex: string, pred: (h: MapHex) => boolean = () => true): string => {
  for (const n of grid.neighbours(hex)) {
    const h = HEXES.get(n);
    if (h && pred(h)) return n;
  }
  throw new Error(`no such neighbour of ${hex}`);
};

export const plainLand = (h: MapHex) =>
  h.kind === 'land' && h.features.length === 0 && h.river === null && !h.coastal && h.basicOwner === null;

/** Reachable hexes and their costs for a group of units in a sandbox state. */
export function reachable(s: State, seat: string, ids: string[], leader?: string): Map<string, number> {
  const g = landGroup(s, seat, ids, leader);
  return new Map(landDestinations(s, g).map((d) => [d.to, d.cost]));
}

/** A two-player sandbox (p1 Muetar, p2 Neuth by default) in the given phase of p1's turn. */
export function duelOf(
  sb: Partial<Sandbox> & Pick<Sandbox, 'units'>,
  phase: Sandbox['phase'] = 'movement',
  dice: ScriptedValue[] = [],
): State {
  return sandbox({ kingdoms: ['muetar', 'neuth'], phase, ...sb }, {}, dice);
}
