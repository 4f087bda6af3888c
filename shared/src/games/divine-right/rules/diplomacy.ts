/**
 * Phase 2, Diplomacy (DR-DIP-*, DR-AMB-*, DR-FP-*, DR-PRIS-09/10): draw a
 * card, one ambassador action (activation, deactivation, assassination or a
 * duel), Forced Peace attempts, prisoners, then the four-card limit.
 */
import type { SeatId } from '../../../engine/types.ts';
import {
  cardBanishmentTurns,
  DIPLOMACY_DECK,
  DIPLOMACY_RULES,
  type DiplomacyAction,
  type KingdomId,
  PLOY_BY_ID,
  personality,
  getHex,
  hexesOf,
  royalCastleOf,
  THE_FACE,
} from '../data/index.ts';
import type { HexId } from '../../../engine/hex.ts';
import type { Option } from '../commands.ts';
import { andList, capital, cardWords, kname, kpos, monarchWords, plural, seatIn } from '../words.ts';
import { distance, isCombat, seatOf, unitsAt } from './board.ts';
import type { PlayerState, State } from './state.ts';
import { activate, freeCaptive, killMonarch, requestDeactivation } from './status.ts';
import type { Tx } from './tx.ts';

const CARD = new Map(DIPLOMACY_DECK.map((c) => [c.id, c]));
export const cardOf = (id: string) => {
  const c = CARD.get(id);
  // Stryker disable next-line StringLiteral: cardOf is only given ids of the deck, hands and discards, and a player's card is checked against the offered choices first, so the throw never fires
  if (!c) throw new Error(`no diplomacy card ${id}`);
  return c;
};

const KINGDOMS = (s: State) => Object.keys(s.kingdoms) as KingdomId[];

/** Step 2A: one card, even with a dead ambassador (DR-DIP-02); an empty deck reshuffles the discards (DR-DIP-05). */
export function drawCard(tx: Tx): void {
  const seat = tx.state.active;
  if (!tx.state.deck.length) {
    if (!tx.state.discard.length) return;
    tx.emit({ type: 'deckShuffled', deck: tx.dice.shuffle(tx.state.discard) });
  }
  const card = tx.state.deck[0];
  if (card) tx.emit({ type: 'cardDrawn', seat, card });
}

export const ambassadorReady = (s: State, p: PlayerState): boolean => p.ambassadorBack <= s.turn;

export const banishedFrom = (s: State, p: PlayerState, k: KingdomId): boolean =>
  (p.banished[k] ?? 0) >= s.turn || p.assassinBanished.includes(k);

/** The monarch's jailor, if captive. */
export const jailorOf = (s: State, k: KingdomId): SeatId | null => s.units[`${k}-monarch`]?.captive ?? null;

/** No ambassador works on a kingdom in Confusion or Forced Peace, or one he is banished from (DR-DIP-08). */
function reachable(s: State, p: PlayerState, k: KingdomId): boolean {
  return s.kingdoms[k].lock === null && !banishedFrom(s, p, k);
}

const enemyAllied = (s: State, seat: SeatId, k: KingdomId) =>
  s.kingdoms[k].status === 'active' && s.kingdoms[k].seat !== null && s.kingdoms[k].seat !== seat;

export function canActivate(s: State, seat: SeatId, k: KingdomId): boolean {
  const p = s.players[seat];
  return !!p && s.kingdoms[k].status === 'inactive' && reachable(s, p, k);
}

export function canDeactivate(s: State, seat: SeatId, k: KingdomId): boolean {
  const p = s.players[seat];
  const jailor = jailorOf(s, k);
  return (
    !!p &&
    enemyAllied(s, seat, k) &&
    reachable(s, p, k) &&
    (jailor === null || jailor === seat) &&
    !s.diplomacy.forcedPeace.includes(k)
  );
}

