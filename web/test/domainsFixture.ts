/**
 * Domains views for the board's tests, from real engine states: the title's
 * sandbox start (round 2, four regents, every one playing its domain's own
 * regent) and the engine's own commands for a draft, a hand-in; the views and
 * choices are the engine's, as the server would send them.
 */
import { DOMAIN_IDS, PROVINCE_IDS } from '@hexpost/shared/games/domains/data/index.ts';
import type { OrderState, State } from '@hexpost/shared/games/domains/rules/state.ts';
import { act, domains, sandbox } from '@hexpost/shared/games/domains/testkit.ts';
import type { DomainsView } from '@hexpost/shared/games/domains/view.ts';
import type * as P from '@hexpost/shared/protocol';
import type { Choice } from '../src/boards/registry.ts';

export const detail = { gameId: 'dm1', title: 'domains', seats: [] } as unknown as P.GameDetail;

/** Round 2 of a campaign of four regents. */
export const round2 = (): State => sandbox({ round: 2 }, { regents: 4 });

export const viewOf = (s: State, seat: string | 'spectator'): DomainsView => domains.view(s, seat);
export const choicesOf = (s: State, seat: string): Choice[] => domains.choices(s, seat) as Choice[];

/** The state after `seat` writes these orders as its draft (the engine checks the sheet). */
export const drafted = (s: State, seat: string, orders: OrderState[]): State =>
  act(s, seat, { type: 'draft', orders, backing: [] }).state;

/** The state after `seat` hands its draft in. */
export const handedIn = (s: State, seat: string): State => act(s, seat, { type: 'handIn' }).state;

/** Every kebab-case id of the title's data (domains, provinces): none may be read on the page. */
export const KEBAB_IDS: string[] = [...DOMAIN_IDS, ...PROVINCE_IDS].filter((id) => id.includes('-'));
