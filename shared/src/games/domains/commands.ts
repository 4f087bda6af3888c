/**
 * What a regent may send: its character during creation, and each round its
 * sheet of orders: written as a draft (order by order from the choices, or
 * whole from the sheet editor), then handed in sealed, and taken back to the
 * draft or replaced whole until the round resolves.
 */
import * as z from 'zod';
import { ACTION_IDS, DOMAIN_IDS } from './data/index.ts';

const id = z.string().min(1).max(60);
/** A province's whole army may move or be granted together: lists are bounded, not small. */
export const MAX_LIST = 100;
const param = z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(60)).max(MAX_LIST)]);

/**
 * Orders outside the action list that a sheet may carry (data/actions.ts OTHER_ORDERS), taken as free orders:
 * a law claim, raising the bloodline score, and the court budget of round 1 (J-10: `params.levels` extra
 * court levels this turn).
 */
export const SHEET_ORDERS = ['law-claim', 'raise-bloodline', 'court-budget'] as const;
export type SheetOrder = (typeof SHEET_ORDERS)[number];

/** Whether an order's action is one of the sheet orders outside the action list. */
export const isSheetOrder = (action: string): action is SheetOrder =>
  (SHEET_ORDERS as readonly string[]).includes(action);

export const orderSchema = z.object({
  action: z.enum([...ACTION_IDS, ...SHEET_ORDERS]),
  as: z.enum(['domain', 'court', 'character', 'free', 'lieutenant']),
  variant: z.string().max(40).optional(),
  targets: z.array(id).max(MAX_LIST),
  overseer: id.optional(),
  rp: z.number().int().min(0).max(500).optional(),
  gb: z.number().min(0).max(500).optional(),
  takeTen: z.boolean().optional(),
  params: z.record(z.string().max(30), param).optional(),
});

export const backingSchema = z.object({
  domain: z.enum(DOMAIN_IDS),
  order: z.number().int().min(0).max(60),
  side: z.enum(['support', 'oppose']),
  rp: z.number().int().min(0).max(500),
  gb: z.number().min(0).max(500),
});

const skills = z.record(z.string().max(20), z.number().int().min(0).max(10));
export const buildSchema = z.object({
  name: z.string().min(1).max(60),
  ccp: z.number().int().min(1).max(200),
  race: z.enum(['human', 'elf', 'half-elf']),
  culture: z.string().max(30),
  classes: z.array(z.string().max(30)).max(6),
  skills,
  bloodline: z
    .object({ derivation: z.string().max(20), strength: z.string().max(10), power: z.number().int().min(0).max(100) })
    .nullable(),
  abilities: z.array(z.object({ id: z.string().max(40), choice: z.string().max(20).optional() })).max(20),
  powers: z.array(z.string().max(30)).max(2),
});

export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('build'), character: buildSchema }),
  z.object({ type: z.literal('useRegent') }),
  /** The sheet being written: replaced whole, checked as it would be handed in, seen by its regent alone. */
  z.object({
    type: z.literal('draft'),
    orders: z.array(orderSchema).max(40),
    backing: z.array(backingSchema).max(40).optional(),
  }),
  /** Opens one group of the orders the draft offers (a kind of action, striking, RP), or back to the sheet. */
  z.object({ type: z.literal('browse'), group: z.string().max(80).nullable() }),
  /** Hands in the given orders, or without `orders` the draft as it stands. */
  z.object({
    type: z.literal('handIn'),
    orders: z.array(orderSchema).max(40).optional(),
    backing: z.array(backingSchema).max(40).optional(),
  }),
  z.object({ type: z.literal('withdraw') }),
]);

export type Command = z.infer<typeof commandSchema>;
export type OrderInput = z.infer<typeof orderSchema>;
