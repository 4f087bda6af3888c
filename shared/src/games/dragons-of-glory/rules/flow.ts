/**
 * The eight steps of a Turn (DG-TURN-01): replacements, the Strategic Event,
 * activation, initiative, the first side's movement and combat, the second
 * side's, and the Turn marker's advance. Each function runs the server's part
 * of a step and stops at the first decision a seat must take (a stage); the
 * command that answers it calls the function that follows.
 */
import { eventsAddedOn, otherSide, type Side } from '../data/index.ts';
import { activationNext, canAttempt } from './activation.ts';
import { drawEvent } from './strategic.ts';
import { capitalDue } from './capitals.ts';
import { replacementSides } from './replacements.ts';
import { startOfMovement } from './ships.ts';
import { tauntPossible } from './taunt.ts';
import type { Tx } from './tx.ts';
import { finalVictory } from './victory.ts';

/** Step 2's drawer: the Highlord on odd Turns, Whitestone on even (DG-TURN-03, DG-SE-03). */
export const drawerOf = (turn: number): Side => (turn % 2 === 1 ? 'highlord' : 'whitestone');

/** Step 8, then Step 1 of the next Turn (or Step 1 of the first). */
export function beginTurn(tx: Tx, turn: number, first = false): void {
  if (!first) {
    tx.emit({ type: 'turnBegun', turn });
    // E10 and E20 counters go into the cup before the draw of their Turn (DG-SE-02); the scenario's cup covers its first.
    const added = eventsAddedOn(turn).filter(
      (e) => !tx.state.cup.includes(e) && !tx.state.drawn.some((d) => d.event === e),
    );
    if (added.length) tx.emit({ type: 'cupFilled', events: added });
  }
  replacementsStep(tx);
}

/** Step 1 (DG-TURN-02): a capital due back first (DG-CAP-07), then each side's replacements, in parallel. */
export function replacementsStep(tx: Tx): void {
  tx.emit({ type: 'stepped', step: 'replacements', mover: null });
  const due = capitalDue(tx.state);
  if (due) {
    tx.stage({ kind: 'capital', nation: due });
    return;
  }
  const sides = replacementSides(tx.state);
  if (sides.length) {
    tx.stage({ kind: 'replacements', sides });
    return;
  }
  eventsStep(tx);
}

/** A side has finished Step 1; when both have, Step 2 follows. */
export function replacementsDone(tx: Tx, side: Side): void {
  tx.emit({ type: 'replacementsDone', side });
  const st = tx.state.stage;
  const left = st?.kind === 'replacements' ? st.sides.filter((x) => x !== side) : [];
  if (left.length) {
    tx.stage({ kind: 'replacements', sides: left });
    return;
  }
  tx.stage(null);
  eventsStep(tx);
}

/** Step 2: one counter from the cup, by the side of the Turn's parity (DG-SE-03); an empty cup, no event (AMB-09). */
export function eventsStep(tx: Tx): void {
  tx.emit({ type: 'stepped', step: 'events' });
  if (drawEvent(tx, drawerOf(tx.state.turn))) return;
  activationStep(tx);
}

/** Step 3: the drawer may try one neutral, then the other side (DG-TURN-04, DG-ACT-01/02). */
export function activationStep(tx: Tx): void {
  if (tx.over) return;
  tx.emit({ type: 'stepped', step: 'activation' });
  const drawer = drawerOf(tx.state.turn);
  if (canAttempt(tx.state, drawer)) {
    tx.stage({ kind: 'activation', side: drawer, first: true });
    return;
  }
  tx.emit({ type: 'activationSkipped', side: drawer });
  activationNext(tx);
}

/** Step 4: 1d4 each, the higher wins, a tie to last Turn's holder (DG-TURN-05, AMB-02 on the first Turn). */
export function initiativeStep(tx: Tx): void {
  if (tx.over) return;
  tx.emit({ type: 'stepped', step: 'initiative' });
  const s = tx.state;
  const forced = s.effects.map((x) => x.event).find((ev) => forcedInitiative(ev));
  const hl = tx.dice.roll(4);
  const ws = tx.dice.roll(4);
  let winner: Side;
  const tie = hl === ws;
  if (tie) winner = s.initiative ?? s.firstTie;
  else winner = hl > ws ? 'highlord' : 'whitestone';
  if (forced) winner = forcedInitiative(forced)!;
  tx.emit({ type: 'initiativeRolled', highlord: hl, whitestone: ws, winner, tie });
  tx.stage({ kind: 'first', side: winner });
}

import { EVENT_BY_ID } from '../data/index.ts';

/** A Strategic Event that hands the initiative to a side this Turn (ours, data/tables.ts). */
function forcedInitiative(event: string): Side | null {
  const ev = EVENT_BY_ID.get(event);
  const eff = ev?.effects.find((x) => x.kind === 'initiative');
  return eff && eff.kind === 'initiative' ? eff.side : null;
}

/** The initiative winner names the side that moves first (DG-TURN-06). */
export function chooseFirst(tx: Tx, by: Side, side: Side): void {
  tx.emit({ type: 'firstChosen', side, by });
  startHalf(tx, 0, side);
}

/** Step 5 for a side (or Step 7's movement for the second). */
export function startHalf(tx: Tx, half: 0 | 1, mover: Side): void {
  tx.emit({ type: 'stepped', step: 'movement', mover, half });
  tx.stage({ kind: 'movement', side: mover });
  startOfMovement(tx, mover);
}

/** The mover has finished moving: the other side's kender may taunt (DG-TURN-09), then the Combat Step. */
export function endMovement(tx: Tx): void {
  const mover = tx.state.mover!;
  if (tauntPossible(tx.state, otherSide(mover))) {
    tx.stage({ kind: 'taunt', side: otherSide(mover) });
    return;
  }
  startCombat(tx);
}

/** Step 6: only the side that just moved attacks (DG-TURN-08). */
export function startCombat(tx: Tx): void {
  if (tx.over) return;
  tx.emit({ type: 'stepped', step: 'combat' });
  tx.stage({ kind: 'combat', side: tx.state.mover! });
}

/** The Combat Step is over: the second side plays Step 7, or the Turn ends (Step 8). */
export function endCombat(tx: Tx): void {
  if (tx.over) return;
  const s = tx.state;
  if (s.half === 0) {
    startHalf(tx, 1, otherSide(s.first ?? s.mover!));
    return;
  }
  tx.emit({ type: 'stepped', step: 'end', mover: null });
  tx.stage(null);
  if (s.turn >= s.lastTurn) {
    finalVictory(tx);
    return;
  }
  beginTurn(tx, s.turn + 1);
}

/** A sandbox starts at the step it names, with the stage that step asks for. */
export function resumeSandbox(tx: Tx): void {
  const s = tx.state;
  switch (s.step) {
    case 'replacements':
      replacementsStep(tx);
      return;
    case 'events':
      eventsStep(tx);
      return;
    case 'activation':
      activationStep(tx);
      return;
    case 'initiative':
      initiativeStep(tx);
      return;
    case 'combat':
      tx.stage({ kind: 'combat', side: s.mover ?? 'highlord' });
      return;
    default:
      tx.stage({ kind: 'movement', side: s.mover ?? 'highlord' });
  }
}
