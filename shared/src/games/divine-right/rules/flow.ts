/**
 * The sequence of play, as a procedure (DR-TURN-*):
 *
 *   each game turn: draw the player order (DR-ORDER-01), then for each player
 *     1 Random Events (Troll regeneration first)   -> events.ts
 *     2 Diplomacy: draw, one ambassador action, Forced Peace, discard to four -> diplomacy.ts
 *     3 Sieges: siege attacks, lifts, breakouts     -> sieges.ts
 *     4 Movement                                    -> movement.ts
 *     5 Combat: declare every attack, resolve them  -> combat.ts
 *   end of game turn: weak sieges displaced, locks and banishments expire
 *   after the last turn (or when one monarch is left): the result
 *
 * advance() runs every automatic step until a seat must decide; interrupts
 * (questions to any seat) always come first.
 */
import type { SeatId } from '../../../engine/types.ts';
import type { KingdomId } from '../data/index.ts';
import { besiegers, castleSeat, liveCastle, livePlayers, siegeNeed } from './board.ts';
import { anyAttack, stepBattle } from './combat.ts';
import { drawCard } from './diplomacy.ts';
import { regenerateTrolls, rollRandomEvent } from './random.ts';
import { endOfMovement } from './movement.ts';
import { hasSiegeBusiness } from './sieges.ts';
import type { State } from './state.ts';
import { crown, fateRoll, finishDeactivation, liftSiege } from './status.ts';
import type { Tx } from './tx.ts';
import { andList, seatName } from '../words.ts';

export function scores(s: State): Record<SeatId, number> {
  // Stryker disable next-line OptionalChaining: every seat has a player record from set-up on
  return Object.fromEntries(s.seats.map((seat) => [seat, s.players[seat]?.vp ?? 0]));
}

/**
 * The end of the game: the last monarch standing, or the most victory points. A player who resigned conceded
 * (rules/resign.ts): he is no contender on points, though his points still show.
 */
export function finish(tx: Tx, why: 'turns' | 'last-monarch'): void {
  const s = tx.state;
  const sc = scores(s);
  let winners: SeatId[];
  let summary: string;
  const live = livePlayers(s);
  // Stryker disable next-line OptionalChaining: every seat has a player record from set-up on
  const contenders = s.seats.filter((x) => !s.players[x]?.resigned);
  if (why === 'last-monarch' && live.length === 1) {
    const last = live[0] as SeatId;
    winners = live;
    const others = s.seats.filter((x) => x !== last);
    summary =
      others.length && others.every((x) => s.players[x]?.resigned)
        ? `${seatName(s, last)} wins: every other player has resigned.`
        : `${seatName(s, last)} is the last monarch standing.`;
  } else if (!contenders.length) {
    winners = [];
    summary = 'Every player resigned: nobody wins.';
  } else {
    const best = Math.max(...contenders.map((x) => sc[x] ?? 0));
    winners = contenders.filter((x) => sc[x] === best);
    summary =
      winners.length === 1
        ? `${seatName(s, winners[0] as SeatId)} wins with ${best} victory points after ${s.turn} turn${s.turn === 1 ? '' : 's'}.`
        : `${andList(winners.map((x) => seatName(s, x)))} share the victory with ${best} points.`;
  }
  tx.emit({ type: 'ended', winners, summary, scores: sc });
}

export function startGameTurn(tx: Tx, turn: number, order?: SeatId[]): void {
  const live = livePlayers(tx.state);
  const drawn = order ?? tx.dice.shuffle(live);
  tx.emit({ type: 'orderDrawn', turn, order: drawn });
  const first = drawn[0];
  if (first) tx.emit({ type: 'playerTurn', seat: first });
}

function endGameTurn(tx: Tx): void {
  const s = tx.state;
  // DR-SIEGE-39: sieges that fell below 1:1 end now; the besiegers are displaced.
  for (const hex of Object.keys(s.sieges)) {
    if (besiegers(tx.state, hex).length < siegeNeed(tx.state, hex))
      liftSiege(tx, hex, 'too weak at the end of the game turn');
  }
  tx.emit({ type: 'gameTurnEnded', turn: s.turn });
  if (s.turn >= s.turns) {
    // Stryker disable next-line StringLiteral: finish() tells only 'last-monarch' apart
    finish(tx, 'turns');
    return;
  }
  const next = s.turn + 1;
  // Confusion and Forced Peace end: a new monarch is crowned after Confusion (DR-CONF-03/05, Q-10).
  for (const k of Object.keys(tx.state.kingdoms) as KingdomId[]) {
    const ks = tx.state.kingdoms[k];
    if (ks.lock && ks.lock.until < next) {
      if (ks.monarch === 'dead') crown(tx, k);
      tx.emit({ type: 'deactivated', kingdom: k, lock: null });
    }
  }
  startGameTurn(tx, next);
}

function endPlayerTurn(tx: Tx): void {
  const s = tx.state;
  const i = s.order.indexOf(s.active);
  // Stryker disable next-line OptionalChaining: every seat has a player record from set-up on
  const next = s.order.slice(i + 1).find((x) => !s.players[x]?.eliminated);
  if (next) tx.emit({ type: 'playerTurn', seat: next });
  else endGameTurn(tx);
}

/** DR-FATE-08 (trigger 8): heroes inside the active player's castles roll as his turn begins. */
function castleFates(tx: Tx): void {
  const seat = tx.state.active;
  for (const u of Object.values(tx.state.units)) {
    if (u.kind !== 'monarch' || u.seat === seat || !u.inside || u.captive !== null || u.castaway) continue;
    const c = liveCastle(tx.state, u.hex);
    if (c && castleSeat(tx.state, c) === seat) fateRoll(tx, u.id, seat);
  }
}

export function enterSieges(tx: Tx): void {
  tx.emit({ type: 'step', step: hasSiegeBusiness(tx.state, tx.state.active) ? 'sieges' : 'movement' });
}

export function enterCombat(tx: Tx): void {
  endOfMovement(tx);
  tx.emit({ type: 'step', step: anyAttack(tx.state, tx.state.active) ? 'declare' : 'end' });
}

/** Runs automatic steps until a seat must decide. */
export function advance(tx: Tx): void {
  // Stryker disable next-line EqualityOperator,UpdateOperator: the bound only stops a runaway loop, which no game reaches
  for (let n = 0; n < 2000; n++) {
    const s = tx.state;
    if (s.result || s.interrupts.length) return;
    if (s.change) {
      finishDeactivation(tx, s.change);
      continue;
    }
    if (s.battle) {
      stepBattle(tx);
      continue;
    }
    const live = livePlayers(s);
    if ((s.suddenDeath && live.length <= 1) || live.length === 0) {
      finish(tx, 'last-monarch');
      return;
    }
    // Stryker disable next-line OptionalChaining: every seat has a player record from set-up on
    if (s.players[s.active]?.eliminated && s.step !== 'end') {
      tx.emit({ type: 'step', step: 'end' });
      continue;
    }
    switch (s.step) {
      case 'begin':
        tx.emit({ type: 'step', step: 'draw' });
        castleFates(tx);
        regenerateTrolls(tx);
        rollRandomEvent(tx);
        continue;
      case 'draw':
        drawCard(tx);
        tx.emit({ type: 'step', step: 'diplomacy' });
        continue;
      case 'resolve':
        if (s.attacks.every((a) => a.resolved)) {
          tx.emit({ type: 'step', step: 'end' });
          continue;
        }
        return;
      case 'end':
        endPlayerTurn(tx);
        continue;
      default:
        return;
    }
  }
  throw new Error('divine-right: runaway automatic steps');
}
