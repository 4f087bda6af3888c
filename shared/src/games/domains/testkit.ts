/** Scenario helpers for the Dragons of Glory tests: sandbox starts, scripted dice, one command at a time. */
import { type ScriptedValue, scriptedDice, seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import { scenarioKit } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import type { Command } from './commands.ts';
import { type Config, configSchema, type Sandbox } from './config.ts';
import type { DmEvent } from './events.ts';
import { domains } from './index.ts';
import type { State } from './rules/state.ts';

/** A custom start (DESIGN's sandbox): round `round` with every regent playing its domain's own regent. */
export function sandbox(sb: Sandbox, config: Partial<Config> = {}, dice: ScriptedValue[] = []): State {
  const cfg: Config = configSchema.parse({ ...config, sandbox: sb });
  return start(domains, cfg, { dice: scriptedDice(dice), now: 0 }).state as State;
}

/** An ordinary start with seeded dice. */
export function begin(config: Partial<Config> = {}, seed: string | number = 1) {
  const cfg: Config = configSchema.parse(config);
  const out = start(domains, cfg, { dice: seededDice(seed), now: 0 });
  return { state: out.state as State, events: out.events as DmEvent[] };
}

export const { act, rejects, ofType } = scenarioKit(domains, [5, 5, 5, 5, 5, 5, 5, 5]);

export const labels = (s: State, seat: string) => domains.choices(s, seat).map((c) => c.label);
export const offered = (s: State, seat: string, pred: (c: Command) => boolean) =>
  domains.choices(s, seat).some((c) => pred(c.command as Command));

/** Plays bot commands until `until` holds (or the game ends). */
export function botUntil(state: State, until: (s: State) => boolean, seed = 1, max = 20_000): State {
  let s = state;
  const pick = seededDice(`bot:${seed}`);
  for (let i = 0; i < max && !s.result && !until(s); i++) {
    const p = domains.pending(s)[0];
    if (!p) throw new Error('dead end');
    const c = botCommand(s, p.seat, pick);
    if (!c) throw new Error(`no choices for ${p.seat}`);
    s = play(domains, s, p.seat, c, { dice: seededDice(`${seed}:${i}`), now: 0 }).state as State;
  }
  return s;
}

export { domains };