export function canAssassinate(s: State, seat: SeatId, k: KingdomId): boolean {
  const p = s.players[seat];
  const jailor = jailorOf(s, k);
  return (
    !!p &&
    !p.assassinationUsed &&
    enemyAllied(s, seat, k) &&
    reachable(s, p, k) &&
    !!s.units[`${k}-monarch`] &&
    (jailor === null || jailor === seat) &&
    // DR-FP-13: a jailor who forced peace on his captive's kingdom does not also send his ambassador at it
    !(jailor === seat && s.diplomacy.forcedPeace.includes(k))
  );
}

export function canForcePeace(s: State, seat: SeatId, k: KingdomId): boolean {
  if (!enemyAllied(s, seat, k) || s.diplomacy.forcedPeace.includes(k)) return false;
  // DR-FP-09: not the kingdom the ambassador tried to deactivate this phase
  if (s.diplomacy.deactivation === k) return false;
  const jailor = jailorOf(s, k);
  // DR-FP-13: a jailor forces peace on his captive's kingdom or works on it with his ambassador, not both
  if (jailor === seat) return s.diplomacy.worked !== k;
  // another's captive: only with the jailor's consent, asked when the attempt is made (DR-FP-12, OOT-7)
  const royal = royalCastleOf(k);
  return !!royal && s.plundered.includes(royal.id) && unitsAt(s, royal.hex).some((u) => u.seat === seat && isCombat(u));
}

/** What executing a prisoner costs (DR-PRIS-09), in words for the question before it. */
export const executeWarning = (k: KingdomId): string =>
  `${capital(monarchWords(k))} dies by your order: no victory points, and a Diplomatic Penalty with ${kname(k)} for the rest of the game.`;

/** What the active seat may do in step 2B/2C. */
export function diplomacyOptions(s: State, seat: SeatId): Option[] {
  const p = s.players[seat];
  // Stryker disable next-line ArrayDeclaration: diplomacy options are only asked for the active seat, which always has a player record
  if (!p) return [];
  const out: Option[] = [];
  const ready = ambassadorReady(s, p) && !s.diplomacy.acted;
  let forced = 0;
  for (const k of KINGDOMS(s)) {
    const name = kname(k);
    const ks = s.kingdoms[k];
    // DR-DIP-11: the first visit turns the monarch's personality card up for everyone
    const reveals = ks.personality !== null && !ks.revealed;
    const reveal = reveals
      ? { confirm: `Your ambassador goes to ${name} and turns its monarch's personality card face up for everyone.` }
      : {};
    if (ready && canActivate(s, seat, k)) {
      const at = envoyHex(s, seat, k);
      out.push({
        command: { type: 'envoy', action: 'activate', kingdom: k },
        label: `Activate ${name}`,
        group: 'Ambassador',
        ...reveal,
        ...(at ? { target: at } : {}),
      });
    }
    if (ready && canDeactivate(s, seat, k))
      out.push({
        command: { type: 'envoy', action: 'deactivate', kingdom: k },
        label: `Deactivate ${name} (allied to ${seatIn(s, ks.seat as SeatId)})`,
        group: 'Ambassador',
        ...reveal,
      });
    if (ready && canAssassinate(s, seat, k)) {
      const m = s.units[`${k}-monarch`];
      out.push({
        command: { type: 'envoy', action: 'assassinate', kingdom: k },
        label: `Assassinate ${monarchWords(k)} (your die against his)`,
        group: 'Ambassador',
        confirm: `This is your one assassination of the game: your ambassador's die against ${monarchWords(k)}'s. If he rolls higher your ambassador dies; unless you win you are banished from ${name} until its monarch dies.`,
        ...(m && m.captive === null && !m.castaway ? { target: m.hex } : {}),
      });
    }
    if (canForcePeace(s, seat, k)) {
      forced++;
      const jailor = jailorOf(s, k);
      out.push(
        jailor !== null && jailor !== seat
          ? {
              command: { type: 'forcePeace', kingdom: k },
              label: `Ask ${seatIn(s, jailor)} to release ${monarchWords(k)} and force peace on ${name}`,
              group: 'Forced Peace',
              confirm: `${capital(seatIn(s, jailor))} decides whether to release ${monarchWords(k)}; if he refuses, there is no Forced Peace on ${name} this phase.`,
            }
          : {
              command: { type: 'forcePeace', kingdom: k },
              label: `Force peace on ${name} (a die roll: ${DIPLOMACY_RULES.forcedPeace.successOn.join(' or ')})`,
              group: 'Forced Peace',
            },
      );
    }
    if (jailorOf(s, k) === seat) {
      const m = s.units[`${k}-monarch`];
      const where = m ? { target: m.hex } : {};
      out.push({
        command: { type: 'execute', kingdom: k },
        label: `Execute ${monarchWords(k)}`,
        group: 'Prisoners',
        confirm: executeWarning(k),
        ...where,
      });
      out.push({
        command: { type: 'release', kingdom: k },
        label: `Release ${monarchWords(k)}`,
        group: 'Prisoners',
        ...where,
      });
    }
  }
  if (ready) {
    for (const other of s.seats) {
      const o = s.players[other];
      if (other === seat || !o || o.eliminated || !ambassadorReady(s, o) || p.dueled.includes(other)) continue;
      out.push({
        command: { type: 'duel', seat: other },
        label: `Duel ${kpos(o.kingdom)} ambassador (both roll; the lower dies)`,
        group: 'Ambassador',
        confirm: `Both ambassadors roll a die: the lower dies, both on a tie, and a dead ambassador is out for ${plural(DIPLOMACY_RULES.ambassadorDeath.returnsAfter, 'game turn')}. You may not duel ${seatIn(s, other)} again.`,
      });
    }
  }
  const unused: string[] = [];
  if (out.some((o) => o.group === 'Ambassador')) unused.push('your ambassador has not acted');
  if (forced) unused.push(`${plural(forced, 'Forced Peace attempt')} ${forced === 1 ? 'is' : 'are'} not made`);
  out.push({
    command: { type: 'done' },
    label: 'End diplomacy',
    group: 'Diplomacy',
    ...(unused.length ? { confirm: `${capital(andList(unused))}; the Diplomacy Phase ends.` } : {}),
  });
  return out;
}

