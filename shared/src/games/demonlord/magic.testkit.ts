/** Scenario helpers for the magic tests: a sandbox start that runs to its first question, casts, passes. */
import { type ScriptedValue, scriptedDice, seededDice } from '../../engine/dice.ts';
import { play, start } from '../../engine/runner.ts';
import type { Command } from './commands.ts';
import { type Config, configSchema, type Sandbox } from './config.ts';
import type { DlEvent } from './events.ts';
import { advance } from './rules/flow.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, demonlord } from './testkit.ts';

/** Every spell of each side (DL-MAG-07). */
export const KHOZAR_ALL = ['vision', 'veil', 'swift-steps', 'failure', 'gate', 'light', 'rains'];
export const DEMON_ALL = ['vision', 'veil', 'swift-steps', 'failure', 'gate', 'darkness', 'necromon'];

/** A sandbox start played on to its first question (the phase begins and its first spell window opens). */
export function begin(sb: Sandbox, dice: ScriptedValue[] = [], config: Partial<Config> = {}) {
  const cfg: Config = configSchema.parse({ ...config, sandbox: sb });
  const out = start(demonlord, cfg, { dice: scriptedDice(dice), now: 0 });
  const s0 = out.state as State;
  const events = out.events as DlEvent[];
  if (s0.result || demonlord.pending(s0).length) return { state: s0, events };
  // older sandbox starts stop before the first phase: play on to its first question
  const tx = new Tx(s0, scriptedDice(dice));
  advance(tx);
  return { state: tx.state, events: [...events, ...tx.events] };
}

export type CastExtra = { units?: string[]; from?: string; radius?: number; areas?: string[] };
export const cast = (spell: string, caster: string, area: string, extra: CastExtra = {}): Command => ({
  type: 'cast',
  spell,
  caster,
  area,
  ...extra,
});

export const seats = (s: State): string[] => demonlord.pending(s).map((p) => p.seat);

/** Every seat asked answers `done` (pass, end movement, no summoning ...) until `until` holds. */
export function passUntil(state: State, until: (s: State) => boolean, max = 80) {
  let s = state;
  const events: DlEvent[] = [];
  for (let i = 0; i < max && !until(s); i++) {
    const seat = seats(s)[0];
    if (!seat) throw new Error(`nothing pending at step ${s.step}`);
    const done = demonlord.choices(s, seat).some((c) => c.command.type === 'done');
    const r = act(s, seat, done ? { type: 'done' } : demonlord.onTimeout(s, seat), [3, 3, 3, 3, 3, 3]);
    s = r.state;
    events.push(...r.events);
  }
  if (!until(s)) throw new Error('passUntil: never got there');
  return { state: s, events };
}

/** Plays on with each seat's deadline default (seeded dice) until `until` holds: fights a battle through. */
export function timeoutsUntil(state: State, until: (s: State) => boolean, seed = 1, max = 400) {
  let s = state;
  const events: DlEvent[] = [];
  for (let i = 0; i < max && !until(s); i++) {
    const seat = seats(s)[0];
    if (!seat) throw new Error(`nothing pending at step ${s.step}`);
    const r = play(demonlord, s, seat, demonlord.onTimeout(s, seat), { dice: seededDice(`${seed}:${i}`), now: 0 });
    s = r.state as State;
    events.push(...(r.events as DlEvent[]));
  }
  if (!until(s)) throw new Error('timeoutsUntil: never got there');
  return { state: s, events };
}

export const inWindow = (w: string) => (s: State) => s.stage?.kind === 'window' && s.stage.window === w;
export const inStep = (step: State['step']) => (s: State) => s.step === step;

export const castChoices = (s: State, seat: string) =>
  demonlord.choices(s, seat).filter((c) => (c.command as Command).type === 'cast');
type CastCmd = Extract<Command, { type: 'cast' }>;
/** The cast choices of a seat matching the given fields. */
export const castsOf = (s: State, seat: string, m: Partial<CastCmd> = {}) =>
  castChoices(s, seat).filter((c) => {
    const cmd = c.command as CastCmd;
    return Object.entries(m).every(([k, v]) => JSON.stringify(cmd[k as keyof CastCmd]) === JSON.stringify(v));
  });

export const spellEvents = (events: readonly DlEvent[]) =>
  events.filter((e): e is Extract<DlEvent, { type: 'spellCast' }> => e.type === 'spellCast');

/** Folds extra facts onto a state (test set-ups the sandbox cannot express). */
export function fold(state: State, ...events: DlEvent[]): State {
  let s = state;
  for (const e of events) s = demonlord.evolve(s, e);
  return s;
}
