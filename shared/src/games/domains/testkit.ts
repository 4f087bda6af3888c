/** Scenario helpers for the Domains tests: sandbox starts, scripted dice, one command at a time. */
import { titleKit } from '../../engine/testing.ts';
import { botCommand } from './bot.ts';
import { domains } from './index.ts';

/**
 * The engine's title kit bound to Domains. `sandbox` is DESIGN's custom start: round `round` with every regent playing its domain's own regent.
 * `begin` is an ordinary start with seeded dice; `botUntil` plays bot commands until a condition holds.
 */
export const { act, rejects, ofType, sandbox, begin, labels, offered, botUntil } = titleKit(domains, {
  filler: [5, 5, 5, 5, 5, 5, 5, 5],
  bot: botCommand,
});

export { domains };
