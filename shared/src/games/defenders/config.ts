/**
 * Game options. `configSchema.parse({})` is a two-hero game with random
 * heroes and open hands. `sandbox` builds a custom start (tests, tutorials;
 * the server never accepts one from a client): pieces go where it says, and
 * every deck is in the order it gives, from the top, with the cards it leaves
 * out after them in data order.
 */
import * as z from 'zod';
import { COLOURS, DARKNESS, GENERAL_IDS, HERO_CARD, HERO_IDS, QUEST } from './data/index.ts';

const count = z.number().int().min(0).max(30);
const general = z.enum(GENERAL_IDS);

/** A deck order from the top: known cards, each at most once. */
const deckOrder = (known: Readonly<Record<string, unknown>>, what: string) =>
  z
    .array(z.string())
    .refine((ids) => ids.every((id) => id in known), { message: `an unknown ${what} card` })
    .refine((ids) => new Set(ids).size === ids.length, { message: `a ${what} card given twice` });

export const sandboxSchema = z.object({
  /**
   * Run the enemy set-up (DF-ESU) instead of starting from an empty board. It puts the
   * Generals at their lairs itself (`generals` is not used) and draws `setupDarkness`
   * first; `minions` and `taint` are already on the board when it begins, and its
   * check (DF-ESU-09) counts only what it placed. Every set-up card then goes back into
   * the deck (DF-ESU-08), in the order `darknessDeck` gives.
   */
  enemySetup: z.boolean().default(false),
  heroes: z
    .record(
      z.string(),
      z.object({
        location: z.string().optional(),
        wounds: count.optional(),
        /** Tokens already spent this Daytime; only the first seat's stay down as play begins. */
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
  /** The Hero deck from the top; hands the scenario does not give are dealt off it first. */
  heroDeck: deckOrder(HERO_CARD, 'Hero').optional(),
  /** The Darkness Spreads deck from the top as play begins (after any enemy set-up). */
  darknessDeck: deckOrder(DARKNESS, 'Darkness Spreads').optional(),
  /** With `enemySetup`: the Darkness Spreads cards it draws, in order. */
  setupDarkness: deckOrder(DARKNESS, 'Darkness Spreads').optional(),
  questDeck: deckOrder(QUEST, 'Quest').optional(),
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
