/**
 * The round (checklist 1.2): when every regent has handed in (or at the
 * deadline), the server resolves it in the thread's order: initiative, at the
 * start of a turn loyalty, growth, collections and expenses, then each
 * domain's orders in initiative order, then battles; then the next round, or
 * the end of the campaign after its last turn.
 */
import type { ActionId } from '../data/index.ts';
import { ACTION_BY_ID, type DomainId } from '../data/index.ts';
import './actions/all.ts';
import { noteCourtLevels } from './actions/court.ts';
import { watchSettlement } from './actions/holdings.ts';
import { roundUpkeep } from './actions/trade.ts';
import { dormantRound } from './dormant.ts';
import { HANDLERS } from './actions/index.ts';
import { finalScore, scoreTurn } from './agendas.ts';
import { battles } from './battle.ts';
import { isTurnStart, roundOfTurn, turnOf } from './calendar.ts';
import { turnStart } from './economy.ts';
import { claimVacantSeats } from './succession.ts';
import { unpaidCourtOrders } from './sheet.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

/** Initiative: a d20 for each domain, +10 with Alertness; ties keep the seating order (J-02). */
export function rollInitiative(tx: Tx): void {
  const s = tx.state;
  const acting = actingDomains(s);
  const rolls = acting.map((domain) => ({ domain, die: tx.dice.roll(20), bonus: alertness(s, domain) ? 10 : 0 }));
  const order = [...rolls]
    .sort((a, b) => b.die + b.bonus - (a.die + a.bonus) || acting.indexOf(a.domain) - acting.indexOf(b.domain))
    .map((r) => r.domain);
  tx.emit({ type: 'initiativeRolled', rolls, order });
}

const actingDomains = (s: State): DomainId[] => s.regents.filter((d) => s.sheets[d]?.orders.length);

function alertness(s: State, d: DomainId): boolean {
  const regent = s.characters[`${d}:regent`];
  return !!regent?.build.abilities.some((a) => a.id === 'alertness');
}

export function resolveRound(tx: Tx): void {
  rollInitiative(tx);
  // a domain left without a regent is claimed once somebody at its court can claim it (J-26)
  claimVacantSeats(tx);
  if (isTurnStart(tx.state.round)) turnStart(tx);
  // fleets due home come back; ley lines, links and realm spells that have run out end
  roundUpkeep(tx);
  dormantRound(tx);
  for (const d of tx.state.initiative) {
    const sheet = tx.state.sheets[d];
    // a court budget paid short leaves the court actions past the paid court undone (J-10)
    const unpaid = sheet ? unpaidCourtOrders(tx.state, d, sheet.orders) : null;
    sheet?.orders.forEach((order, index) => {
      const handler = HANDLERS[order.action];
      const cut = unpaid?.get(index);
      if (cut) tx.emit({ type: 'actionResolved', domain: d, index, order, roll: null, ok: false, text: cut });
      else if (handler) handler(tx, { domain: d, index, order });
      else
        tx.emit({
          type: 'actionResolved',
          domain: d,
          index,
          order,
          roll: null,
          ok: false,
          text: `${ACTION_BY_ID.get(order.action as ActionId)?.name ?? order.action} is not carried out yet by this server.`,
        });
    });
  }
  battles(tx);
  // wilderness held by one domain's units round after round is prepared for settlement (J-63)
  watchSettlement(tx);
  // a court kept at level 10 for three rounds makes Decree a free action (R-08, J-78)
  noteCourtLevels(tx);
  const round = tx.state.round;
  tx.emit({ type: 'roundEnded', round });
  if (roundOfTurn(round) === 3) {
    scoreTurn(tx);
    if (turnOf(round) >= tx.state.lastTurn) {
      finalScore(tx);
      return;
    }
  }
  tx.emit({ type: 'roundBegun', round: round + 1 });
}
