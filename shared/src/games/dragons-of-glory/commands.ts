/**
 * What a seat may send. Every command names counters, hexes and places by
 * the ids of the data; the choices (rules/table.ts) label them in words.
 */
import * as z from 'zod';
import { question } from '../../engine/orders.ts';
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

/**
 * Standing orders: the out-of-turn questions of the checklist's §2 a side may answer in advance, so
 * the game does not wait on it for a known answer. Unset, the seat is asked.
 */
export const ordersSchema = z.object({
  first: question('Who moves first when you win the initiative', 'Step 4: the winner says which side moves first.', [
    ['first', 'We move first'],
    ['second', 'The enemy moves first'],
  ]),
  place: question(
    'Placing a nation that joins you in the enemy’s move',
    'When an invasion brings a nation to your side, its armies are placed at once.',
    [['home', 'Place them at their homes without asking']],
  ),
  taunt: question('Kender taunts', 'After the enemy moves, your kender may goad a stack next to them.', [
    ['never', 'Never taunt'],
  ]),
  rbc: question(
    'Retreat before combat',
    'Your fliers or cavalry attacked by a force without them may slip away before the roll.',
    [['stand', 'Always stand and fight']],
  ),
  losses: question('Losses when attacked', 'Which of your armies take the depletions a battle deals out.', [
    ['weakest', 'The weakest full-strength army first, without asking'],
  ]),
  retreat: question('Retreats when attacked', 'Where your beaten armies go, and whether walls hold.', [
    ['auto', 'Hold the walls when I may, else the server picks the hex'],
  ]),
  naval: question('Sea battles when attacked', 'Targets for your ships each round, and whether to withdraw.', [
    ['fight', 'Spread the fire over their strongest ships and fight on'],
  ]),
  escape: question('Escaping into the Maelstrom', 'A ship beside the Maelstrom may dive in when enemy ships come.', [
    ['never', 'Never escape'],
  ]),
});

export type Orders = z.infer<typeof ordersSchema>;
