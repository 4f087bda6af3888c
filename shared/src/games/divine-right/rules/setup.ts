/**
 * Set-up (DR-SETUP-*): identity cards drawn at random, personality cards
 * dealt face down to the non-player kingdoms, the ploy deck shuffled, player
 * kingdoms deployed; then the first game turn's player order and the first
 * player's Random Events. A sandbox config places everything as it says.
 */
import type { Dice, SeatId } from '../../../engine/types.ts';
import {
  BASIC_KINGDOMS,
  DIPLOMACY_DECK,
  IDENTITY_CARDS,
  type KingdomId,
  MERCENARIES,
  PERSONALITY_CARDS,
  REGULAR_COUNTERS,
} from '../data/index.ts';
import { type Config, seatsFor } from '../config.ts';
import type { DrEvent } from '../events.ts';
import { CASTLE_AT } from './board.ts';
import { evolve } from './evolve.ts';
import { advance, startGameTurn } from './flow.ts';
import type { KingdomState, PlayerState, Step, Unit } from './state.ts';
import { makeUnit, zornPlaces } from './status.ts';
import { Tx } from './tx.ts';

const MERC_IDS = MERCENARIES.map((m) => `merc-${m.letter}`);

/** The whole force pool of a kingdom at its printed spaces (Zorn by its placement rule). */
function fullDeployment(k: KingdomId, seat: SeatId, taken: Unit[]): Unit[] {
  const out: Unit[] = [];
  const card = IDENTITY_CARDS[k];
  out.push(makeUnit(`${k}-monarch`, seat, card.monarchHex, CASTLE_AT.has(card.monarchHex)));
  const regs = REGULAR_COUNTERS.filter((c) => c.kingdom === k);
  const zorn = regs.filter((c) => !('hex' in c.deploy));
  if (zorn.length) {
    // a blank state is enough for the adjacency rule at set-up
    const hexes = zornPlaces(
      { units: {} } as never,
      seat,
      zorn.length,
      // Stryker disable next-line all: each kingdom deploys once, so no Zorn unit is in `taken` yet and the list is empty
      taken.filter((u) => u.kingdom === 'zorn').map((u) => u.hex),
    );
    zorn.forEach((c, i) => {
      const h = hexes[i];
      if (h) out.push(makeUnit(c.id, seat, h));
    });
  }
  for (const c of regs) {
    if ('hex' in c.deploy) out.push(makeUnit(c.id, seat, c.deploy.hex, CASTLE_AT.has(c.deploy.hex)));
  }
  return out;
}