/** The card to play with an activation or deactivation (DR-DIP-06/12). */
export function cardOptions(s: State, seat: SeatId): Option[] {
  const env = s.diplomacy.envoy;
  const p = s.players[seat];
  // Stryker disable next-line LogicalOperator,StringLiteral,ArrayDeclaration: card options are asked only in the card step, which exists only while an activation or deactivation envoy is out
  if (!env || !p || env.action === 'assassinate') return [];
  const action: DiplomacyAction = env.action;
  const seen = new Set<string>();
  const out: Option[] = [
    {
      command: { type: 'playCard', card: null },
      label: `Roll to ${action} ${kname(env.kingdom)} without a card`,
      group: 'Diplomacy roll',
    },
  ];
  for (const id of p.hand) {
    if (seen.has(id)) continue;
    seen.add(id);
    const c = cardOf(id);
    // Stryker disable next-line OptionalChaining: every card's ploy is in PLOY_BY_ID
    if (!PLOY_BY_ID.get(c.ploy)?.usableFor.includes(action)) continue;
    out.push({
      command: { type: 'playCard', card: id },
      label: `Play ${cardWords(id)} and roll to ${action} ${kname(env.kingdom)}`,
      group: 'Diplomacy roll',
    });
  }
  return out;
}

/** Modifier of a Diplomacy Roll (DR-DIP-13/24/25/26). */
export function diplomacyModifier(
  s: State,
  seat: SeatId,
  k: KingdomId,
  action: DiplomacyAction,
  cardId: string | null,
): number {
  const ks = s.kingdoms[k];
  const card = cardId ? cardOf(cardId) : null;
  let mod = card ? card.modifier : 0;
  const monarch = s.units[`${k}-monarch`];
  const castaway = !!monarch?.castaway;
  if (ks.personality !== null && !castaway) {
    const p = personality(ks.personality);
    mod += action === 'activate' ? p.activation : p.deactivation;
    if (card) mod += p.ploys[card.ploy] ?? 0;
    if (p.origin) {
      const o = seatOf(s, p.origin.kingdom);
      if (o === seat) mod += p.origin.sameAlliance;
      else if (o !== null) mod += p.origin.otherAlliance;
    }
  }
  // Stryker disable next-line OptionalChaining: the roll is made only for the active seat, which has a player record
  if (s.players[seat]?.penalty.includes(k)) mod += DIPLOMACY_RULES.diplomaticPenalty;
  return mod;
}

