/** Every command a Defenders seat can send: one zod union on `type`. */
import * as z from 'zod';
import { COLOURS, HERO_IDS, GENERAL_IDS } from './data/index.ts';

const id = z.string().min(1).max(60);
const colour = z.enum(COLOURS);
const general = z.enum(GENERAL_IDS);

export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('move'),
    mode: z.enum(['foot', 'horse', 'eagle', 'gate-card', 'gate']),
    to: id,
    card: id.optional(),
  }),
  z.object({
    type: z.literal('skill'),
    skill: z.enum(['soar', 'blink', 'pickpocket', 'mend']),
    to: id.optional(),
    target: id.optional(),
  }),
  z.object({ type: z.literal('buildGate'), card: id }),
  z.object({ type: z.literal('rumors'), colour, times: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('healLand'), card: id }),
  z.object({ type: z.literal('heal') }),
  z.object({ type: z.literal('fight') }),
  z.object({ type: z.literal('slay'), general }),
  z.object({ type: z.literal('attack'), general }),
  z.object({ type: z.literal('quest') }),
  z.object({ type: z.literal('special'), card: id, colour: colour.optional() }),
  z.object({ type: z.literal('endDay') }),
  z.object({ type: z.literal('commit'), cards: z.array(id).max(60) }),
  z.object({ type: z.literal('attackNext'), seat: id }),
  z.object({ type: z.literal('discard'), card: id }),
  z.object({ type: z.literal('chooseHero'), hero: z.union([z.enum(HERO_IDS), z.literal('random')]) }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;

/** Standing orders for the one recurring out-of-turn question: joining a group attack. */
/** A choice of a standing order, with the words the orders form shows for it. */
const answer = <T extends string>(value: T, title: string) => z.literal(value).meta({ title });

export const ordersSchema = z.object({
  join: z
    .union([
      answer('all-matching', 'Join, committing every card of mine that shows that General'),
      answer('never', 'Stay out of other heroes’ attacks'),
    ])
    .default('all-matching')
    .meta({
      title: 'When another hero attacks a General and calls you in',
      description: 'Answers the call to a group attack at once, so the attacker does not wait for you.',
    }),
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
