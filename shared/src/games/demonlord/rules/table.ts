/**
 * The table of states: for each stage, who is asked what (pending), what they
 * may send (choices), what a command does (decide), what a missed deadline
 * does (onTimeout) and what a standing order answers (standing).
 */
import { ensure, RuleError } from '../../../engine/errors.ts';
import type { Choice, DecideContext, Pending, SeatId } from '../../../engine/types.ts';
import { battleTimeout, type BattleCommand } from '../battle/index.ts';
import { frontLength, getArea, type Side } from '../data/index.ts';
import type { Command, CoreCommand, Orders } from '../commands.ts';
import type { DlEvent } from '../events.ts';
import { allianceChoices, applySeek } from './alliance.ts';
import { applyPeace, truceChoices } from './endturn.ts';
import {
  applyBattleCommand,
  applySally,
  applyTerrain,
  applyWithdraw,
  applyWithdrawOn,
  battleChoicesOf,
  battlePendingOf,
  battleState,
  endWithdrawOn,
  openBattle,
  sallyChoices,
  terrainChoices,
  withdrawChoices,
  withdrawOnChoices,
} from './fight.ts';
import { advance } from './flow.ts';
import { applyMove, applySetTop, moveChoices } from './movement.ts';
import { applyDemand, applyOffer, exchangeChoices, placeFreedChoices } from './prisoners.ts';
import { applyCall, applyPlace, applyReturn, mayCall, reinforceChoices, returnChoices } from './reinforce.ts';
import { applySetup, setupChoices, setupPending, setupTimeout } from './setupStage.ts';
import { applyCast, passWindow, siegeMagicChoices, windowChoices } from './magic.ts';
import {
  applySiegeBid,
  applySiegeLosses,
  applySiegeMode,
  applySiegeOrder,
  siegeChoices,
  siegeLossChoices,
  siegeLossDefault,
  siegeOrderChoices,
} from './siege.ts';
import type { State } from './state.ts';
import { applySummon, summonChoices } from './summoning.ts';
import { Tx } from './tx.ts';
import { areaWords, counterName, sideWord } from './words.ts';

const asSide = (seat: SeatId): Side => {
  if (seat !== 'demon' && seat !== 'khozar') throw new RuleError('no_such_seat', 'There is no such side.');
  return seat;
};

