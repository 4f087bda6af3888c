/**
 * Campaign options. `configSchema.parse({})` is four regents and the default
 * length (data/agendas.ts GAME). `sandbox` starts a campaign in any round with
 * any treasuries, loyalties and holdings, for scenario tests and tools only
 * (never accepted from a client).
 */
import * as z from 'zod';
import { GAME, MAX_REGENTS, MIN_REGENTS } from './data/index.ts';

export const sandboxSchema = z.object({
  /** Skip character creation: every regent plays its domain's own regent. */
  round: z.number().int().min(1).max(400).optional(),
  treasury: z.record(z.string(), z.object({ gb: z.number(), rp: z.number() })).optional(),
  loyalty: z.record(z.string(), z.enum(['rebellious', 'poor', 'average', 'high'])).optional(),
  /** Holdings to add or change: province, type, owner, level. */
  holdings: z
    .array(
      z.object({
        province: z.string(),
        type: z.enum(['law', 'temple', 'guild', 'source']),
        owner: z.string(),
        level: z.number().int().min(0).max(10),
        covert: z.boolean().optional(),
        contested: z.boolean().optional(),
      }),
    )
    .optional(),
});

export const configSchema = z.object({
  regents: z.number().int().min(MIN_REGENTS).max(MAX_REGENTS).default(4),
  /** How many turns (seasons) the campaign lasts; the most VP then wins. */
  turns: z.number().int().min(GAME.minTurns).max(GAME.maxTurns).default(GAME.defaultTurns),
  sandbox: sandboxSchema.optional(),
});

export type Config = z.infer<typeof configSchema>;
export type Sandbox = z.infer<typeof sandboxSchema>;
