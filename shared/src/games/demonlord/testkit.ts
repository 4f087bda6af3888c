/** Scenario helpers for the Demonlord tests: sandbox starts, scripted dice, one command at a time. */
import { titleKit } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import { demonlord } from './index.ts';
import type { State } from './rules/state.ts';

/**
 * The engine's title kit bound to Demonlord. `sandbox` is DESIGN's custom start: units where given (the rest in their pools), the phase of `active`.
 * `begin` is an ordinary start with seeded dice; `botUntil` plays bot commands until a condition holds.
 */
export const { act, rejects, ofType, sandbox, begin, labels, offered, botUntil } = titleKit(demonlord, {
  filler: [3, 3, 3, 3, 3, 3, 3, 3],
  bot: botCommand,
});

export const at = (s: State, id: string) => s.units[id]?.area ?? null;

export { demonlord };
