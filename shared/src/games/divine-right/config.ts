/**
 * Game options. `configSchema.parse({})` is a four-kingdom Basic Game of 20
 * turns with identities drawn at random. `sandbox` builds a custom start for
 * scenario tests and tutorials: kingdoms as given, units where it says.
 */
import * as z from 'zod';
import { BASIC_KINGDOMS } from './data/index.ts';

const kingdom = z.enum(BASIC_KINGDOMS);
const hex = z.string().regex(/^\d{4}$/);

export const sandboxUnitSchema = z.object({
  /** A regular counter id ('muetar-army-2'), a monarch ('muetar-monarch') or a mercenary ('merc-A'). */
  id: z.string(),
  hex,
  /** Mercenaries: the seat that controls them. */
  seat: z.string().optional(),
  inside: z.boolean().optional(),
  aboard: z.string().optional(),
});

export const sandboxSchema = z.object({
  /** Player kingdoms per seat, in seat order. */
  kingdoms: z.array(kingdom).min(1).max(6),
  /** Non-player kingdoms already allied: kingdom -> seat. */
  allies: z.partialRecord(kingdom, z.string()).optional(),
  /** Personality card of each non-player kingdom (data order otherwise). */
  personalities: z.partialRecord(kingdom, z.number().int().min(1).max(22)).optional(),
  /** Units on the map. When absent, player and allied kingdoms deploy as at set-up. */
  units: z.array(sandboxUnitSchema).optional(),
  /** Diplomacy hands. */
  hands: z.record(z.string(), z.array(z.string())).optional(),
  /** Cards on top of the deck, in draw order. */
  deckTop: z.array(z.string()).optional(),
  turn: z.number().int().min(1).max(20).optional(),
  /** Player order of the first game turn (seat order when absent). */
  order: z.array(z.string()).optional(),
  plundered: z.array(z.string()).optional(),
  /** Where the first player's turn starts. */
  phase: z.enum(['events', 'diplomacy', 'sieges', 'movement', 'combat']).optional(),
  vp: z.record(z.string(), z.number().int()).optional(),
  /** Sieges in progress: castle hex -> besieging seat. */
  sieges: z.record(z.string(), z.string()).optional(),
  /** Fields of a kingdom's or a player's state to start from (locks, penalties, dead ambassadors…). */
  kingdomState: z.partialRecord(kingdom, z.record(z.string(), z.unknown())).optional(),
  playerState: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

export const configSchema = z.object({
  players: z.number().int().min(2).max(6).default(4),
  /** Length of the game in game turns (20 in the rules; shorter for quick games and tests). */
  turns: z.number().int().min(1).max(20).default(20),
  /** the game ends as soon as one player monarch is left. */
  suddenDeath: z.boolean().default(true),
  /** The optional re-entry rule (DR-OPT-01..05): an eliminated player may come back with the others' consent. */
  reentry: z.boolean().default(false),
  sandbox: sandboxSchema.optional(),
});

export type Config = z.infer<typeof configSchema>;
export type Sandbox = z.infer<typeof sandboxSchema>;

export const seatsFor = (config: Config): string[] => {
  const n = config.sandbox ? config.sandbox.kingdoms.length : config.players;
  return Array.from({ length: n }, (_, i) => `p${i + 1}`);
};
