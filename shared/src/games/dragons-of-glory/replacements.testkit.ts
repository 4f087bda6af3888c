/**
 * Set-ups for the Replacement Step tests (replacements, its edges, the
 * activation edges that reach it): Solanthus and Caergoth with Whitestone,
 * the Dominion with the Highlord, turn 3, the Dark Temple standing but lost
 * (so the Highlord has no draconian to decide unless a test says so).
 */
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { sandbox } from './testkit.ts';

export const NATIONS = { dominion: 'highlord', solanthus: 'whitestone', caergoth: 'whitestone' } as const;

/** A Step 1 (Replacements) sandbox with these units; `o` overrides the rest. */
export function step1(units: Sandbox['units'], o: Partial<Sandbox> = {}): State {
  return sandbox({
    units,
    nations: NATIONS,
    step: 'replacements',
    turn: 3,
    darkTemple: 'nightspire',
    templeLost: true,
    ...o,
  });
}

/** These counters in their side's replacement pool. */
export const pool = (...ids: string[]) => ids.map((id) => ({ id, where: 'pool' as const }));