/** Banishment after a failed roll: card (modifier + 1) plus the personality's own, added (DR-AMB-03..05). */
export function banishmentTurns(s: State, k: KingdomId, action: DiplomacyAction, cardId: string | null): number {
  const card = cardId ? cardOf(cardId) : null;
  let n = 0;
  // Stryker disable next-line OptionalChaining: every card's ploy is in PLOY_BY_ID
  if (card && PLOY_BY_ID.get(card.ploy)?.banishesOnFailure) n += cardBanishmentTurns(card.modifier);
  const ks = s.kingdoms[k];
  if (ks.personality !== null) {
    for (const b of personality(ks.personality).banishments) {
      const onMatch = b.on === 'any-failure' || b.on === action;
      const ployMatch = !b.ploys || (card !== null && b.ploys.includes(card.ploy));
      if (onMatch && ployMatch) n += b.turns;
    }
  }
  return n;
}

/** The ambassador goes to the target; its personality card is shown to all (DR-DIP-10/11). */
/**
 * Where the ambassador stands for an activation (DR-DIP-10): the royal castle, or when enemy combat
 * units occupy it the nearest hex of the kingdom free of them (Q-73 ties); the Trolls' at the Face.
 */
export function envoyHex(s: State, seat: SeatId, k: KingdomId): HexId | null {
  const enemy = (h: HexId) => unitsAt(s, h).some((u) => u.seat !== seat && isCombat(u));
  // Stryker disable next-line OptionalChaining: every kingdom but the Trolls, handled first, has a royal castle
  const royal = k === 'trolls' ? THE_FACE : (royalCastleOf(k)?.hex ?? null);
  if (royal && !enemy(royal)) return royal;
  const from = royal ?? hexesOf(k)[0];
  const free = hexesOf(k).filter((h) => getHex(h).kind === 'land' && !enemy(h));
  // Stryker disable next-line LogicalOperator: every kingdom has a royal castle, so `from` is never null here
  if (!from) return free[0] ?? null;
  free.sort((a, b) => distance(from, a) - distance(from, b) || (a < b ? -1 : 1));
  return free[0] ?? null;
}

export function sendEnvoy(tx: Tx, seat: SeatId, action: 'activate' | 'deactivate' | 'assassinate', k: KingdomId): void {
  const at = action === 'activate' ? envoyHex(tx.state, seat, k) : null;
  tx.emit({ type: 'envoySent', seat, action, kingdom: k, ...(at ? { at } : {}) });
  const ks = tx.state.kingdoms[k];
  if (!ks.revealed && ks.personality !== null)
    tx.emit({ type: 'personalityRevealed', kingdom: k, card: ks.personality });
  if (action === 'assassinate') assassinate(tx, seat, k);
}

/** Rolls an activation (6+) or deactivation (7+), with the card played if any (DR-DIP-13..16). */
export function rollDiplomacy(tx: Tx, seat: SeatId, cardId: string | null): void {
  const env = tx.state.diplomacy.envoy;
  // Stryker disable next-line LogicalOperator,StringLiteral: the card step follows only an activation or deactivation, and cardOptions applies the same guard first
  if (!env || env.action === 'assassinate') return;
  const k = env.kingdom;
  const action = env.action;
  const roll = tx.dice.roll(6);
  const modifier = diplomacyModifier(tx.state, seat, k, action, cardId);
  const need = action === 'activate' ? DIPLOMACY_RULES.activationTarget : DIPLOMACY_RULES.deactivationTarget;
  const success = roll + modifier >= need;
  tx.emit({ type: 'diplomacyRolled', seat, action, kingdom: k, roll, modifier, need, success });
  if (cardId) tx.emit({ type: 'cardDiscarded', seat, card: cardId, played: true });
  if (!success) {
    const n = banishmentTurns(tx.state, k, action, cardId);
    if (n > 0) tx.emit({ type: 'banished', seat, kingdom: k, until: tx.state.turn + n, assassin: false });
    return;
  }
  if (action === 'activate') activate(tx, k, seat);
  else requestDeactivation(tx, k, 'deactivate', 0);
}

