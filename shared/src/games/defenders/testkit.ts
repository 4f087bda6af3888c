/** Scenario helpers for the Defenders tests: a sandbox start, scripted dice, one command at a time. */
import { scriptedDice, type ScriptedValue } from '../../engine/dice.ts';
import { allows } from '../../engine/pick.ts';
import { start } from '../../engine/runner.ts';
import { scenarioKit } from '../../engine/testing.ts';
import { commandKey, type Command } from './commands.ts';
import { configSchema, type Config, type Sandbox } from './config.ts';
import type { DfEvent } from './events.ts';
import { defenders } from './index.ts';
import type { State } from './rules/state.ts';

export type SandboxInput = Partial<Omit<Sandbox, 'enemySetup'>> & { enemySetup?: boolean };

/** A custom start; one Paladin by default, nothing on the board, decks in data order. */
export function sandbox(sb: SandboxInput = {}, config: Record<string, unknown> = {}): State {
  const cfg: Config = configSchema.parse({ players: 1, heroes: ['paladin'], ...config, sandbox: sb });
  return start(defenders, cfg, { dice: scriptedDice([]), now: 0 }).state as State;
}

/** An ordinary start with scripted dice. */
export function begin(config: Record<string, unknown>, dice: ScriptedValue[] = []) {
  const cfg: Config = configSchema.parse(config);
  const d = scriptedDice(dice);
  const out = start(defenders, cfg, { dice: d, now: 0 });
  return { state: out.state as State, events: out.events as DfEvent[] };
}

export const { act, rejects, ofType } = scenarioKit(defenders);

export type Acted = ReturnType<typeof act>;

export const hero = (s: State, seat = 'hero1') => {
  const h = s.players[seat]?.hero;
  if (!h) throw new Error(`no hero at ${seat}`);
  return h;
};

export const minions = (s: State, loc: string) => s.minions[loc] ?? { red: 0, green: 0, blue: 0, black: 0 };

export const choiceTypes = (s: State, seat = 'hero1') =>
  defenders.choices(s, seat).map((c) => (c.command as Command).type);

/** The command is offered: as a choice, or as one narrowed by the player's pick (which cards go). */
export const hasChoice = (s: State, seat: string, cmd: Command) =>
  defenders.choices(s, seat).some((c) => commandKey(c.command as Command) === commandKey(cmd) || allows(c, cmd));

/** Darkness cards that do nothing at Night, to keep a scenario still. */
export const QUIET = ['ds-45', 'ds-46'];
/** Nights that move no General standing at its lair and place minions far from the lairs' neighbourhoods. */
export const CALM = ['ds-45', 'ds-46', 'ds-04', 'ds-11', 'ds-22', 'ds-26', 'ds-33', 'ds-44'];
export const identity = (n: number) => ({ shuffle: Array.from({ length: n }, (_, i) => i) });

export { defenders };
