/** Scenario helpers for the Dragons of Glory tests: sandbox starts, scripted dice, one command at a time. */
import { titleKit } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import { dragonsOfGlory } from './index.ts';
import type { State } from './rules/state.ts';

/**
 * The engine's title kit bound to Dragons of Glory. `sandbox` is DESIGN's custom start: units where given, the rest waiting off the map; a Movement Step unless told.
 * `begin` is an ordinary start with seeded dice; `botUntil` plays bot commands until a condition holds.
 */
export const { act, rejects, ofType, sandbox, begin, labels, offered, botUntil } = titleKit(dragonsOfGlory, {
  filler: [5, 5, 5, 5, 5, 5, 5, 5],
  bot: botCommand,
  stuck: (s) => String(s.stage?.kind),
});

export const hexOf = (s: State, id: string) => s.units[id]?.hex ?? null;

export { dragonsOfGlory };
