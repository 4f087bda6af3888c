/**
 * Game options. `configSchema.parse({})` is the campaign with one seat a side,
 * hidden stacks and moving capitals off (both optional rules of the text, as
 * game options). `sandbox` builds a custom start for scenario tests and tools,
 * never accepted from a client (the API refuses it like the other titles').
 */
import * as z from 'zod';
import { NATIONS, type SCENARIO_IDS, SCENARIOS, SIDES, type Side } from './data/index.ts';

const side = z.enum(SIDES);
const hex = z.string().regex(/^\d{4}$/);

export const sandboxUnitSchema = z.object({
  id: z.string(),
  /** Omitted with no `where`: waiting off the map. */
  hex: hex.optional(),
  where: z.enum(['map', 'waiting', 'pool', 'removed']).optional(),
  /** Defaults to its nation's side in the sandbox (`nations`), or the wizard's. */
  side: side.optional(),
  depleted: z.boolean().optional(),
  aboard: z.string().optional(),
  river: z.string().optional(),
  maelstrom: z.boolean().optional(),
});

export const sandboxSchema = z.object({
  /** Every unit not listed waits off the map. */
  units: z.array(sandboxUnitSchema),
  turn: z.number().int().min(1).max(26).optional(),
  /** Where the game begins: a Movement Step of `mover` unless told. */
  step: z.enum(['replacements', 'events', 'activation', 'initiative', 'movement', 'combat']).optional(),
  mover: side.optional(),
  /** The second half of the Turn (Step 7). */
  second: z.boolean().optional(),
  initiative: side.optional(),
  /** Nation standings (the others: neutral). */
  nations: z.partialRecord(z.enum(NATIONS), z.enum(['neutral', 'highlord', 'whitestone', 'conquered'])).optional(),
  /** Stronghold control: place id -> side. */
  control: z.record(z.string(), side).optional(),
  /** The cup, in draw order is not kept: the draw is random (DG-SE-05). */
  cup: z.array(z.string()).optional(),
  darkTemple: z.string().optional(),
  templeLost: z.boolean().optional(),
  draconiansMade: z.number().int().min(0).max(20).optional(),
});

/** The scenario, each answer by its name (data/setup.ts). */
const scenarioField = z
  .union(
    SCENARIOS.map((x) =>
      z.literal(x.id).meta({ title: `${x.name} (${x.lastTurn - x.firstTurn + 1} Turns)` }),
    ) as never as [z.ZodLiteral<(typeof SCENARIO_IDS)[number]>],
  )
  .default('campaign')
  .meta({ title: 'Scenario', description: 'The whole war, or one of its shorter chapters.' });

export const configSchema = z.object({
  scenario: scenarioField,
  /** DG-HID (optional rule): the enemy sees that a stack is there, not what is in it. */
  hiddenStacks: z.boolean().default(false).meta({
    title: 'Hidden stacks',
    description: 'The enemy sees that a stack is there, not what is in it, until a battle.',
  }),
  /** DG-CAP (optional rule): Whitestone may disband an elven or kender capital and set it up again later. */
  movingCapitals: z.boolean().default(false).meta({
    title: 'Moving capitals',
    description: 'Whitestone may disband an elven or kender capital and set it up again later.',
  }),
  /** People per side: a side may be shared (its decisions are taken by any of its seats). */
  seatsPerSide: z
    .number()
    .int()
    .min(1)
    .max(4)
    .default(1)
    .meta({ title: 'Players per side', description: 'Each side may be shared by up to four people.' }),
  /**
   * With several seats a side: 'shared', any seat takes any of the side's decisions; 'by-nation', each
   * seat moves and attacks with its own nations' forces (rules/seats.ts deals them out) and the side's
   * Movement or Combat Step ends when all its seats have ended theirs.
   */
  split: z
    .union([
      z.literal('shared').meta({ title: 'Any player of the side decides' }),
      z.literal('by-nation').meta({ title: 'Each player commands their own nations' }),
    ])
    .default('shared')
    .meta({ title: 'A shared side', description: 'With several players a side: who moves and attacks with what.' }),
  sandbox: sandboxSchema.optional(),
});

export type Config = z.infer<typeof configSchema>;
export type Sandbox = z.infer<typeof sandboxSchema>;

/** Seats: the side's name with one seat a side, `highlord-1`, `highlord-2`... when shared. */
export function seatsFor(c: Config): string[] {
  const n = c.seatsPerSide ?? 1;
  if (n <= 1) return [...SIDES];
  return SIDES.flatMap((s) => Array.from({ length: n }, (_, i) => `${s}-${i + 1}`));
}

/** The side a seat plays, or null for no seat of this game. */
export function sideOfSeat(seat: string): Side | null {
  const base = seat.replace(/-\d+$/, '');
  return base === 'highlord' || base === 'whitestone' ? base : null;
}
