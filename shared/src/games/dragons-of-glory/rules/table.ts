/**
 * The table of stages: for each, who is asked what (pending), what they may
 * send (choices), what a command does (decide), and what a missed deadline
 * does (onTimeout). After every command the board is checked for captures,
 * conquests and a sudden-death victory (DG-CNQ-01).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice, DecideContext, Pending, SeatId } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import { sideOfSeat } from '../config.ts';
import { otherSide, type NationId, type Side } from '../data/index.ts';
import type { DgEvent } from '../events.ts';
import { applyActivate, applySkip, attemptable, rating } from './activation.ts';
import { applyAttack, applyBattleCommand, attackChoices, battleChoices, battleTimeout } from './combat.ts';
import { afterCommand } from './conquest.ts';
import { seatCommands } from './seats.ts';
import { chooseFirst, endCombat, endMovement } from './flow.ts';
import { applyMove, applyMoveWizard, moveChoices } from './movement.ts';
import { applyCapitalCommand, capitalChoices, disbandChoices } from './capitals.ts';
import { applySeaCommand, seaAttackChoices, seaChoices, seaTimeout } from './naval.ts';
import { applyPlace, placeChoices } from './placement.ts';
import { applyReplacement, replacementChoices } from './replacements.ts';
import { applyShipCommand, shipChoices } from './ships.ts';
import { applyEventChoice, eventChoices, eventTimeout } from './strategic.ts';
import { applyTauntCommand, tauntChoices } from './taunt.ts';
import type { State } from './state.ts';
import { Tx } from './tx.ts';
import { nationWord, sideWord } from './words.ts';

/** Who decides now, by side (any seat of a shared side may answer). */
export function deciders(s: State): { side: Side; prompt: string; kind: string }[] {
  if (s.result) return [];
  const st = s.stage;
  if (!st) return [];
  switch (st.kind) {
    case 'replacements':
      return st.sides.map((side) => ({
        side,
        prompt: 'Replacements: rebuild from the pool and place them',
        kind: 'replacements',
      }));
    case 'activation':
      return [{ side: st.side, prompt: 'Try to bring a neutral nation into the war, or pass', kind: 'activation' }];
    case 'first':
      return [{ side: st.side, prompt: 'You have the initiative: choose who moves first', kind: 'initiative' }];
    case 'movement':
      return [{ side: st.side, prompt: `Move your forces (Turn ${s.turn})`, kind: 'turn' }];
    case 'place':
      return [{ side: st.side, prompt: `Place the forces of ${nationWord(st.nation)}`, kind: 'place' }];
    case 'taunt':
      return [{ side: st.side, prompt: 'Your kender may taunt an enemy stack next to them', kind: 'taunt' }];
    case 'combat':
      return [{ side: st.side, prompt: 'Attack, or end your Combat Step', kind: 'turn' }];
    case 'rbc':
      return [{ side: st.side, prompt: 'You are attacked: retreat before combat, or stand', kind: 'rbc' }];
    case 'losses':
      return [{ side: st.side, prompt: 'Choose which armies take the losses', kind: 'losses' }];
    case 'retreat':
      return [{ side: st.side, prompt: 'Choose where your armies retreat', kind: 'retreat' }];
    case 'advance':
      return [{ side: st.side, prompt: 'Advance into the hex you won, or stay', kind: 'advance' }];
    case 'naval':
      return [{ side: st.side, prompt: 'Name the targets of your ships', kind: 'naval' }];
    case 'naval-withdraw':
      return [{ side: st.side, prompt: 'Withdraw your ships, or fight another round', kind: 'naval' }];
    case 'maelstrom-exit':
      return [{ side: st.side, prompt: 'A ship comes out of the Maelstrom: choose where', kind: 'maelstrom' }];
    case 'escape':
      return [{ side: st.side, prompt: 'Enemy ships come near: escape into the Maelstrom?', kind: 'escape' }];
    case 'capital':
      return [{ side: 'whitestone', prompt: `Set up the capital of ${nationWord(st.nation)} again`, kind: 'capital' }];
    case 'event-choice':
      return [{ side: st.side, prompt: 'A Strategic Event asks you to choose', kind: 'event' }];
  }
}

