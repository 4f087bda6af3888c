/**
 * Whether a choice the screen still holds (an open sheet, a pending question) is among what the
 * server offers now: the same command, field for field. A live update or the phase moving on
 * drops what is no longer legal instead of letting it be sent.
 */
import type { Choice } from '../boards/registry.ts';

const key = (c: Choice) => JSON.stringify(c.command);

/** The current choices for those held, in the server's current words; the ones gone are left out. */
export function stillOffered(held: readonly Choice[], now: readonly Choice[]): Choice[] {
  const byKey = new Map(now.map((c) => [key(c), c]));
  return held.map((c) => byKey.get(key(c))).filter((c): c is Choice => !!c);
}
