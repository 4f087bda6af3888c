/**
 * A player who resigns (the async table, engine/types.ts `onResign`): his kingdom's fate is that of an
 * eliminated player (DR-KING-27, RULES.md "A player who resigns"). He is out of the game for good: his
 * questions are withdrawn, his kingdom falls into Confusion, his units (mercenaries included) leave the
 * map, his allies deactivate, his prisoners go free, the besiegers of his castles are displaced, and he
 * asks for no re-entry. The game goes on for the others: the turn passes on if it was his, a battle he was
 * in is fought out without him, and when one player is left (or, without sudden death, when every other
 * player has resigned) that player wins at once.
 *
 * `onResign` has no dice, yet the fate rolls some (the d6 of Confusion, Hero Fate for a displaced
 * besieger's hero, the Random Events of the next player's turn when the turn passes on). They come from a
 * stream seeded with the resigning seat and the whole state, the hidden decks and hands included: the
 * same resignation always gives the same events, and no player can foresee them. The dice travel inside
 * the events like every roll (events.ts), so a replay never rolls again.
 */
import { hashSeed, seededDice } from '../../../engine/dice.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { DrEvent } from '../events.ts';
import { livePlayers } from './board.ts';
import { advance, finish } from './flow.ts';
import type { Interrupt, State } from './state.ts';
import { eliminatePlayer, reenter } from './status.ts';
import { Tx } from './tx.ts';

type Vote = Extract<Interrupt, { kind: 'reentry' }>;

/** The game is decided once nobody else can still win: one player left with sudden death, or only resigned rivals. */
function decided(s: State): boolean {
  const live = livePlayers(s);
  // Stryker disable next-line BooleanLiteral: with no live player flow.ts advance() ends the game the same way in the same command
  if (live.length === 0) return true;
  if (live.length > 1) return false;
  // Stryker disable next-line OptionalChaining: every seat has a player record
  return s.suddenDeath || s.seats.every((x) => live.includes(x) || s.players[x]?.resigned);
}

/** The events that carry out a resignation now; none when the game is over or the seat already resigned. */
export function resign(s: State, seat: SeatId): DrEvent[] {
  const p = s.players[seat];
  if (s.result || !p || p.resigned) return [];
  const tx = new Tx(s, seededDice(`resign:${seat}:${hashSeed(JSON.stringify(s))}`));
  // A re-entry vote waiting on him goes on to the next voter (he has left the table: the consent asked for
  // is that of the players still in it).
  const votes = s.interrupts.filter(
    (it): it is Vote => it.kind === 'reentry' && it.seat === seat && it.candidate !== seat,
  );
  tx.emit({ type: 'resigned', seat });
  eliminatePlayer(tx, seat, null, false);
  for (const it of votes) {
    const candidate = tx.state.players[it.candidate];
    // Stryker disable next-line LogicalOperator,OptionalChaining: a vote in progress always has an eliminated candidate who has not resigned
    if (!candidate?.eliminated || candidate.resigned) continue;
    // Stryker disable next-line OptionalChaining: every voter is a seat with a player record
    const next = it.voters.filter((x) => x !== seat && !tx.state.players[x]?.eliminated);
    if (next.length)
      tx.emit({
        type: 'asked',
        interrupt: { kind: 'reentry', seat: next[0] as SeatId, candidate: it.candidate, voters: next.slice(1) },
      });
    else reenter(tx, it.candidate);
  }
  if (decided(tx.state)) finish(tx, 'last-monarch');
  else advance(tx);
  return tx.events;
}
