/**
 * Helpers shared by the scenario tests of sieges, summoning, alliances,
 * prisoners, setup, reinforcements, victory and the sequence of play: a
 * sandbox with a siege already under way, and a driver that lets the quiet
 * steps of a phase pass until the question a test is about.
 */
import type { ScriptedValue } from '../../engine/dice.ts';
import type { Side } from './data/index.ts';
import type { Command } from './commands.ts';
import type { Config, Sandbox } from './config.ts';
import type { DlEvent } from './events.ts';
import { idsAt } from './rules/board.ts';
import { evolve } from './rules/evolve.ts';
import type { Siege, State } from './rules/state.ts';
import { act, demonlord, rejects, sandbox } from './testkit.ts';

export type Placed = { id: string; area: string };

/**
 * The quiet answer to whatever is asked: end movement, pass windows and steps, go no further after a withdrawal's
 * stack, no exchange, no peace, stay inside.
 */
export function quiet(s: State, seat: Side): Command | null {
  const st = s.stage;
  if (!st) return null;
  switch (st.kind) {
    case 'movement':
    case 'summoning':
    case 'alliance':
    case 'window':
    case 'veil':
    case 'siegeMagic':
    case 'withdrawOn':
      return { type: 'done' };
    case 'exchange':
      return st.step === 'offer' ? null : { type: 'done' };
    case 'truce':
      return { type: 'seekPeace', yes: false };
    case 'sally':
      return st.relief ? null : { type: 'sally', battle: false };
    default:
      void seat;
      return null;
  }
}

/**
 * Answers quietly until `until` holds; dice are taken from `dice` in order. Throws when the game asks
 * something the quiet answers do not cover (a test must answer it itself).
 */
export function pass(
  state: State,
  until: (s: State) => boolean,
  dice: ScriptedValue[] = [],
): { state: State; events: DlEvent[] } {
  let s = state;
  const events: DlEvent[] = [];
  let left = [...dice];
  for (let i = 0; i < 200 && !s.result && !until(s); i++) {
    const p = demonlord.pending(s)[0];
    if (!p) throw new Error('nothing pending');
    const cmd = quiet(s, p.seat as Side);
    if (!cmd) throw new Error(`pass: no quiet answer to ${JSON.stringify(s.stage)}`);
    const r = act(s, p.seat, cmd, left);
    left = left.slice(left.length - r.left);
    events.push(...r.events);
    s = r.state;
  }
  if (!s.result && !until(s)) throw new Error('pass: never got there');
  return { state: s, events };
}

export const stageIs =
  (kind: NonNullable<State['stage']>['kind']) =>
  (s: State): boolean =>
    s.stage?.kind === kind;

/** A siege record folded into a state (as the battle step would have begun it); the defender's units there are inside. */
export function withSiege(s: State, siege: Omit<Siege, 'rounds' | 'inside'> & Partial<Siege>): State {
  const inside = siege.inside ?? idsAt(s, siege.area, siege.defender);
  return evolve(s, { type: 'siegeBegan', siege: { rounds: 0, ...siege, inside } });
}

export interface SiegeSetup {
  area: string;
  settlement: string;
  defender: Side;
  /** Units of both sides in the siege area (the defender's are inside). */
  units: Placed[];
  /** Other units anywhere. */
  others?: Placed[];
  rounds?: number;
  active?: Side;
  turn?: number;
  extra?: Partial<Sandbox>;
  config?: Partial<Config>;
}

/** A sandbox in the siege step of the active side's phase with the besieger asked: assault or prolong. */
export function atSiege(o: SiegeSetup): State {
  const besieger: Side = o.defender === 'demon' ? 'khozar' : 'demon';
  let s = sandbox(
    { active: o.active ?? besieger, turn: o.turn ?? 1, units: [...o.units, ...(o.others ?? [])], ...o.extra },
    o.config,
  );
  s = withSiege(s, { area: o.area, settlement: o.settlement, defender: o.defender, besieger, rounds: o.rounds ?? 0 });
  return pass(s, stageIs('siege')).state;
}

export const events = <T extends DlEvent['type']>(list: DlEvent[], type: T): Extract<DlEvent, { type: T }>[] =>
  list.filter((e): e is Extract<DlEvent, { type: T }> => e.type === type);

/** `rejects` with the RuleError code as the rules write it (without the `rule/` prefix). */
export const refuses = (s: State, seat: string, cmd: Command, code: string): void =>
  rejects(s, seat, cmd, `rule/${code}`);
