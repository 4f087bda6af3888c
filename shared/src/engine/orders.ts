/**
 * Standing orders are questions a player answers in advance (DESIGN: a game
 * never waits on a known answer). Each is one optional field of a title's
 * ordersSchema: a title, a description and its answers in words, so the
 * orders form can ask it and the contract test can check it reads well.
 */
import * as z from 'zod';

/** One out-of-turn question for the orders form: its answers in words, left to the player when unset. */
export const question = <const T extends readonly [string, ...string[]]>(
  title: string,
  description: string,
  answers: { [K in keyof T]: [T[K], string] },
) =>
  z
    .union(answers.map(([v, words]) => z.literal(v).meta({ title: words })) as never as [z.ZodLiteral<T[number]>])
    .optional()
    .meta({ title, description });
