/**
 * Game options. `configSchema.parse({})` is a two-hero game with random
 * heroes and open hands. `sandbox` builds a custom start (tests, tutorials):
 * pieces go where it says, decks keep data order under the cards it puts on top.
 */
import * as z from 'zod';
import { COLOURS, GENERAL_IDS, HERO_IDS } from './data/index.ts';

const count = z.number().int().min(0).max(30);
const general = z.enum(GENERAL_IDS);

export const sandboxSchema = z.object({
  /** Run the ordinary random enemy set-up instead of starting from an empty board. */
  enemySetup: z.boolean().default(false),
  heroes: z
    .record(
      z.string(),
      z.object({
        location: z.string().optional(),
        wounds: count.optional(),
        spent: count.optional(),
        hand: z.array(z.string()).optional(),
        quest: z.string().nullable().optional(),
        completed: z.array(z.string()).optional(),
        slain: z.array(general).optional(),
      }),
    )
    .optional(),
  minions: z.record(z.string(), z.partialRecord(z.enum(COLOURS), count)).optional(),
  taint: z.record(z.string(), count).optional(),
  gates: z.array(z.string()).optional(),
  generals: z
    .partialRecord(
      general,
      z.object({
        step: z.number().int().min(0).max(4).optional(),
        wounds: count.optional(),
        defeated: z.boolean().optional(),
      }),
    )
    .optional(),
  heroDeck: z.array(z.string()).optional(),
  darknessDeck: z.array(z.string()).optional(),
  questDeck: z.array(z.string()).optional(),
  war: z.number().int().min(0).max(3).optional(),
  turn: z.number().int().min(0).optional(),
});

export const configSchema = z.object({
  players: z.number().int().min(1).max(4).default(2),
  /** AMB-44: hands and quests shown to the whole table (a co-operative game) or kept private. */
  openHands: z.boolean().default(true),
  /** DF-SET-05: heroes dealt at random, or picked by every seat at once. */
  heroSelection: z.enum(['random', 'pick']).default('random'),
  /** Fixed heroes, one per seat in order; overrides heroSelection. */
  heroes: z.array(z.enum(HERO_IDS)).optional(),
  /** DF-TRN-01: the most aggressive player; rolled by the server when absent. */
  firstSeat: z.string().optional(),
  /** AMB-43: priority when two seats pick the same hero; seat order when absent. */
  pickPriority: z.array(z.string()).optional(),
  /** AMB-04: when end-of-turn wounds are dealt. */
  woundTiming: z.enum(['end-of-turn', 'after-day']).default('end-of-turn'),
  sandbox: sandboxSchema.optional(),
});

export type Config = z.infer<typeof configSchema>;
export type Sandbox = z.infer<typeof sandboxSchema>;

export const seatsFor = (config: Config): string[] => Array.from({ length: config.players }, (_, i) => `hero${i + 1}`);
