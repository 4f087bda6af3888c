/**
 * Game options. `configSchema.parse({})` is the base game: Khozar plays the
 * first phase of every turn, victory by a capital or by the VP of the turns
 * played once a truce ends the war. The scenario variants of the rulebook are
 * options (DL-VSTRAT, DL-VEXT, DL-VFT, DL-VTOUR). `sandbox` builds a custom
 * start for scenario tests and tools, never accepted from a client.
 */
import * as z from 'zod';
import { SIDES } from './data/index.ts';

const side = z.enum(SIDES);
const area = z.string().regex(/^\d{4}$/);

export const sandboxUnitSchema = z.object({
  id: z.string(),
  /** Omitted: in the unit's pool (not in play). */
  area: area.optional(),
  status: z.enum(['map', 'pool', 'prisoner', 'destroyed', 'out']).optional(),
  /** Prisoners: who holds them. */
  captor: side.optional(),
});

export const sandboxSchema = z.object({
  /** Every unit not listed stays in its pool (off the map). */
  units: z.array(sandboxUnitSchema),
  turn: z.number().int().min(1).max(99).optional(),
  /** The side whose phase it is (the first phase of the turn when absent). */
  active: side.optional(),
  /** Fortification control: settlement id -> side (others: as at the start). */
  control: z.record(z.string(), side).optional(),
  /** Neutral alliances: neutral id -> side and kind. */
  allies: z.record(z.string(), z.object({ side, kind: z.enum(['permanent', 'temporary']) })).optional(),
  /** Spell hands (spell ids). */
  hands: z.partialRecord(side, z.array(z.string())).optional(),
  /** Reinforcement calls already made. */
  called: z.partialRecord(side, z.boolean()).optional(),
  /** A battle, siege or loss has happened: reinforcements may be called (DL-REIN-01). */
  warBegun: z.boolean().optional(),
  /** Top unit of a stack: area -> unit id. */
  tops: z.record(z.string(), z.string()).optional(),
  vp: z.partialRecord(side, z.number().int()).optional(),
});

export const configSchema = z.object({
  /** The scenario: the base game, or the Strategic or Extended Game. */
  scenario: z.enum(['base', 'strategic', 'extended']).default('base'),
  /** DL-VFT-01: who plays first every turn is rolled for. */
  firstTurnRoll: z.boolean().default(false),
  /** DL-VTOUR: spells chosen freely (four), one more reinforcement unit each. */
  tournament: z.boolean().default(false),
  /** AMB-13: the height of an enemy stack shows (a physical stack's height is visible). */
  showStackHeight: z.boolean().default(true),
  /** AMB-65: the Strategic Game scores each neutral allied to the player (true) or to the opponent (false, literal). */
  strategicOwnAlliances: z.boolean().default(true),
  /**
   * A last turn agreed at the start (0: none, as the rulebook has it): when it ends, the war ends on points
   * (the Extended Game: on the enemy cities held). The table may want a war that cannot run for months.
   */
  maxTurns: z.number().int().min(0).max(200).default(0),
  sandbox: sandboxSchema.optional(),
});

export type Config = z.infer<typeof configSchema>;
export type Sandbox = z.infer<typeof sandboxSchema>;

/** Two seats, named for the sides: the Khozar Alliance first (it plays the first phase of the base game). */
export const SEATS = ['khozar', 'demon'] as const;
export const seatsFor = (): string[] => [...SEATS];
