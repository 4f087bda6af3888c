/**
 * The turn as a machine (DL-SEQ): two phases a turn, five steps a phase, and
 * between them whatever the rules do without asking. `advance` runs until the
 * game waits on a decision (a stage) or ends.
 */
import { type Side, VP_CITIES } from '../data/index.ts';
import { attempts, checkTemporaries, unitsHome } from './alliance.ts';
import { holder, other } from './board.ts';
import { endByPeace, scoreTurn, truceAsked, updateControl } from './endturn.ts';
import { beginBattles, nextBattle } from './fight.ts';
import { openWindow } from './magic.ts';
import { beginMovement } from './movement.ts';
import { exchangePossible } from './prisoners.ts';
import { arrivalRoll, freedReinforcements, reinforceStage } from './reinforce.ts';
import { setupDone } from './setupStage.ts';
import { beginSieges, endVacantSieges, nextSiege } from './siege.ts';
import type { State, Step } from './state.ts';
import { summonOptions } from './summoning.ts';
import type { Tx } from './tx.ts';

export const second = (s: State): Side => other(s.first);

export function advance(tx: Tx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const s = tx.state;
    if (s.stage?.kind === 'setup' && setupDone(s)) {
      tx.stage(null);
      continue;
    }
    if (s.result || s.stage) return;
    switch (s.step) {
      case 'setup':
        if (!setupDone(s)) {
          tx.stage({ kind: 'setup' });
          return;
        }
        beginPhase(tx, s.turn, s.active);
        break;
      case 'start':
        if (openWindow(tx, 'phase-start')) break;
        enter(tx, 'movement');
        break;
      case 'movement':
        if (openWindow(tx, 'after-movement')) break;
        endVacantSieges(tx);
        enter(tx, 'summoning');
        break;
      case 'summoning':
        if (openWindow(tx, 'battle-step-start')) break;
        enter(tx, 'battles');
        break;
      case 'battles':
        if (s.battles.length) nextBattle(tx);
        else {
          // DL-SIEGE-01: both sides still in a fortification area after the battles: a siege
          updateControl(tx);
          enter(tx, 'sieges');
        }
        break;
      case 'sieges':
        if (s.siegeQueue.length) nextSiege(tx);
        else {
          updateControl(tx);
          enter(tx, 'alliances');
        }
        break;
      case 'alliances': {
        const side = [s.active, other(s.active)].find((x) => !s.alliedDone.includes(x));
        if (side && attempts(s, side).length) tx.stage({ kind: 'alliance', side });
        else if (side) tx.emit({ type: 'allianceDone', side });
        else {
          checkTemporaries(tx);
          enter(tx, 'end');
        }
        break;
      }
      case 'end':
        if (openWindow(tx, 'phase-end')) break;
        finishPhase(tx);
        break;
      case 'turnEnd':
        nextTurn(tx);
        break;
    }
  }
  throw new Error('the game does not advance');
}

export function beginPhase(tx: Tx, turn: number, active: Side): void {
  tx.emit({ type: 'phaseBegan', turn, phase: tx.state.phase + 1, active });
  // DL-REIN-04: the arrival roll at the start of each own phase after the call
  const st = tx.state.sides[active];
  if (st.called && !st.arrived && st.calledPhase !== null && st.calledPhase < tx.state.phase) arrivalRoll(tx, active);
  const freed = freedReinforcements(tx.state, active);
  if (freed.length && tx.state.sides[active].arrived) {
    tx.emit({
      type: 'reinforcementsDrawn',
      side: active,
      drawn: [...tx.state.sides[active].toPlace, ...freed],
      aside: [],
    });
  }
  reinforceStage(tx, active); // AMB-61: not while every entry area is held by the enemy
}

function enter(tx: Tx, step: Step): void {
  tx.emit({ type: 'stepBegan', step });
  const s = tx.state;
  switch (step) {
    case 'movement':
      beginMovement(tx);
      return;
    case 'summoning':
      if (summonOptions(s, s.active).length) tx.stage({ kind: 'summoning' });
      return;
    case 'battles':
      beginBattles(tx);
      return;
    case 'sieges':
      beginSieges(tx);
      return;
    case 'end':
      if (exchangePossible(s)) tx.stage({ kind: 'exchange', side: s.active, step: 'ask', offered: null });
      return;
    case 'turnEnd': {
      scoreTurn(tx);
      const asked = truceAsked(tx.state);
      if (asked.length) tx.stage({ kind: 'truce', asked });
      return;
    }
    default:
      return;
  }
}

function finishPhase(tx: Tx): void {
  unitsHome(tx);
  const s = tx.state;
  if (s.active === s.first) beginPhase(tx, s.turn, second(s));
  else enter(tx, 'turnEnd');
}

function nextTurn(tx: Tx): void {
  const s = tx.state;
  if (s.truce.lastTurn !== null && s.turn >= s.truce.lastTurn) {
    endByPeace(tx);
    return;
  }
  if (s.maxTurns && s.turn >= s.maxTurns) {
    endByLimit(tx);
    return;
  }
  beginPhase(tx, s.turn + 1, s.first);
}

/** The agreed last turn is over: points decide, or in the Extended Game the enemy cities held (ties: Khozar). */
function endByLimit(tx: Tx): void {
  const s = tx.state;
  if (s.scenario !== 'extended') {
    endByPeace(tx);
    return;
  }
  const held = (side: Side) => VP_CITIES[other(side)].filter((c) => holder(s, c.area) === side).length;
  const d = held('demon');
  const k = held('khozar');
  const winner: Side = d > k ? 'demon' : 'khozar';
  tx.emit({
    type: 'ended',
    winners: [winner],
    summary: `The last turn agreed is over: ${winner === 'demon' ? 'the Demonlord' : 'the Khozar Alliance'} holds more of the enemy's cities (${Math.max(d, k)} to ${Math.min(d, k)}) and wins.`,
  });
}