export function setup(config: Config, dice: Dice): DrEvent[] {
  const seats = seatsFor(config);
  const sb = config.sandbox;
  const drawn: KingdomId[] = sb ? sb.kingdoms : dice.shuffle(BASIC_KINGDOMS).slice(0, seats.length);
  const playerKingdom = new Map<KingdomId, SeatId>(drawn.map((k, i) => [k, seats[i] as SeatId]));
  const allies = new Map<KingdomId, SeatId>(Object.entries(sb?.allies ?? {}) as [KingdomId, SeatId][]);
  const np = BASIC_KINGDOMS.filter((k) => !playerKingdom.has(k));
  // Personality cards: one face down under each non-player identity card, the rest aside (DR-SETUP-09).
  let pdeck = sb ? PERSONALITY_CARDS.map((p) => p.number) : dice.shuffle(PERSONALITY_CARDS.map((p) => p.number));
  const personalities = new Map<KingdomId, number>();
  for (const k of np) {
    const fixed = sb?.personalities?.[k];
    const card =
      fixed ??
      pdeck.find(
        (n) => ![...personalities.values()].includes(n) && !Object.values(sb?.personalities ?? {}).includes(n),
      );
    if (card === undefined) continue;
    personalities.set(k, card);
  }
  pdeck = pdeck.filter((n) => ![...personalities.values()].includes(n));
  const allIds = DIPLOMACY_DECK.map((c) => c.id);
  const handCards = Object.values(sb?.hands ?? {}).flat();
  const top = sb?.deckTop ?? [];
  const rest = allIds.filter((id) => !top.includes(id) && !handCards.includes(id));
  const deck = sb ? [...top, ...rest] : dice.shuffle(allIds);

  let units: Unit[] = [];
  if (sb?.units) {
    for (const su of sb.units) {
      // Stryker disable next-line StringLiteral: the probe is made only to read its kingdom; its seat is never used
      const probe = makeUnit(su.id, 'p1', su.hex);
      const k = probe.kingdom;
      const seat = su.seat ?? (k ? (playerKingdom.get(k) ?? allies.get(k)) : undefined) ?? (seats[0] as SeatId);
      units.push({ ...makeUnit(su.id, seat, su.hex, su.inside ?? false), aboard: su.aboard ?? null });
    }
  } else {
    for (const [k, seat] of [...playerKingdom, ...allies]) units = [...units, ...fullDeployment(k, seat, units)];
  }
  const onMap = new Set(units.map((u) => u.id));
  const kingdoms = {} as Record<KingdomId, KingdomState>;
  for (const k of BASIC_KINGDOMS) {
    const regs = REGULAR_COUNTERS.filter((c) => c.kingdom === k).map((c) => c.id);
    const seat = playerKingdom.get(k) ?? allies.get(k) ?? null;
    const active = seat !== null;
    kingdoms[k] = {
      status: playerKingdom.has(k) ? 'player' : active ? 'active' : 'inactive',
      seat,
      personality: personalities.get(k) ?? null,
      revealed: false,
      lock: null,
      activatedTurn: null,
      reserve: active ? [] : regs,
      dead: active ? regs.filter((id) => !onMap.has(id)) : [],
      monarch: onMap.has(`${k}-monarch`) ? 'map' : 'off',
      badOmens: false,
      lostToEvents: [],
      ...(sb?.kingdomState?.[k] as Partial<KingdomState> | undefined),
    };
  }
  const players: Record<SeatId, PlayerState> = {};
  for (const [k, seat] of playerKingdom) {
    players[seat] = {
      seat,
      kingdom: k,
      vp: sb?.vp?.[seat] ?? 0,
      hand: sb?.hands?.[seat] ?? [],
      ambassadorBack: 0,
      banished: {},
      assassinBanished: [],
      assassinationUsed: false,
      dueled: [],
      penalty: [],
      eliminated: false,
      ...(sb?.playerState?.[seat] as Partial<PlayerState> | undefined),
    };
  }
  const started: DrEvent = {
    type: 'started',
    seats,
    turns: config.turns,
    suddenDeath: config.suddenDeath,
    ...(config.reentry ? { reentry: true } : {}),
    turn: sb?.turn ?? 1,
    kingdoms,
    players,
    units,
    mercPool: MERC_IDS.filter((id) => !onMap.has(id)),
    deck,
    personalityDeck: pdeck,
    plundered: sb?.plundered ?? [],
  };
  const tx = new Tx(evolve(undefined, started), dice);
  tx.events.push(started);
  for (const [hex, seat] of Object.entries(sb?.sieges ?? {})) tx.emit({ type: 'siegeDeclared', hex, seat });
  // DR-TROLL-05: a Troll monarch set up by the rules (not a sandbox's units) enters at the scenic space of his
  // controller's choice; he stands at the Face until that answer
  const trolls = playerKingdom.get('trolls') ?? allies.get('trolls');
  if (trolls && !sb?.units && tx.state.units['trolls-monarch'])
    tx.emit({
      type: 'asked',
      interrupt: { kind: 'deploy', seat: trolls, kingdom: 'trolls', units: ['trolls-monarch'] },
    });
  startGameTurn(tx, tx.state.turn, sb?.order ?? (sb ? seats : undefined));
  if (sb?.phase && sb.phase !== 'events') {
    const step: Record<string, Step> = { diplomacy: 'draw', sieges: 'sieges', movement: 'movement', combat: 'declare' };
    tx.emit({ type: 'step', step: step[sb.phase] as Step });
  }
  advance(tx);
  return tx.events;
}