export function pending(s: State): Pending[] {
  return deciders(s).flatMap((d) =>
    s.seats[d.side]
      .filter((seat) => !(ownStep(s) && s.done.includes(seat)))
      .map((seat) => ({ seat, prompt: d.prompt, kind: d.kind, timeout: true })),
  );
}

/** A Movement or Combat Step of a side split by nation: each seat plays its own part (rules/seats.ts). */
const ownStep = (s: State): boolean => s.split && (s.stage?.kind === 'movement' || s.stage?.kind === 'combat');

const asSide = (seat: SeatId): Side => {
  const side = sideOfSeat(seat);
  if (!side) throw new RuleError('no_such_seat', 'There is no such side.');
  return side;
};

function activationChoices(s: State, side: Side): Choice<Command>[] {
  const out: Choice<Command>[] = attemptable(s, side).map((n: NationId) => {
    const r = rating(s, side, n)!;
    return {
      command: { type: 'activate', nation: n },
      label: `Call ${nationWord(n)} to arms: ${r.rating >= 10 ? 'sure' : r.rating <= 0 ? 'cannot succeed' : `needs ${r.rating} or less on a d10`}`,
      group: 'Activation',
    };
  });
  out.push({ command: { type: 'skipActivation' }, label: 'Try no nation this Turn', group: 'Activation' });
  return out;
}

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  if (!ownStep(s)) return sideChoices(s, seat);
  if (s.done.includes(seat)) return [];
  const others = s.seats[sideOfSeat(seat)!]?.filter((x) => x !== seat && !s.done.includes(x)).length ?? 0;
  return sideChoices(s, seat)
    .filter((c) => seatCommands(s, seat, c.command as unknown as Record<string, unknown>))
    .map((c) =>
      (c.command.type === 'endMovement' || c.command.type === 'endCombat') && others
        ? { ...c, label: `${c.label}: my part (${others} more of our side still to play)` }
        : c,
    );
}

function sideChoices(s: State, seat: SeatId): Choice<Command>[] {
  const side = sideOfSeat(seat);
  if (!side || s.result) return [];
  if (!deciders(s).some((d) => d.side === side)) return [];
  const st = s.stage!;
  switch (st.kind) {
    case 'activation':
      return activationChoices(s, side);
    case 'first':
      return [
        { command: { type: 'chooseFirst', side }, label: 'We move first', group: 'Initiative' },
        {
          command: { type: 'chooseFirst', side: otherSide(side) },
          label: `${sideWord(otherSide(side))} moves first`,
          group: 'Initiative',
        },
      ];
    case 'place':
      return placeChoices(s, side);
    case 'replacements':
      return replacementChoices(s, side);
    case 'taunt':
      return tauntChoices(s, side);
    case 'naval':
    case 'naval-withdraw':
    case 'maelstrom-exit':
    case 'escape':
      return seaChoices(s, side);
    case 'capital':
      return capitalChoices(s, side);
    case 'event-choice':
      return eventChoices(s, side);
    case 'movement':
      return [
        ...shipChoices(s, side),
        ...moveChoices(s, side),
        ...disbandChoices(s, side),
        {
          command: { type: 'endMovement' },
          label: 'End movement',
          group: 'End',
          confirm: 'Your Movement Step ends; the Combat Step follows.',
        },
      ];
    case 'combat':
      return [
        ...attackChoices(s, side),
        ...seaAttackChoices(s, side),
        {
          command: { type: 'endCombat' },
          label: 'End the Combat Step',
          group: 'End',
          confirm: 'No more attacks this Turn.',
        },
      ];
    default:
      return battleChoices(s, side);
  }
}

