/** Every command a Divine Right seat can send: one zod union on `type`, and the standing orders. */
import * as z from 'zod';
import { question } from '../../engine/orders.ts';
import type { Choice } from '../../engine/types.ts';
import { BASIC_KINGDOMS } from './data/index.ts';

const id = z.string().min(1).max(60);
const hex = z.string().regex(/^\d{4}$/);
const kingdom = z.enum(BASIC_KINGDOMS);
const ids = z.array(id).max(80);

export const commandSchema = z.discriminatedUnion('type', [
  /** Finish the current step (diplomacy, sieges, movement, declaring attacks). */
  z.object({ type: z.literal('done') }),
  // Diplomacy
  z.object({ type: z.literal('envoy'), action: z.enum(['activate', 'deactivate', 'assassinate']), kingdom }),
  z.object({ type: z.literal('playCard'), card: id.nullable() }),
  z.object({ type: z.literal('duel'), seat: id }),
  z.object({ type: z.literal('forcePeace'), kingdom }),
  z.object({ type: z.literal('execute'), kingdom }),
  z.object({ type: z.literal('release'), kingdom }),
  z.object({ type: z.literal('discard'), card: id }),
  // Sieges
  z.object({ type: z.literal('siegeAttack'), hex }),
  z.object({ type: z.literal('liftSiege'), hex, to: hex }),
  z.object({ type: z.literal('breakout'), hex }),
  // Movement
  z.object({
    type: z.literal('move'),
    units: ids.min(1),
    to: hex,
    leader: id.optional(),
    inside: z.boolean().optional(),
  }),
  /** DR-FATE-04: units that began the turn with an enemy lone hero spend the hex's cost to search him out. */
  z.object({ type: z.literal('search'), units: ids.min(1), hero: id, leader: id.optional() }),
  z.object({ type: z.literal('sail'), fleets: ids.min(1), cargo: ids, to: hex, land: z.boolean() }),
  /** DR-KING-22: in the grace Movement Phase, eliminate one's combat units in this hex of a deactivated kingdom. */
  z.object({ type: z.literal('disband'), hex }),
  // Combat
  z.object({
    type: z.literal('declare'),
    from: z.array(hex).min(1).max(6),
    targets: z.array(hex).min(1).max(6),
    kind: z.enum(['land', 'fleet', 'amphibious']),
    /** A relief attack on the besiegers of one's own castle: its inside units of this kind join (DR-REL-06, DR-AMPH-06). */
    join: z.enum(['army', 'fleet']).optional(),
  }),
  z.object({ type: z.literal('resolve'), attack: z.number().int().min(0) }),
  // Answers (often out of turn)
  z.object({ type: z.literal('retreat'), to: hex }),
  z.object({ type: z.literal('stand') }),
  /** DR-RBC-09: call back these units after a successful retreat roll (none: all go). */
  z.object({ type: z.literal('recall'), units: ids }),
  z.object({ type: z.literal('takeLosses'), units: ids }),
  z.object({ type: z.literal('advance'), units: ids, to: hex.nullable(), inside: z.boolean().optional() }),
  z.object({ type: z.literal('replace'), unit: id }),
  z.object({ type: z.literal('reinforce'), kind: z.enum(['army', 'fleet']), hex }),
  z.object({ type: z.literal('steal'), unit: id, hex }),
  z.object({ type: z.literal('veto'), keep: z.boolean() }),
  /** OOT-3: bring the fleets inside out to meet an amphibious attack (DR-AMPH-03). */
  z.object({ type: z.literal('sally'), out: z.boolean() }),
  /** OOT-7: the jailor agrees (or not) to release his captive for another's Forced Peace (DR-FP-12). */
  z.object({ type: z.literal('releaseFor'), agree: z.boolean() }),
  /** OOT-13: consent (or not) to an eliminated player's re-entry (DR-OPT-01). */
  z.object({ type: z.literal('vote'), yes: z.boolean() }),
  /** OOT-11: a hero cast ashore on a neutral kingdom's shore: keep him (penalty) or eliminate him. */
  z.object({ type: z.literal('castaway'), keep: z.boolean() }),
  /** OOT-10: place the first waiting unit of a newly activated kingdom. */
  z.object({ type: z.literal('deploy'), hex }),
  /** OOT-5/6: where a displaced stack goes (through: the enemy hex it fights its way across, DR-SIEGE-40). */
  z.object({ type: z.literal('displace'), to: hex, through: hex.optional() }),
  z.object({ type: z.literal('captive'), fate: z.enum(['execute', 'free']) }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
/** A choice as the title lists it: the command, its words, and where it acts on the board. */
export type Option = Choice<Command>;

/**
 * Standing orders for the recurring out-of-turn questions (DESIGN: a game
 * never waits on a known answer). Absent fields leave the question to the player.
 */
export const ordersSchema = z.object({
  /** OOT-1: which units die first. */
  losses: question<['mercenaries-first', 'allies-first', 'own-first']>(
    'When you must choose losses',
    'Which of your units are lost first after a battle.',
    [
      ['mercenaries-first', 'Mercenaries first'],
      ['allies-first', 'Allied kingdoms’ units first'],
      ['own-first', 'My own kingdom’s units first'],
    ],
  ),
  /** OOT-2: retreat before combat whenever a hex is open, or never. */
  retreat: question<['always', 'never']>('When you are attacked', 'Whether to try a retreat before combat.', [
    ['always', 'Retreat whenever a hex is open'],
    ['never', 'Always stand and fight'],
  ]),
  /** OOT-4: keep or lift a siege when the besieged kingdom would deactivate. */
  sieges: question<['keep', 'lift']>(
    'When a kingdom you besiege would leave its alliance',
    'Keep the siege (it stays allied) or lift it.',
    [
      ['keep', 'Keep the siege'],
      ['lift', 'Lift the siege'],
    ],
  ),
  /** OOT-8: a captive with no prison castle. */
  captives: question<['execute', 'free']>(
    'When you take a monarch with no castle to hold him',
    'What becomes of a captive you cannot imprison.',
    [
      ['execute', 'Execute the monarch'],
      ['free', 'Set the monarch free'],
    ],
  ),
  /** OOT-5/6: displaced stacks take the engine's pick (own units first, then the lowest hex; fewest losses). */
  displace: question<['auto']>(
    'When your stacks are displaced',
    'Where displaced units go: the nearest open hex with the fewest losses.',
    [['auto', 'Let the game pick the nearest open hex']],
  ),
  /** OOT-3: fleets inside a castle-port come out against an amphibious attack, or stay. */
  sally: question<['out', 'stay']>(
    'When a castle-port of yours is attacked from the sea',
    'Whether the fleets inside come out to defend.',
    [
      ['out', 'Bring the fleets out'],
      ['stay', 'Keep the fleets inside'],
    ],
  ),
  /** OOT-7: release a captive so that another player may try Forced Peace on his kingdom. */
  releases: question<['agree', 'refuse']>(
    'When another player asks you to release a captive',
    'Released, he may try to force peace on the captive’s kingdom.',
    [
      ['agree', 'Release the captive'],
      ['refuse', 'Keep the captive'],
    ],
  ),
  /** OOT-13: the vote on an eliminated player's re-entry. */
  reentry: question<['yes', 'no']>('When an eliminated player asks to come back', 'Your vote on the re-entry.', [
    ['yes', 'Let them re-enter'],
    ['no', 'Keep them out'],
  ]),
  /** OOT-11: a hero cast ashore in a neutral kingdom is kept (penalty) or given up. */
  castaways: question<['keep', 'eliminate']>(
    'When a hero of yours is cast ashore in a neutral kingdom',
    'Keeping him costs a Diplomatic Penalty.',
    [
      ['keep', 'Keep the hero ashore'],
      ['eliminate', 'Give the hero up'],
    ],
  ),
  /** OOT-10: a kingdom activated in another's turn deploys where the engine would (nearest space first). */
  deploy: question<['auto']>(
    'When a kingdom joins you in another player’s turn',
    'Where its units are placed: the nearest spaces first.',
    [['auto', 'Let the game place them']],
  ),
  /** Advance after combat into a vacated hex whenever allowed. */
  advance: question<['always', 'never']>('After you win a battle', 'Whether to advance into the hex left empty.', [
    ['always', 'Advance whenever allowed'],
    ['never', 'Stay where you are'],
  ]),
});
export type Orders = z.infer<typeof ordersSchema>;

/** A canonical key: two commands with the same fields are the same choice. */
export function commandKey(c: Command): string {
  const o = c as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${k}=${Array.isArray(o[k]) ? (o[k] as string[]).join(',') : String(o[k])}`)
    .join('|');
}