export function pending(s: State): Pending[] {
  if (s.result) return [];
  const st = s.stage;
  if (!st) return [];
  const one = (seat: Side, prompt: string, kind: string, timeout = true): Pending[] => [
    { seat, prompt, kind, timeout },
  ];
  switch (st.kind) {
    case 'setup':
      return setupPending(s).map((p) => ({ ...p, timeout: true }));
    case 'reinforce':
      return one(st.side, 'Bring your reinforcements onto the map', 'reinforce');
    case 'movement':
      return one(s.active, `Move your forces (turn ${s.turn}, ${sideWord(s.active)} phase)`, 'turn');
    case 'summoning':
      return one(s.active, 'Summon, or let the summoning step pass', 'summon');
    case 'order':
      return one(s.active, 'Choose which battle to fight next', 'order');
    case 'sally':
      return one(
        st.side,
        st.relief
          ? `Does the garrison of ${areaWords(st.area)} join the relief battle?`
          : `Enemy regiments are at ${areaWords(st.area)}: battle or siege?`,
        'sally',
      );
    case 'terrain':
      return one(st.side, `Choose the battle terrain at ${areaWords(st.area)}`, 'terrain');
    case 'battle':
      return battlePendingOf(s).map((p) => ({ seat: p.side, prompt: p.prompt, kind: p.kind, timeout: true }));
    case 'withdraw':
      return one(st.side, `Choose where your forces withdraw from ${areaWords(st.area)}`, 'withdraw');
    case 'withdrawOn':
      return one(
        st.side,
        `Your withdrawal from ${areaWords(st.area)}: take units with MP left further, or stop`,
        'withdraw',
      );
    case 'siege':
      return one(st.side, `Assault ${areaWords(st.area)} or keep up the siege?`, 'siege');
    case 'siegeOrder':
      return one(s.active, 'Choose which siege to resolve next', 'siege-order');
    case 'siegeLosses':
      return st.asked.map((seat) => ({
        seat,
        prompt: `The siege of ${areaWords(st.area)} costs you ${st.losses[seat]} regiment${st.losses[seat] === 1 ? '' : 's'}: choose`,
        kind: 'siege-losses',
        timeout: true,
      }));
    case 'alliance':
      return one(st.side, 'Seek alliances with the neutrals, or pass', 'alliance');
    case 'exchange':
      return one(
        st.side,
        st.step === 'ask'
          ? 'Demand an exchange of prisoners?'
          : st.step === 'offer'
            ? 'Offer a prisoner for exchange'
            : `Answer the offer of ${counterName(st.offered!)}`,
        'exchange',
      );
    case 'placeFreed':
      return one(st.side, `Where does the freed ${counterName(st.unit)} go?`, 'exchange');
    case 'truce':
      return st.asked.map((seat) => ({
        seat,
        prompt: s.truce.open ? 'Press for peace?' : 'Seek a truce?',
        kind: 'truce',
        timeout: true,
      }));
    case 'window':
      return st.asked.map((seat) => ({
        seat,
        prompt: `Cast a spell (${WINDOW_WORDS[st.window] ?? st.window}) or pass`,
        kind: 'spell-window',
        timeout: true,
      }));
    case 'veil':
      return one(st.side, `A Vision is cast on ${areaWords(st.area)}: answer with Veil?`, 'veil');
    case 'gate':
      return one(st.side, `The Gate to ${areaWords(st.to)} is open: choose who goes through`, 'spell-window');
    case 'siegeMagic':
      return one(st.turn, `Siege magic at ${areaWords(st.area)}: add a caster or pass`, 'siege-magic');
  }
}

const WINDOW_WORDS: Record<string, string> = {
  'phase-start': 'start of the phase',
  'after-movement': 'after movement',
  'battle-step-start': 'before the battles',
  'before-withdrawal': 'before a withdrawal',
  'phase-end': 'end of the phase',
};

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  if (s.result || !s.stage || (seat !== 'demon' && seat !== 'khozar')) return [];
  const side = seat;
  if (!pending(s).some((p) => p.seat === side)) return [];
  const st = s.stage;
  switch (st.kind) {
    case 'setup':
      return setupChoices(s, side);
    case 'reinforce':
      return reinforceChoices(s, side);
    case 'movement': {
      const out: Choice<Command>[] = [];
      if (mayCall(s, side)) {
        out.push({
          command: { type: 'callReinforcements' },
          label:
            'Call reinforcements (they arrive on a 1-3, rolled each of your phases; you lose the point for not calling)',
          confirm: 'A call cannot be taken back.',
        });
      }
      if (!s.move?.moved.length) out.push(...returnChoices(s, side));
      out.push(...moveChoices(s, side));
      out.push({
        command: { type: 'done' },
        label: 'End movement',
        ...(endConfirm(s) ? { confirm: endConfirm(s)! } : {}),
      });
      return out;
    }
    case 'summoning':
      return summonChoices(s, side);
    case 'order':
      return st.areas.map((a) => ({
        command: { type: 'fightAt', area: a },
        label: `Fight the battle at ${areaWords(a)}`,
        target: a,
      }));
    case 'sally':
      return sallyChoices(s);
    case 'terrain':
      return terrainChoices(s);
    case 'battle':
      return battleChoicesOf(s, side) as Choice<Command>[];
    case 'withdraw':
      return withdrawChoices(s);
    case 'withdrawOn':
      return withdrawOnChoices(s);
    case 'siege':
      return siegeChoices(s);
    case 'siegeOrder':
      return siegeOrderChoices(s);
    case 'siegeLosses':
      return siegeLossChoices(s, side);
    case 'alliance':
      return allianceChoices(s, side);
    case 'exchange':
      return exchangeChoices(s, side);
    case 'placeFreed':
      return placeFreedChoices(s, side);
    case 'truce':
      return truceChoices(s, side);
    case 'window':
    case 'veil':
    case 'gate':
      return windowChoices(s, side);
    case 'siegeMagic':
      return siegeMagicChoices(s, side);
  }
}

