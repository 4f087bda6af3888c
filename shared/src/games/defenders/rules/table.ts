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
import { GENERALS, HEROES, HERO_CARD, isRaceCard, type HeroId } from '../data/index.ts';
import { commandKey, type Command, type Orders } from '../commands.ts';
import type { DfEvent } from '../events.ts';
import { attackNext, awaitingCommit, candidates, commit, commitOptions, orderOptions } from './battle.ts';
import { applyDay, dayChoices, dayOptions, sameOnce, type Option } from './day.ts';
import { portraitCards } from './helpers.ts';
import { chooseHero, heroChoices, heroOptions, isPicking, isReplacing } from './heroes.ts';
import { capital, cardName, dice, plural, seatWords } from '../names.ts';
import { DARKNESS_PER_NIGHT, discardDown, HAND_LIMIT } from './night.ts';
import type { State } from './state.ts';
import { Tx } from './tx.ts';

/** "the Paladin", or "Hero 2" while the seat has no hero. */
const heroName = (s: State, seat: SeatId): string => seatWords(seat, s.players[seat]?.hero?.id);
const Hero = (s: State, seat: SeatId): string => capital(heroName(s, seat));

interface PhaseRules {
  pending(s: State): Pending[];
  /** The prompt: what the seat is offered (choices). */
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
  // Stryker disable next-line ArrayDeclaration: choices() asks only seats the game waits on, and while a hero is replaced those are the replacing seats
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
    // Stryker disable next-line ArrayDeclaration: in Daytime choices() asks only the active seat
    options: (s, seat) => (seat === s.active ? dayChoices(s, seat) : []),
    apply(tx, seat, cmd) {
      ensureListed(dayOptions(tx.state, seat), cmd);
      applyDay(tx, seat, cmd);
    },
  },
  battle: {
    pending(s) {
      const b = s.battle;
      // Stryker disable next-line ArrayDeclaration: phase battle always has a battle (battleBegan sets both and battleEnded clears both in one event)
      if (!b) return [];
      if (b.stage === 'commit') {
        return awaitingCommit(b).map((seat) => ({
          seat,
          prompt:
            seat === b.initiator
              ? `Commit the cards you attack ${GENERALS[b.general].name} with.`
              : `${Hero(s, b.initiator)} attacks ${GENERALS[b.general].name}: commit cards to join the battle.`,
          kind: seat === b.initiator ? 'commit' : 'join-attack',
          timeout: true,
        }));
      }
      return [{ seat: b.initiator, prompt: 'Choose which hero attacks next.', kind: 'battle-order', timeout: true }];
    },
    options: (s, seat) => [...commitOptions(s, seat), ...orderOptions(s, seat)],
    apply(tx, seat, cmd) {
      const b = tx.state.battle;
      // Stryker disable next-line StringLiteral: phase battle always has a battle (battleBegan sets both and battleEnded clears both in one event)
      if (!b) throw new RuleError('no_battle', 'There is no battle.');
      if (cmd.type === 'commit') {
        // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
        const h = tx.state.players[seat]?.hero;
        if (b.stage !== 'commit' || b.committed[seat] !== null || !h) {
          throw new RuleError('not_committing', 'You have nothing to commit now.');
        }
        const allowed = portraitCards(h.hand, b.general);
        const seen = new Set<string>();
        for (const c of cmd.cards) {
          if (!allowed.includes(c) || seen.has(c)) {
            throw new RuleError(
              'illegal_card',
              `${HERO_CARD[c] ? `The ${cardName(c)}` : 'That card'} is not a card of yours showing ${GENERALS[b.general].name}.`,
            );
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
          throw new RuleError(
            'illegal_attacker',
            `${tx.state.seats.includes(cmd.seat) ? Hero(tx.state, cmd.seat) : 'That hero'} cannot attack now.`,
          );
        attackNext(tx, cmd.seat);
        return;
      }
      throw new RuleError('in_battle', 'Finish the battle first.');
    },
  },
  discard: {
    pending: (s) => {
      // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts), and the discard phase starts only when the active hero holds more than 10 cards
      const over = (s.players[s.active]?.hero?.hand.length ?? HAND_LIMIT) - HAND_LIMIT;
      return [
        {
          seat: s.active,
          prompt: `Evening: discard ${plural(Math.max(1, over), 'more Hero Card', 'more Hero Cards')} to get down to ${HAND_LIMIT}.`,
          kind: 'discard',
          timeout: true,
        },
      ];
    },
    // Stryker disable next-line ArrayDeclaration: in the Evening choices() asks only the active seat
    options: (s, seat) => (seat === s.active ? sameOnce(discardOptions(s, seat)) : []),
    apply(tx, seat, cmd) {
      ensureListed(discardOptions(tx.state, seat), cmd);
      if (cmd.type === 'discard') discardDown(tx, seat, cmd.card);
    },
  },
  // Stryker disable next-line ObjectLiteral,ArrowFunction,ArrayDeclaration: the Night never rests: it ends in turnBegan or gameEnded within the same command
  night: { pending: () => [], options: () => [], apply: () => {} },
  // Stryker disable next-line ObjectLiteral,ArrowFunction,ArrayDeclaration: phase over always has an outcome, which pending, choices and decide check first
  over: { pending: () => [], options: () => [], apply: () => {} },
};

/** A command in words, for a refusal. */
const COMMAND_WORDS: Partial<Record<Command['type'], string>> = {
  move: 'That move',
  skill: 'That skill',
  buildGate: 'Building a Magic Gate',
  rumors: 'That call at the Inn',
  healLand: 'Healing the land',
  heal: 'Resting',
  fight: 'Fighting',
  slay: 'The Slayer',
  attack: 'That attack',
  quest: 'Completing the quest',
  special: 'Playing that card',
  endDay: 'Ending Daytime',
  commit: 'Committing cards',
  attackNext: 'That attack',
  discard: 'That discard',
  chooseHero: 'Choosing a hero',
};

/**
 * The hand-limit discards: one per card in hand. The one that brings the hand down to 10 lets the
 * Night begin, which cannot be taken back; with closed hands every discard shows the card for good.
 */
function discardOptions(s: State, seat: SeatId): Option[] {
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = s.players[seat]?.hero;
  // Stryker disable next-line LogicalOperator,ArrayDeclaration: discardOptions is reached only in the discard phase for the active seat, whose hero holds more than 10 cards
  if (s.phase !== 'discard' || seat !== s.active || !h) return [];
  const last = h.hand.length - 1 <= HAND_LIMIT;
  const nights = DARKNESS_PER_NIGHT[s.war] ?? 1;
  return [...new Set(h.hand)].map((card) => {
    const c = HERO_CARD[card];
    const worth = c && isRaceCard(c) ? ` (${dice(c.dice)})` : '';
    const gone = `The ${cardName(card)} goes to the discard pile`;
    const confirm = last
      ? `${gone} and the Night begins: ${plural(nights, 'Darkness Spreads card')} will be drawn.`
      : s.options.openHands
        ? undefined
        : `${gone}; hands are closed, so showing it cannot be taken back.`;
    return {
      command: { type: 'discard', card } as Command,
      label: `Discard the ${cardName(card)}${worth}`,
      group: 'Discard',
      ...(confirm ? { confirm } : {}),
    };
  });
}

function ensureListed(options: Option[], cmd: Command): void {
  const key = commandKey(cmd);
  if (!options.some((o) => commandKey(o.command) === key)) {
    throw new RuleError(`illegal_${cmd.type}`, `${COMMAND_WORDS[cmd.type] ?? 'That'} is not allowed now.`);
  }
}

const rulesFor = (s: State): PhaseRules => (s.replacing.length ? replaceRules : TABLE[s.phase]);

export function pending(s: State): Pending[] {
  if (s.outcome) return [];
  return rulesFor(s).pending(s);
}

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  // Stryker disable next-line LogicalOperator: every phase's options already return nothing for seats it is not waiting on, and with an outcome pending is empty
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
  // Stryker disable next-line LogicalOperator: a battle exists only in phase battle, except after a game-ending win, when no seat is asked
  if (s.phase === 'battle' && b) {
    // Stryker disable next-line LogicalOperator: onTimeout is asked only for pending seats: in the commit stage they have committed nothing, in the order stage the initiator has committed
    if (b.stage === 'commit' && b.committed[seat] === null) {
      // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
      const h = s.players[seat]?.hero;
      return { type: 'commit', cards: seat === b.initiator && h ? portraitCards(h.hand, b.general) : [] };
    }
    const next = candidates(s, b)[0];
    if (next) return { type: 'attackNext', seat: next };
  }
  if (s.phase === 'discard') {
    // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
    const h = s.players[seat]?.hero;
    // Stryker disable next-line OptionalChaining: the discard phase starts only when the active hero holds more than 10 cards, and only that seat is asked
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
  // Stryker disable next-line OptionalChaining: every seat has a player record from the first event on (evolve.ts)
  const h = s.players[seat]?.hero;
  if (!h) return null;
  return { type: 'commit', cards: orders.join === 'never' ? [] : portraitCards(h.hand, b.general) };
}
