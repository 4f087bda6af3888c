/**
 * What a seat may send. Every command names counters, hexes and places by
 * the ids of the data; the choices (rules/table.ts) label them in words.
 */
import * as z from 'zod';
import { SIDES } from './data/index.ts';

const id = z.string().min(1).max(40);
const hex = z.string().regex(/^\d{4}$/);
const ids = z.array(id).min(1).max(40);

export const commandSchema = z.discriminatedUnion('type', [
  // Step 1: replacements (DG-REP, DG-DRC)
  z.object({ type: z.literal('consolidate'), kept: id, pooled: id }),
  z.object({ type: z.literal('pair'), returned: id, removed: id, hex }),
  z.object({ type: z.literal('draconian'), take: z.boolean() }),
  z.object({ type: z.literal('placeTemple'), place: id }),
  /** takeAll: first take every pair and the new draconian still possible (AMB-03/44 defaults; the timeout's command). */
  z.object({ type: z.literal('endReplacements'), takeAll: z.boolean().optional() }),
  // Step 3: activation (DG-ACT)
  z.object({ type: z.literal('activate'), nation: id }),
  z.object({ type: z.literal('skipActivation') }),
  // Step 4: who moves first (DG-TURN-06)
  z.object({ type: z.literal('chooseFirst'), side: z.enum(SIDES) }),
  // Placing a nation that has joined (DG-ACT-08, DG-INV-08)
  z.object({ type: z.literal('placeNation'), placements: z.array(z.object({ id, hex })).max(40) }),
  z.object({ type: z.literal('placeAtHome') }),
  // Step 5: movement
  z.object({ type: z.literal('move'), units: ids, to: hex, carry: id.optional() }),
  z.object({ type: z.literal('moveWizard'), wizard: id, hex, ship: id.optional() }),
  z.object({ type: z.literal('moveShip'), ship: id, to: z.string().min(4).max(9) }),
  z.object({ type: z.literal('embark'), ship: id, units: ids }),
  z.object({ type: z.literal('disembark'), ship: id, units: ids, hex }),
  z.object({ type: z.literal('disbandCapital'), nation: id }),
  z.object({ type: z.literal('endMovement') }),
  // Between movement and combat: the kender taunt (DG-KEN)
  z.object({ type: z.literal('taunt'), kender: hex, target: hex }),
  z.object({ type: z.literal('endTaunts') }),
  // Step 6: combat
  z.object({ type: z.literal('attack'), hex, units: ids }),
  z.object({ type: z.literal('seaAttack'), at: z.string().min(4).max(9), ships: ids }),
  z.object({ type: z.literal('endCombat') }),
  // The defender's answers and the results (DG-RBC, DG-RES, DG-ADV)
  z.object({ type: z.literal('flee'), moves: z.array(z.object({ id, path: z.array(hex).min(1).max(2) })).max(20) }),
  z.object({ type: z.literal('stand') }),
  z.object({ type: z.literal('losses'), flip: z.array(id).max(20), eliminate: z.array(id).max(20) }),
  z.object({
    type: z.literal('retreat'),
    moves: z.array(z.object({ id, to: hex })).max(20),
    hold: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('advance'),
    units: z.array(id).max(20),
    extra: z
      .array(z.object({ id, to: hex }))
      .max(20)
      .optional(),
  }),
  // Ship-to-ship combat (DG-NAV) and the Maelstrom (DG-MAEL)
  z.object({ type: z.literal('fire'), targets: z.record(id, id) }),
  z.object({ type: z.literal('withdrawShips'), to: z.string().min(4).max(9) }),
  z.object({ type: z.literal('fightOn') }),
  z.object({ type: z.literal('maelstromExit'), hex }),
  z.object({ type: z.literal('escape'), ships: z.array(id).max(20) }),
  // A moved capital set up again (DG-CAP-07)
  z.object({ type: z.literal('establishCapital'), place: id }),
  // An event that asks its side to choose (a leader to remove, a ship to damage)
  z.object({ type: z.literal('eventChoice'), pick: id }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