/** "End movement" asks first when stacks could still move (STYLE: a step that cannot be taken back asks). */
function endConfirm(s: State): string | null {
  const m = s.move;
  if (!m) return null;
  const idle = Object.keys(m.allowance).filter((id) => !m.moved.includes(id) && s.units[id]?.status === 'map');
  if (!idle.length) return null;
  const areas = new Set(idle.map((id) => s.units[id]!.area));
  return `${areas.size} stack${areas.size === 1 ? '' : 's'} have not moved; movement ends and the battles begin.`;
}

const isBattleCommand = (c: Command): c is BattleCommand => c.type.startsWith('battle');

export function decide(s: State, seat: SeatId, command: Command, ctx: DecideContext): DlEvent[] {
  const side = asSide(seat);
  ensure(!s.result, 'game_over', 'The game is over.');
  ensure(
    pending(s).some((p) => p.seat === side),
    'not_your_decision',
    'The game is not waiting on you.',
  );
  const tx = new Tx(s, ctx.dice);
  if (isBattleCommand(command)) applyBattleCommand(tx, side, command);
  else applyCore(tx, side, command as CoreCommand);
  advance(tx);
  return tx.events;
}

function applyCore(tx: Tx, side: Side, cmd: CoreCommand): void {
  const st = tx.state.stage!;
  if (st.kind === 'setup') {
    applySetup(tx, side, cmd);
    return;
  }
  switch (cmd.type) {
    case 'move':
      applyMove(tx, side, cmd);
      return;
    case 'setTop':
      applySetTop(tx, side, cmd);
      return;
    case 'callReinforcements':
      applyCall(tx, side);
      return;
    case 'bringBack':
      ensure(
        st.kind === 'movement' && !tx.state.move?.moved.length,
        'not_now',
        'The fallen are called back at the start of your phase.',
      );
      applyReturn(tx, side, cmd.character, cmd.regiment);
      return;
    case 'placeReinforcements':
      applyPlace(tx, side, cmd);
      return;
    case 'fightAt':
      ensure(
        st.kind === 'order' && st.areas.includes(cmd.area) && tx.state.active === side,
        'no_battle',
        'There is no battle to fight there now.',
      );
      tx.stage(null);
      openBattle(tx, cmd.area);
      return;
    case 'sally':
      applySally(tx, side, cmd);
      return;
    case 'chooseTerrain':
      applyTerrain(tx, side, cmd);
      return;
    case 'withdraw':
      applyWithdraw(tx, side, cmd);
      return;
    case 'withdrawOn':
      applyWithdrawOn(tx, side, cmd);
      return;
    case 'siegeMode':
      applySiegeMode(tx, side, cmd);
      return;
    case 'siegeLosses':
      applySiegeLosses(tx, side, cmd);
      return;
    case 'siegeAt':
      applySiegeOrder(tx, side, cmd.area);
      return;
    case 'summon':
      applySummon(tx, side, cmd);
      return;
    case 'seekAlliance':
      applySeek(tx, side, cmd);
      return;
    case 'demandExchange':
      applyDemand(tx, side);
      return;
    case 'offerPrisoner':
      applyOffer(tx, side, cmd);
      return;
    case 'seekPeace':
      applyPeace(tx, side, cmd);
      return;
    case 'cast':
      applyCast(tx, side, cmd);
      return;
    case 'siegeSpell':
      applySiegeBid(tx, side, cmd.caster);
      return;
    case 'done':
      done(tx, side);
      return;
    default:
      throw new RuleError('not_now', 'That cannot be done now.');
  }
}

