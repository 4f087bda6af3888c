/**
 * Set-ups for the land-combat tests (combat, modifiers, results, retreat,
 * taunt): a sandbox in a Combat Step with the sides of the nations fixed, an
 * attack with scripted dice, a battle with any result, and the battle's facts.
 * Most battles are fought on the Dominion plains south of Blackgate, where
 * 3613 has six clear neighbours: 3612 and 3712 to the north, 3512 and 3513 to
 * the west, 3713 and 3614 to the east and south.
 */
import { expect } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { counter, getHex, type NationId, neighbours, type Side } from './data/index.ts';
import type { DgEvent } from './events.ts';
import { applyResults, declare } from './rules/combat.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

export type Placed = { id: string; hex: string; depleted?: boolean; side?: Side; aboard?: string };

/** The sides of the nations in these tests; Kern, Khur and the rest stay neutral. */
export const SIDES: Partial<Record<NationId, 'highlord' | 'whitestone'>> = {
  dominion: 'highlord',
  blode: 'highlord',
  soth: 'highlord',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
  solanthus: 'whitestone',
  'tower-knights': 'whitestone',
  kaolyn: 'whitestone',
  stonedeep: 'whitestone',
  hylo: 'whitestone',
  goodlund: 'whitestone',
  fielder: 'whitestone',
  palanthus: 'whitestone',
  'good-dragons': 'whitestone',
};

export interface Start {
  mover?: Side;
  step?: 'combat' | 'movement';
  hidden?: boolean;
  nations?: Sandbox['nations'];
}

/** A sandbox in the Combat Step of `mover` (the Highlord unless told). */
export function start(units: Placed[], o: Start = {}): State {
  return sandbox(
    {
      units,
      step: o.step ?? 'combat',
      mover: o.mover ?? 'highlord',
      nations: { ...SIDES, ...o.nations },
    },
    { hiddenStacks: o.hidden ?? false },
  );
}

/** The mover attacks `hex` with `units`, the d10 (and any further dice) scripted. */
export const attack = (s: State, hex: string, units: string[], dice: ScriptedValue[] = []) =>
  act(s, s.mover!, { type: 'attack', hex, units }, dice);

/** One command by a side. */
export const send = (s: State, side: Side, c: Command, dice: ScriptedValue[] = []) => act(s, side, c, dice);

/** Refused with this RuleError code. */
export const refuses = (s: State, side: Side, c: Command, code?: string) =>
  rejects(s, side, c, code === undefined ? undefined : `rule/${code}`);

/** A battle declared by the mover on `hex` whose roll came out `result` (for results the Combat Table never gives). */
export function withResult(s: State, hex: string, attackers: string[], result: { attacker: string; defender: string }) {
  const tx = new Tx(s, scriptedDice([]));
  tx.emit({
    type: 'battleDeclared',
    hex,
    attacker: s.mover!,
    attackers,
    defenders: Object.values(s.units)
      .filter((u) => u.where === 'map' && u.hex === hex && u.side !== s.mover && !u.aboard)
      .filter((u) => ['army', 'air'].includes(kindOf(u.id)))
      .map((u) => u.id)
      .sort(),
  });
  tx.emit({ type: 'flagged', units: attackers, flag: 'attacked' });
  applyResults(tx, result);
  return { state: tx.state, events: tx.events };
}

/** A taunt's forced attack declared straight away (its roll scripted). */
export function forced(s: State, hex: string, attackers: string[], dice: ScriptedValue[]) {
  const tx = new Tx(s, scriptedDice(dice));
  declare(tx, hex, attackers, true);
  return { state: tx.state, events: tx.events };
}

const kindOf = (id: string) => counter(id).kind;

export const rolled = (events: DgEvent[]) => {
  const r = ofType(events, 'battleRolled');
  expect(r).toHaveLength(1);
  return r[0]!;
};
export const modsOf = (events: DgEvent[], rule?: string) =>
  rolled(events).mods.filter((m) => rule === undefined || m.rule === rule);
export const where = (s: State, id: string) => s.units[id]!.where;
export const hexOf = (s: State, id: string) => s.units[id]!.hex;
export const choicesOf = (s: State, side: Side) => dragonsOfGlory.choices(s, side);
export const stageOf = (s: State) => s.stage?.kind;

/** Preconditions on the map, checked so a data change cannot make a test moot. */
export function mapIs(hex: string, terrain: string, touching: string[] = []) {
  expect(getHex(hex).terrain).toBe(terrain);
  for (const n of touching) expect(neighbours(hex)).toContain(n);
}

export { act, ofType, rejects, dragonsOfGlory };
