/**
 * Domains as a Hexpost title: the GM-less domain-management campaign. Every
 * regent hands in sealed orders each round; the server resolves them in the
 * thread's order at the deadline or as soon as every sheet is in.
 */
import { defineGame } from '../../engine/define.ts';
import type { GameModule, Result } from '../../engine/types.ts';
import { type Command, commandSchema } from './commands.ts';
import { type Config, configSchema } from './config.ts';
import { domain as domainOf, MAX_REGENTS, MIN_REGENTS, seatedDomains } from './data/index.ts';
import { describe } from './describe.ts';
import type { DmEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { choices, decide, onTimeout, pending } from './rules/table.ts';
import { type DomainsView, redact, view } from './view.ts';

function result(s: State): Result | null {
  if (!s.result) return null;
  const scores = Object.fromEntries(s.regents.map((d) => [d, s.domains[d].vp]));
  return { winners: [...s.result.winners], summary: s.result.summary, scores };
}

export const domains: GameModule<Config, State, Command, DmEvent, DomainsView> = defineGame({
  id: 'domains',
  title: 'Domains',
  minSeats: MIN_REGENTS,
  maxSeats: MAX_REGENTS,
  configSchema,
  commandSchema,
  seats: (c) => seatedDomains(c.regents),
  setup,
  evolve,
  decide,
  pending,
  view,
  redact,
  describe,
  choices,
  seatName: (_s, seat) => {
    try {
      return domainOf(seat as never).name;
    } catch {
      return seat;
    }
  },
  // a sheet handed in is sealed only by the round resolving (dice roll then)
  sealed: () => false,
  onTimeout,
  round: (s) => s.round,
  decisions: {
    creation: { label: 'Making your regent', hours: 72 },
    orders: { label: 'A round’s orders', hours: 48 },
  },
  result,
} satisfies GameModule<Config, State, Command, DmEvent, DomainsView>);

export type { Config, Command, DmEvent, State, DomainsView };