function done(tx: Tx, side: Side): void {
  const st = tx.state.stage!;
  switch (st.kind) {
    case 'movement':
    case 'summoning':
      ensure(tx.state.active === side, 'not_yours', 'It is not your phase.');
      tx.stage(null);
      return;
    case 'alliance':
      ensure(st.side === side, 'not_yours', 'It is not your alliance step.');
      tx.emit({ type: 'allianceDone', side });
      tx.stage(null);
      return;
    case 'exchange':
      ensure(st.side === side && st.step !== 'offer', 'not_yours', 'You cannot stop the exchange now.');
      tx.stage(null);
      return;
    case 'window':
    case 'veil':
    case 'gate':
      passWindow(tx, side);
      return;
    case 'siegeMagic':
      applySiegeBid(tx, side, null);
      return;
    case 'withdrawOn':
      ensure(st.side === side, 'not_yours', 'It is not your withdrawal.');
      endWithdrawOn(tx);
      return;
    default:
      throw new RuleError('not_now', 'There is nothing to finish now.');
  }
}

export function onTimeout(s: State, seat: SeatId): Command {
  const side = asSide(seat);
  const st = s.stage;
  if (!st) return { type: 'done' };
  switch (st.kind) {
    case 'setup':
      return setupTimeout(s, side);
    case 'reinforce':
      return reinforceChoices(s, side)[0]?.command ?? { type: 'done' };
    case 'placeFreed':
      return placeFreedChoices(s, side)[0]?.command ?? { type: 'done' };
    case 'order':
      return { type: 'fightAt', area: st.areas[0]! };
    case 'sally':
      return { type: 'sally', battle: st.relief }; // W1: shelter by default; a relief force fights with its garrison
    case 'terrain':
      return { type: 'chooseTerrain', terrain: st.options[0]! };
    case 'battle': {
      const b = battleState(s);
      return b ? battleTimeout(b, side) : { type: 'done' };
    }
    case 'withdraw':
      return { type: 'withdraw', option: 0 };
    case 'withdrawOn':
      // the active side's own decision, like its movement: a missed deadline stops where the units stand
      return { type: 'done' };
    case 'siege':
      return { type: 'siegeMode', assault: false };
    case 'siegeOrder':
      return { type: 'siegeAt', area: st.areas[0]! };
    case 'siegeLosses':
      return siegeLossDefault(s, side);
    case 'exchange':
      return exchangeChoices(s, side)[0]?.command ?? { type: 'done' };
    case 'truce':
      return { type: 'seekPeace', yes: false };
    default:
      return { type: 'done' };
  }
}

export function standing(s: State, seat: SeatId, orders: Orders): Command | null {
  const st = s.stage;
  if (!st || (seat !== 'demon' && seat !== 'khozar')) return null;
  switch (st.kind) {
    case 'sally':
      return !st.relief && orders.sally ? { type: 'sally', battle: orders.sally === 'battle' } : null;
    case 'siege':
      return st.side === seat && s.active !== seat && orders.siege
        ? { type: 'siegeMode', assault: orders.siege === 'assault' }
        : null;
    case 'siegeLosses':
      return st.asked.includes(seat) && orders.siegeLosses === 'weakest' ? siegeLossDefault(s, seat) : null;
    case 'terrain': {
      if (st.side !== seat || !orders.terrain) return null;
      const fronts = st.options.map((t) => ({ t, f: frontLength(t, getArea(st.area).road) }));
      fronts.sort((a, b) => (orders.terrain === 'small' ? a.f - b.f : b.f - a.f));
      return { type: 'chooseTerrain', terrain: fronts[0]!.t };
    }
    case 'truce':
      return st.asked.includes(seat) && orders.peace ? { type: 'seekPeace', yes: orders.peace === 'yes' } : null;
    case 'window':
      if (!st.asked.includes(seat) || !orders.windows) return null;
      return orders.windows === 'never' || s.active !== seat ? { type: 'done' } : null;
    case 'siegeMagic':
      return st.turn === seat && orders.siegeMagic === 'never' ? { type: 'done' } : null;
    default:
      return null;
  }
}
