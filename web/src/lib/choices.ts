/**
 * Whether a choice the screen still holds (an open sheet, a pending question) is among what the
 * server offers now: the same command, field for field. A live update or the phase moving on
 * drops what is no longer legal instead of letting it be sent.
 */
import type { Choice } from '../boards/registry.ts';

const key = (c: Choice & { narrowedFrom?: unknown }) => JSON.stringify(c.narrowedFrom ?? c.command);

/**
 * The current choices for those held, in the server's current words; the ones gone are left out. A
 * choice the player narrowed (PickStep) stays as narrowed while the choice it came from is offered.
 */
export function stillOffered(held: readonly Choice[], now: readonly Choice[]): Choice[] {
  const byKey = new Map(now.map((c) => [key(c), c]));
  return held
    .map((c) => {
      const current = byKey.get(key(c));
      return current && (c as { narrowedFrom?: unknown }).narrowedFrom ? c : current;
    })
    .filter((c): c is Choice => !!c);
}