export function decide(s: State, seat: SeatId, c: Command, ctx: DecideContext): DgEvent[] {
  const side = asSide(seat);
  if (s.result) throw new RuleError('game_over', 'The game is over.');
  if (!deciders(s).some((d) => d.side === side)) throw new RuleError('not_your_turn', 'It is not your decision now.');
  if (ownStep(s) && s.done.includes(seat))
    throw new RuleError('not_your_turn', 'You have ended your part of this step; the rest of your side plays on.');
  if (ownStep(s) && !seatCommands(s, seat, c as unknown as Record<string, unknown>))
    throw new RuleError('not_your_forces', 'Those forces are commanded by another player of your side.');
  const tx = new Tx(s, ctx.dice);
  const st = s.stage!;
  // A seat of a split side ends its own part; the step ends with the last of them.
  const partDone = () => {
    const left = s.seats[side].filter((x) => x !== seat && !s.done.includes(x));
    if (!ownStep(s) || left.length === 0) return false;
    tx.emit({ type: 'seatDone', seat });
    return true;
  };
  const need = (kind: string) => {
    if (st.kind !== kind) throw new RuleError('not_now', 'That cannot be done now.');
  };
  switch (c.type) {
    case 'activate':
      need('activation');
      applyActivate(tx, side, c.nation as NationId);
      break;
    case 'skipActivation':
      need('activation');
      applySkip(tx, side);
      break;
    case 'chooseFirst':
      need('first');
      chooseFirst(tx, side, c.side);
      break;
    case 'placeNation':
    case 'placeAtHome':
      need('place');
      applyPlace(tx, side, c);
      break;
    case 'move':
      need('movement');
      applyMove(tx, side, c);
      break;
    case 'moveWizard':
      need('movement');
      applyMoveWizard(tx, side, c);
      break;
    case 'endMovement':
      need('movement');
      if (!partDone()) endMovement(tx);
      break;
    case 'attack':
      need('combat');
      applyAttack(tx, side, c);
      break;
    case 'endCombat':
      need('combat');
      if (partDone()) break;
      tx.stage(null);
      endCombat(tx);
      break;
    case 'consolidate':
    case 'pair':
    case 'draconian':
    case 'placeTemple':
    case 'endReplacements':
      applyReplacement(tx, side, c);
      break;
    case 'moveShip':
    case 'embark':
    case 'disembark':
      need('movement');
      applyShipCommand(tx, side, c);
      break;
    case 'seaAttack':
    case 'fire':
    case 'withdrawShips':
    case 'fightOn':
    case 'maelstromExit':
    case 'escape':
      applySeaCommand(tx, side, c);
      break;
    case 'disbandCapital':
    case 'establishCapital':
      applyCapitalCommand(tx, side, c);
      break;
    case 'taunt':
    case 'endTaunts':
      need('taunt');
      applyTauntCommand(tx, side, c);
      break;
    case 'eventChoice':
      need('event-choice');
      applyEventChoice(tx, side, c);
      break;
    default:
      applyBattleCommand(tx, side, c);
  }
  afterCommand(tx);
  return tx.state.hiddenStacks ? tx.events.map((e) => markHidden(e, side, tx.state)) : tx.events;
}

/** Under hidden stacks, moves are marked with their side so the enemy's log is redacted (view.ts redact). */
function markHidden(e: DgEvent, side: Side, s: State): DgEvent {
  switch (e.type) {
    case 'followed': {
      const owner = s.units[e.units[0] ?? '']?.side;
      return owner ? { ...e, hidden: owner } : e;
    }
    case 'moved':
      return { ...e, hidden: e.side };
    case 'placed':
    case 'paired':
    case 'consolidated':
      return { ...e, hidden: e.side };
    case 'draconianMade':
      return { ...e, hidden: 'highlord' };
    case 'wizardMoved':
    case 'shipMoved':
    case 'embarked':
    case 'disembarked':
      return { ...e, hidden: side };
    default:
      return e;
  }
}

/** A missed deadline: the suggested defaults of the checklist's decision table. */
export function onTimeout(s: State, seat: SeatId): Command {
  const side = asSide(seat);
  const st = s.stage;
  switch (st?.kind) {
    case 'activation':
      return { type: 'skipActivation' };
    case 'first':
      // The common wargame choice: the initiative winner moves second (checklist §2 row 1).
      return { type: 'chooseFirst', side: otherSide(side) };
    case 'place':
      return { type: 'placeAtHome' };
    case 'movement':
      return { type: 'endMovement' };
    case 'combat':
      return { type: 'endCombat' };
    case 'replacements':
      // AMB-03/AMB-44's default: every pair and the new draconian are taken, then the step ends.
      return { type: 'endReplacements', takeAll: true };
    case 'taunt':
      return { type: 'endTaunts' };
    case 'event-choice':
      return eventTimeout(s, side);
    default: {
      const c = battleTimeout(s, side) ?? seaTimeout(s, side);
      if (c) return c;
      const first = choices(s, seat)[0];
      if (!first) throw new Error(`no default for ${st?.kind}`);
      return first.command;
    }
  }
}