function killAmbassador(tx: Tx, seat: SeatId): void {
  tx.emit({ type: 'ambassadorKilled', seat, back: tx.state.turn + DIPLOMACY_RULES.ambassadorDeath.returnsAfter });
}

/** Once per game: ambassador's d6 against the monarch's (DR-DIP-18..20). */
export function assassinate(tx: Tx, seat: SeatId, k: KingdomId): void {
  tx.emit({ type: 'assassinationUsed', seat });
  const ambassador = tx.dice.roll(6);
  const monarch = tx.dice.roll(6);
  tx.emit({ type: 'assassinationRolled', seat, kingdom: k, ambassador, monarch });
  if (ambassador > monarch) {
    killMonarch(tx, k, seat, 'assassination', false);
    return;
  }
  if (monarch > ambassador) killAmbassador(tx, seat);
  tx.emit({ type: 'banished', seat, kingdom: k, until: 0, assassin: true });
}

/** Duel: the lower roll's ambassador dies, both on a tie (DR-DIP-22/23). */
export function duel(tx: Tx, seat: SeatId, target: SeatId): void {
  const a = tx.dice.roll(6);
  const b = tx.dice.roll(6);
  tx.emit({ type: 'dueled', seats: [seat, target] });
  tx.emit({ type: 'duelRolled', seat, target, rolls: [a, b] });
  if (a <= b) killAmbassador(tx, seat);
  if (b <= a) killAmbassador(tx, target);
}

/** Forced Peace: natural 5-6, then a d6 of turns (DR-FP-05/06). */
export function forcePeace(tx: Tx, seat: SeatId, k: KingdomId): void {
  const jailor = jailorOf(tx.state, k);
  if (jailor !== null && jailor !== seat) {
    // DR-FP-12, OOT-7: the jailor must agree to release his captive first
    tx.emit({ type: 'forcedPeaceTried', kingdom: k });
    tx.emit({ type: 'asked', interrupt: { kind: 'release', seat: jailor, requester: seat, kingdom: k } });
    return;
  }
  if (!tx.state.diplomacy.forcedPeace.includes(k)) tx.emit({ type: 'forcedPeaceTried', kingdom: k });
  const roll = tx.dice.roll(6);
  tx.emit({ type: 'forcedPeaceRolled', seat, kingdom: k, roll });
  if (!(DIPLOMACY_RULES.forcedPeace.successOn as readonly number[]).includes(roll)) return;
  requestDeactivation(tx, k, 'forced-peace', tx.dice.roll(6));
}

/** Executing a prisoner: no VP, a permanent Diplomatic Penalty (DR-PRIS-09). */
export function execute(tx: Tx, seat: SeatId, k: KingdomId): void {
  tx.emit({ type: 'penalty', seat, kingdom: k, cause: 'execution' });
  killMonarch(tx, k, seat, 'execution', false);
}

export function release(tx: Tx, k: KingdomId): void {
  freeCaptive(tx, k);
}

export function discardOptions(s: State, seat: SeatId): Option[] {
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: discard options are built only for a seat with a player record
  const hand = s.players[seat]?.hand ?? [];
  return [...new Set(hand)].map((card) => ({
    command: { type: 'discard', card },
    label: `Discard ${cardWords(card)}`,
    group: 'Discard',
    confirm: `${cardWords(card)} goes to the discard pile; you keep ${plural(hand.length - 1, 'card')}.`,
  }));
}
