/**
 * The table of states. Each phase says who is waiting (pending), what they
 * may do (options: the prompt, shared by choices() and decide()) and how a
 * command is applied. The sequence of play:
 *
 *   setup -> [pick heroes] -> for each turn: Daytime (actions, battles)
 *         -> Evening (draw 2, discard to 10) -> Night (Darkness Spreads)
 *         -> end-of-turn wounds, Generals heal -> next hero's Daytime
 *
 * A fallen hero's replacement interrupts whatever phase is running.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice, DecideContext, Pending, SeatId } from '../../../engine/types.ts';
import { GENERALS, HEROES, type HeroId } from '../data/index.ts';
import { commandKey, type Command, type Orders } from '../commands.ts';
import type { DfEvent } from '../events.ts';
import { attackNext, awaitingCommit, candidates, commit, commitOptions, orderOptions } from './battle.ts';
import { applyDay, dayOptions, type Option } from './day.ts';
import { portraitCards } from './helpers.ts';
import { chooseHero, heroChoices, heroOptions, isPicking, isReplacing } from './heroes.ts';
import { discardDown } from './night.ts';
import type { State } from './state.ts';
import { Tx } from './tx.ts';

const heroName = (s: State, seat: SeatId): string => {
  const h = s.players[seat]?.hero;
  return h ? HEROES[h.id].name : seat;
};

interface PhaseRules {
  pending(s: State): Pending[];
  options(s: State, seat: SeatId): Option[];
  apply(tx: Tx, seat: SeatId, cmd: Command): void;
}

const replaceRules: PhaseRules = {
  pending: (s) =>
    s.replacing.map((r) => ({
      seat: r.seat,
      prompt: 'Your hero has fallen: choose a new hero.',
      kind: 'choose-hero',
      timeout: true,
    })),
  options: (s, seat) => (isReplacing(s, seat) ? heroOptions(s, seat) : []),
  apply(tx, seat, cmd) {
    if (cmd.type !== 'chooseHero') throw new RuleError('choose_hero', 'Choose your new hero first.');
    checkHero(tx.state, seat, cmd.hero);
    chooseHero(tx, seat, cmd.hero);
  },
};

function checkHero(s: State, seat: SeatId, hero: HeroId | 'random'): void {
  if (hero !== 'random' && !heroChoices(s, seat).includes(hero)) {
    throw new RuleError('hero_taken', `${HEROES[hero].name} is not available.`);
  }
}

const TABLE: Record<State['phase'], PhaseRules> = {
  pick: {
    pending: (s) =>
      s.seats
        .filter((seat) => isPicking(s, seat))
        .map((seat) => ({ seat, prompt: 'Choose your hero.', kind: 'choose-hero', timeout: true })),
    options: (s, seat) => heroOptions(s, seat),
    apply(tx, seat, cmd) {
      if (cmd.type !== 'chooseHero') throw new RuleError('choose_hero', 'Choose your hero first.');
      checkHero(tx.state, seat, cmd.hero);
      chooseHero(tx, seat, cmd.hero);
    },
  },
  day: {
    pending: (s) => [
      { seat: s.active, prompt: `Daytime: take ${heroName(s, s.active)}'s actions.`, kind: 'turn', timeout: true },
    ],
    options: (s, seat) => (seat === s.active ? dayOptions(s, seat) : []),
    apply(tx, seat, cmd) {
      ensureListed(dayOptions(tx.state, seat), cmd);
      applyDay(tx, seat, cmd);
    },
  },
  battle: {
    pending(s) {
      const b = s.battle;
      if (!b) return [];
      if (b.stage === 'commit') {
        return awaitingCommit(b).map((seat) => ({
          seat,
          prompt:
            seat === b.initiator
              ? `Commit the cards you attack ${GENERALS[b.general].name} with.`
              : `${heroName(s, b.initiator)} attacks ${GENERALS[b.general].name}: commit cards to join the battle.`,
          kind: seat === b.initiator ? 'commit' : 'join-attack',
          timeout: true,
        }));
      }
      return [{ seat: b.initiator, prompt: 'Choose which hero attacks next.', kind: 'battle-order', timeout: true }];
    },
    options: (s, seat) => [...commitOptions(s, seat), ...orderOptions(s, seat)],
    apply(tx, seat, cmd) {
      const b = tx.state.battle;
      if (!b) throw new RuleError('no_battle', 'There is no battle.');
      if (cmd.type === 'commit') {
        const h = tx.state.players[seat]?.hero;
        if (b.stage !== 'commit' || b.committed[seat] !== null || !h) {
          throw new RuleError('not_committing', 'You have nothing to commit now.');
        }
        const allowed = portraitCards(h.hand, b.general);
        const seen = new Set<string>();
        for (const c of cmd.cards) {
          if (!allowed.includes(c) || seen.has(c)) {
            throw new RuleError('illegal_card', `${c} is not a card of yours showing ${b.general}.`);
          }
          seen.add(c);
        }
        if (seat === b.initiator && cmd.cards.length === 0) {
          throw new RuleError('no_cards', 'The hero who starts the attack must commit at least one card.');
        }
        commit(tx, seat, cmd.cards);
        return;
      }
      if (cmd.type === 'attackNext') {
        if (b.stage !== 'order' || seat !== b.initiator)
          throw new RuleError('not_your_call', 'The initiator orders the attack.');
        if (!candidates(tx.state, b).includes(cmd.seat))
          throw new RuleError('illegal_attacker', `${cmd.seat} cannot attack now.`);
        attackNext(tx, cmd.seat);
        return;
      }
      throw new RuleError('in_battle', 'Finish the battle first.');
    },
  },
  discard: {
    pending: (s) => [{ seat: s.active, prompt: 'Discard down to 10 Hero Cards.', kind: 'discard', timeout: true }],
    options: (s, seat) => {
      const h = s.players[seat]?.hero;
      if (seat !== s.active || !h) return [];
      return [...new Set(h.hand)].map((card) => ({
        command: { type: 'discard', card } as Command,
        label: `Discard ${card}`,
        group: 'Discard',
      }));
    },
    apply(tx, seat, cmd) {
      ensureListed(TABLE.discard.options(tx.state, seat), cmd);
      if (cmd.type === 'discard') discardDown(tx, seat, cmd.card);
    },
  },
  night: { pending: () => [], options: () => [], apply: () => {} },
  over: { pending: () => [], options: () => [], apply: () => {} },
};

function ensureListed(options: Option[], cmd: Command): void {
  const key = commandKey(cmd);
  if (!options.some((o) => commandKey(o.command) === key)) {
    throw new RuleError(`illegal_${cmd.type}`, `That ${cmd.type} is not allowed now.`);
  }
}

const rulesFor = (s: State): PhaseRules => (s.replacing.length ? replaceRules : TABLE[s.phase]);

export function pending(s: State): Pending[] {
  if (s.outcome) return [];
  return rulesFor(s).pending(s);
}

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  if (s.outcome || !pending(s).some((p) => p.seat === seat)) return [];
  return rulesFor(s).options(s, seat);
}

export function decide(s: State, seat: SeatId, cmd: Command, ctx: DecideContext): DfEvent[] {
  if (s.outcome) throw new RuleError('game_over', 'The game is over.');
  if (!pending(s).some((p) => p.seat === seat))
    throw new RuleError('not_your_turn', 'The game is not waiting for you.');
  const tx = new Tx(s, ctx.dice);
  rulesFor(s).apply(tx, seat, cmd);
  return tx.events;
}

/** A passed deadline: a random hero, no cards for a joiner, all cards for the initiator, end of Daytime. */
export function onTimeout(s: State, seat: SeatId): Command {
  if (isReplacing(s, seat) || isPicking(s, seat)) return { type: 'chooseHero', hero: 'random' };
  const b = s.battle;
  if (s.phase === 'battle' && b) {
    if (b.stage === 'commit' && b.committed[seat] === null) {
      const h = s.players[seat]?.hero;
      return { type: 'commit', cards: seat === b.initiator && h ? portraitCards(h.hand, b.general) : [] };
    }
    const next = candidates(s, b)[0];
    if (next) return { type: 'attackNext', seat: next };
  }
  if (s.phase === 'discard') {
    const h = s.players[seat]?.hero;
    const card = h?.hand[h.hand.length - 1];
    if (card) return { type: 'discard', card };
  }
  return { type: 'endDay' };
}

/** Standing orders answer a group-attack call: commit every matching card, or none. */
export function standing(s: State, seat: SeatId, orders: Orders): Command | null {
  const b = s.battle;
  if (s.replacing.length || s.phase !== 'battle' || !b || b.stage !== 'commit') return null;
  if (seat === b.initiator || b.committed[seat] !== null) return null;
  const h = s.players[seat]?.hero;
  if (!h) return null;
  return { type: 'commit', cards: orders.join === 'never' ? [] : portraitCards(h.hand, b.general) };
}
