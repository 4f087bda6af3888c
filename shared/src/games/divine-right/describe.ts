/**
 * One plain-language line per Divine Right event, every die roll and what
 * modified it included (combat odds and the roll totals that pick the result,
 * siege rolls, diplomacy rolls against the number needed, Hero Fate, random
 * events). Called on events already redacted for the reader: a hidden card
 * is only ever counted, never named, and unrevealed personalities stay unnamed.
 */
import type { HexId } from '../../engine/hex.ts';
import {
  CASTLES,
  DIPLOMACY_DECK,
  DIPLOMACY_RULES,
  HERO_FATE_TABLE,
  IDENTITY_CARDS,
  KINGDOM_NAMES,
  type KingdomId,
  NAMED_SPACES,
  NON_CASTLE_PORTS,
  PLOY_BY_ID,
  PERSONALITY_CARDS,
  RANDOM_EVENTS,
  SIEGE_TABLE,
} from './data/index.ts';
import type { DrEvent } from './events.ts';
import type { Interrupt, Step } from './rules/state.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
/** A kingdom's name inside a sentence ("the Trolls"); `describe` capitalises a sentence's first word. */
const kname = (k: KingdomId | string) => (KINGDOM_NAMES[k as KingdomId] ?? k).replace(/^The /, 'the ');
/** "Pon's", "the Trolls'". */
const kpos = (k: KingdomId | string) => {
  const n = kname(k);
  return n.endsWith('s') ? `${n}'` : `${n}'s`;
};
const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const CASTLE_BY_HEX = new Map(CASTLES.map((c) => [c.hex, c]));
const PLACE_BY_HEX = new Map<HexId, string>([
  ...NAMED_SPACES.map((s) => [s.hex, s.name] as const),
  ...NON_CASTLE_PORTS.map((p) => [p.hex, p.name] as const),
  ...CASTLES.map((c) => [c.hex, c.name] as const),
]);

/** "1213" or "1213 (Castle Lapspell)". */
export const hexWords = (hex: HexId): string => {
  const name = PLACE_BY_HEX.get(hex);
  return name ? `${hex} (${name})` : hex;
};

const CARD = new Map(DIPLOMACY_DECK.map((c) => [c.id, c]));

/** A diplomacy card in words ("Threats +2"); a hidden card stays unnamed. */
export function cardWords(id: string | null): string {
  if (!id || id === 'hidden') return 'a hidden card';
  const c = CARD.get(id);
  if (!c) return 'a diplomacy card';
  return `${PLOY_BY_ID.get(c.ploy)?.name ?? c.ploy} ${signed(c.modifier)}`;
}

/** A counter in words: "Muetar army 3", "the monarch of Pon (King …)", "mercenary A". */
export function unitWords(id: string): string {
  const m = /^(.+)-monarch$/.exec(id);
  if (m) {
    const k = m[1] as KingdomId;
    const card = IDENTITY_CARDS[k];
    return card ? `the monarch of ${kname(k)} (${card.king})` : `the monarch of ${kname(k)}`;
  }
  const merc = /^merc-(.+)$/.exec(id);
  if (merc) return `mercenary ${merc[1]}`;
  const r = /^(.+)-(army|fleet)-(\d+)$/.exec(id);
  if (r) return `${kname(r[1] as string)} ${r[2]} ${r[3]}`;
  return id;
}

const unitsWords = (ids: readonly string[]) => {
  if (!ids.length) return 'no units';
  if (ids.length > 6) return `${plural(ids.length, 'unit')} (${ids.slice(0, 4).map(unitWords).join(', ')} …)`;
  return ids.map(unitWords).join(', ');
};

const STEP: Record<Step, string> = {
  begin: 'the start of the player turn',
  draw: 'the diplomacy draw',
  diplomacy: 'the Diplomacy Phase',
  card: 'the diplomacy roll',
  discard: 'discarding down to four cards',
  sieges: 'the Siege Phase',
  movement: 'the Movement Phase',
  declare: 'the Combat Phase (declaring attacks)',
  resolve: 'the Combat Phase (resolving attacks)',
  end: 'the end of the player turn',
  over: 'the end of the game',
};

/** Questions in words; a kind added later still gets a generic sentence. */
const ASK: Partial<Record<Interrupt['kind'], (it: Interrupt) => string>> = {
  losses: (it) =>
    it.kind === 'losses'
      ? `${it.seat} must choose ${plural(it.count, 'unit')} to lose (${it.cause}).`
      : `${it.seat} must choose losses.`,
  retreat: (it) =>
    it.kind === 'retreat'
      ? `${it.seat} may try to retreat before combat from ${hexWords(it.hex)} (to ${it.options.join(', ')}) or stand.`
      : '',
  advance: (it) =>
    it.kind === 'advance'
      ? `${it.seat} may advance after combat${it.hexes.length ? ` into ${it.hexes.join(', ')}` : ''}${it.relief ? ` or enter the castle at ${hexWords(it.relief)}` : ''}.`
      : '',
  replace: (it) =>
    it.kind === 'replace' ? `${it.seat} may bring back ${plural(it.count, 'eliminated regular')}.` : '',
  reinforce: (it) =>
    it.kind === 'reinforce' ? `${it.seat} may place ${plural(it.count, 'mercenary', 'mercenaries')}.` : '',
  veto: (it) =>
    it.kind === 'veto'
      ? `${it.seat} besieges ${kpos(it.kingdom)} castles and may keep the siege (the kingdom stays in its alliance) or lift it.`
      : '',
  recall: (it) =>
    it.kind === 'recall'
      ? `${it.seat} may call back some of the units retreating from ${hexWords(it.hex)} to ${hexWords(it.to)}.`
      : '',
  reentry: (it) => (it.kind === 'reentry' ? `${it.seat} votes on whether ${it.candidate} may re-enter the game.` : ''),
  castaway: (it) =>
    it.kind === 'castaway'
      ? `${it.seat} decides whether to keep ${unitWords(it.unit)}, cast ashore in ${kname(it.kingdom)} (a Diplomatic Penalty), or give him up.`
      : '',
  deploy: (it) =>
    it.kind === 'deploy'
      ? `${it.seat} places the ${plural(it.units.length, 'unit')} of newly activated ${kname(it.kingdom)}.`
      : '',
  displace: (it) =>
    it.kind === 'displace'
      ? `${it.seat} must choose where ${plural(it.units.length, 'unit')} displaced from ${hexWords(it.from)} go (${it.cause}): ${it.options
          .map((o) => `${o.to}${o.through ? ` through ${o.through}` : ''}${o.loss ? `, losing ${o.loss}` : ''}`)
          .join('; ')}.`
      : '',
  captive: (it) =>
    it.kind === 'captive'
      ? `${it.seat} holds the monarch of ${kname(it.kingdom)} with no prison castle: execute or set free.`
      : '',
};

const FATE: Record<string, string> = { killed: 'killed', 'no-effect': 'no effect', captured: 'captured' };
const fateTable = Object.entries(HERO_FATE_TABLE)
  .map(([r, f]) => `${r} ${FATE[f]}`)
  .join(', ');

/** Odds modifiers (DR-ODDS-02/03): the larger side adds the rounded ratio, rounding favours the defender. */
export function oddsOf(attacker: number, defender: number): { attacker: number; defender: number; words: string } {
  if (attacker <= 0 || defender <= 0) return { attacker: 0, defender: 0, words: 'no odds' };
  if (attacker >= defender) {
    const n = Math.floor(attacker / defender);
    return { attacker: n, defender: 1, words: `${n}:1 for the attacker` };
  }
  const n = Math.ceil(defender / attacker);
  return { attacker: 1, defender: n, words: `1:${n} against the attacker` };
}

const sideRoll = (name: string, r: { roll: number; modifier: number }, odds: number) => {
  const other = r.modifier - odds;
  const parts = [`odds ${signed(odds)}`];
  if (other) parts.push(`leaders, terrain and penalties ${signed(other)}`);
  return `${name} rolled ${r.roll} ${signed(r.modifier)} (${parts.join(', ')}) = ${r.roll + r.modifier}`;
};

export function describe(e: DrEvent): string {
  const line = words(e);
  return line.startsWith('the ') ? `T${line.slice(1)}` : line;
}

function words(e: DrEvent): string {
  switch (e.type) {
    case 'started': {
      const seats = Object.entries(e.players)
        .map(([seat, p]) => `${seat} rules ${kname(p.kingdom)}`)
        .join(', ');
      return `The game begins over ${plural(e.turns, 'game turn')}${e.suddenDeath ? ' (sudden death)' : ''}: ${seats}; ${plural(e.units.length, 'counter')} deployed.`;
    }
    case 'orderDrawn':
      return `Game turn ${e.turn}: the order of play is drawn — ${e.order.join(', ')}.`;
    case 'playerTurn':
      return `${e.seat}'s player turn begins.`;
    case 'step':
      return `Now: ${STEP[e.step] ?? e.step}.`;
    case 'eventRolled': {
      const ev = RANDOM_EVENTS.find((r) => r.id === e.event);
      const total = e.dice[0] + e.dice[1];
      return `${e.seat} rolls 2d6 for a random event: ${e.dice[0]} + ${e.dice[1]} = ${total} — ${ev?.name ?? e.event}${
        e.event === 'no-event'
          ? ''
          : e.happened
            ? ` (${ev?.summary.replace(/\.$/, '') ?? 'applied'})`
            : ', but it has no effect'
      }.`;
    }
    case 'badOmens':
      return `Bad Omens: ${kpos(e.kingdom)} regulars will neither attack nor siege this game turn.`;
    case 'placed': {
      const hexes = [...new Set(e.units.map((u) => u.hex))];
      return `${unitsWords(e.units.map((u) => u.id))} enter${e.units.length === 1 ? 's' : ''} the map (${e.cause}) at ${hexes.map(hexWords).join(', ')}.`;
    }
    case 'moved': {
      const to = e.path[e.path.length - 1] ?? '';
      const via = e.path.length > 2 ? ` via ${e.path.slice(1, -1).join(', ')}` : '';
      const cargo = e.cargo && Object.keys(e.cargo).length ? `, carrying ${unitsWords(Object.keys(e.cargo))}` : '';
      return `${unitsWords(e.units)} move${e.units.length === 1 ? 's' : ''} from ${hexWords(e.path[0] ?? '')} to ${hexWords(to)}${via} (${e.cost} MP)${e.inside ? ', inside the castle' : ''}${e.ledBy ? `, led by ${unitWords(e.ledBy)}` : ''}${cargo}${e.landed ? ', landing' : ''}.`;
    }
    case 'displaced':
      return `${unitsWords(e.units)} ${e.units.length === 1 ? 'is' : 'are'} displaced to ${hexWords(e.to)}${e.inside ? ' (inside the castle)' : ''} by ${e.cause}.`;
    case 'eliminated':
      return `${unitsWords(e.units)} ${e.units.length === 1 ? 'is' : 'are'} eliminated (${e.cause}).`;
    case 'removed':
      return `${unitsWords(e.units)} leave${e.units.length === 1 ? 's' : ''} the map${e.kingdom ? ` as ${kname(e.kingdom)} goes home` : ''}.`;
    case 'stolen':
      return `${e.seat} hires ${unitWords(e.unit)} away to ${hexWords(e.hex)}.`;
    case 'cardDrawn':
      return e.card ? `${e.seat} draws a diplomacy card: ${cardWords(e.card)}.` : `${e.seat} draws a diplomacy card.`;
    case 'deckShuffled':
      return 'The diplomacy discards are shuffled into a new deck.';
    case 'cardDiscarded':
      if (e.played) return `${e.seat} plays ${cardWords(e.card)} on the diplomacy roll.`;
      return e.card === 'hidden' ? `${e.seat} discards a diplomacy card.` : `${e.seat} discards ${cardWords(e.card)}.`;
    case 'envoySent':
      return `${e.seat} sends the ambassador to ${e.action === 'assassinate' ? 'assassinate the monarch of' : e.action} ${kname(e.kingdom)}${e.at ? ` at ${hexWords(e.at)}` : ''}.`;
    case 'personalityRevealed': {
      const p = PERSONALITY_CARDS.find((c) => c.number === e.card);
      return `${kpos(e.kingdom)} monarch shows personality card ${e.card}${p ? ` “${p.title}” (activation ${signed(p.activation)}, deactivation ${signed(p.deactivation)})` : ''}.`;
    }
    case 'diplomacyRolled': {
      const need = e.action === 'activate' ? DIPLOMACY_RULES.activationTarget : DIPLOMACY_RULES.deactivationTarget;
      return `${e.seat}'s ${e.action === 'activate' ? 'activation' : 'deactivation'} roll on ${kname(e.kingdom)}: rolled ${e.roll} ${signed(e.modifier)} (card, personality and penalties) = ${e.roll + e.modifier}, needs ${e.need || need} — ${e.success ? 'success' : 'failure'}.`;
    }
    case 'assassinationRolled': {
      const r =
        e.ambassador > e.monarch
          ? 'the monarch dies'
          : e.ambassador < e.monarch
            ? 'the ambassador dies'
            : 'a tie, nothing happens';
      return `Assassination attempt by ${e.seat} on the monarch of ${kname(e.kingdom)}: ambassador rolled ${e.ambassador}, monarch rolled ${e.monarch} (no modifiers) — ${r}.`;
    }
    case 'duelRolled': {
      const [a, b] = e.rolls;
      const r =
        a === b
          ? 'a tie: both ambassadors die'
          : a < b
            ? `${e.seat}'s ambassador dies`
            : `${e.target}'s ambassador dies`;
      return `Duel of ambassadors, ${e.seat} against ${e.target}: rolled ${a} and ${b} (no modifiers; the lower dies) — ${r}.`;
    }
    case 'forcedPeaceRolled': {
      const ok = (DIPLOMACY_RULES.forcedPeace.successOn as readonly number[]).includes(e.roll);
      return `${e.seat} tries to force peace on ${kname(e.kingdom)}: rolled ${e.roll} (no modifiers), needs ${DIPLOMACY_RULES.forcedPeace.successOn.join(' or ')} — ${ok ? 'success' : 'failure'}.`;
    }
    case 'banished':
      return e.assassin
        ? `${e.seat}'s ambassador is banished from ${kname(e.kingdom)} until its monarch dies.`
        : `${e.seat}'s ambassador is banished from ${kname(e.kingdom)} through game turn ${e.until}.`;
    case 'ambassadorKilled':
      return `${e.seat}'s ambassador is killed; a new one acts from game turn ${e.back}.`;
    case 'dueled':
      return `${e.seats[0]} and ${e.seats[1]} may not duel again this game.`;
    case 'assassinationUsed':
      return `${e.seat} has used the one assassination of the game.`;
    case 'forcedPeaceTried':
      return `No more Forced Peace attempts on ${kname(e.kingdom)} this phase.`;
    case 'activated':
      return `${kname(e.kingdom)} joins ${e.seat}'s alliance (game turn ${e.turn}).`;
    case 'deactivated':
      if (!e.lock) return `${kname(e.kingdom)} leaves its alliance and becomes inactive.`;
      return `${kname(e.kingdom)} becomes inactive: ${e.lock.kind === 'confusion' ? 'Confusion' : 'Forced Peace'} — no diplomacy with it through game turn ${e.lock.until}.`;
    case 'crowned':
      return `A new monarch is crowned in ${kname(e.kingdom)}${e.card === null ? ' (personality card face down)' : ` (personality card ${e.card})`}.`;
    case 'personalityShuffled':
      return `${kpos(e.kingdom)} old personality card is shuffled back into the personality deck.`;
    case 'monarchDied':
      return `The monarch of ${kname(e.kingdom)} dies (${e.cause})${e.by ? `; credited to ${e.by}` : ''}.`;
    case 'monarchCaptured':
      return `${e.by} captures the monarch of ${kname(e.kingdom)} and holds him at ${hexWords(e.prison)}.`;
    case 'captiveFreed':
      return `The monarch of ${kname(e.kingdom)} is set free at ${hexWords(e.hex)}.`;
    case 'castaway':
      return `${unitWords(e.unit)} is cast ${e.ashore ? 'ashore' : 'away'} on ${hexWords(e.hex)}.`;
    case 'rescued':
      return `${unitWords(e.unit)} is rescued by ${unitWords(e.fleet)}.`;
    case 'playerEliminated':
      return `${e.seat} is out of the game${e.by ? ` (by ${e.by})` : ''}.`;
    case 'penalty':
      return `${e.seat} suffers a Diplomatic Penalty with ${kname(e.kingdom)} (${e.cause}): −1 on later diplomacy rolls there.`;
    case 'vp':
      return `${e.seat} ${e.points >= 0 ? 'scores' : 'loses'} ${plural(Math.abs(e.points), 'victory point')} (${e.reason}).`;
    case 'siegeDeclared': {
      const c = CASTLE_BY_HEX.get(e.hex);
      return `${e.seat} lays siege to ${c ? `${c.name} (defense ${c.defense})` : 'the castle'} at ${e.hex}.`;
    }
    case 'siegeEnded':
      return `The siege of ${hexWords(e.hex)} ends (${e.reason}).`;
    case 'siegeRolled': {
      const c = CASTLE_BY_HEX.get(e.hex);
      const total = e.roll + e.modifier;
      const result =
        e.result === 'fail'
          ? `a natural ${SIEGE_TABLE.naturalFail} always fails: the besiegers lose ${plural(SIEGE_TABLE.failLosses, 'unit')}`
          : e.result === 'plunder'
            ? `${SIEGE_TABLE.plunderAt} or more: the castle falls and is plundered`
            : `2 to ${SIEGE_TABLE.plunderAt - 1}: the siege goes on`;
      return `${e.seat}'s siege roll against ${c ? `${c.name} (defense ${c.defense})` : hexWords(e.hex)}: rolled ${e.roll} ${signed(e.modifier)} (besiegers against defenders inside plus the castle's defense) = ${total} — ${result}.`;
    }
    case 'plundered':
      return `${e.seat} plunders ${CASTLES.find((c) => c.id === e.castle)?.name ?? e.castle} at ${e.hex}.`;
    case 'fateRolled':
      return `Hero Fate for ${unitWords(e.unit)}: rolled ${e.roll} (${fateTable}) — ${FATE[e.result] ?? e.result}${e.result === 'captured' && e.by ? ` by ${e.by}` : ''}.`;
    case 'used':
      return `${unitsWords(e.units)} ${e.units.length === 1 ? 'has' : 'have'} acted and ${e.done ? 'may not move or attack again' : 'may not attack again'} this turn.`;
    case 'brokeOut':
      return `${unitsWords(e.units)} broke out and may leave the castle.`;
    case 'asked':
      return (
        ASK[e.interrupt.kind]?.(e.interrupt) || `${e.interrupt.seat} must answer a question (${e.interrupt.kind}).`
      );
    case 'answered':
      return 'The question is answered.';
    case 'changePending':
      return e.change
        ? `${kname(e.change.kingdom)} would drop out of its alliance (${e.change.cause}${e.change.duration ? `, d6 rolled ${e.change.duration}` : ''}); its besiegers may veto.`
        : 'The pending change of alliance is settled.';
    case 'vetoAnswered':
      return `${e.seat} ${e.keep ? 'keeps the siege: the kingdom stays in its alliance' : 'lifts the siege'}.`;
    case 'attackDeclared':
      return `Attack declared on ${e.attack.targets.map(hexWords).join(', ')} from ${e.attack.from.join(', ')} (${e.attack.kind}): ${plural(e.attack.attackers.length, 'unit')} against ${e.attack.defenders.length}.`;
    case 'battleBegan':
      return `Battle at ${e.attack.targets.map(hexWords).join(', ')}: the attacker from ${e.attack.from.join(', ')} against ${e.defenderSeat}${e.attack.kind === 'breakout' ? ' (a breakout)' : ''}.`;
    case 'retreatRolled':
      return `Retreat before combat from ${hexWords(e.hex)}: rolled ${e.roll}, needs ${e.need} or more — ${
        e.to ? `${unitsWords(e.units)} withdraw to ${hexWords(e.to)}` : 'they must stand and fight'
      }.`;
    case 'reentryVoted':
      return `${e.seat} votes ${e.yes ? 'for' : 'against'} letting ${e.candidate} back into the game.`;
    case 'reentered':
      return `${e.seat} re-enters the game with ${kname(e.kingdom)}${e.from ? `, taken from ${e.from}'s alliance` : ''}.`;
    case 'grace':
      return `${kname(e.kingdom)} is no longer at war with ${e.seats.join(', ')}: their units inside it get their next Movement Phase to leave.`;
    case 'graceEnded':
      return `${e.seat}'s time to leave ${kname(e.kingdom)} is over.`;
    case 'retreatCancelled':
      return `${unitsWords(e.units)} ${e.units.length === 1 ? 'is' : 'are'} called back to stand and fight at ${hexWords(e.hex)}.`;
    case 'sallied':
      return `${unitsWords(e.units)} come${e.units.length === 1 ? 's' : ''} out of the castle-port at ${hexWords(e.hex)} to meet the landing.`;
    case 'battleHalved':
      return 'The amphibious attack failed: half of the surviving attackers are lost as well.';
    case 'attackJoined':
      return `${unitsWords(e.units)} join${e.units.length === 1 ? 's' : ''} attack ${e.index + 1} and may not retreat again.`;
    case 'battleRolled': {
      const o = oddsOf(e.attacker.strength, e.defender.strength);
      const aTot = e.attacker.roll + e.attacker.modifier;
      const dTot = e.defender.roll + e.defender.modifier;
      const row =
        aTot > dTot ? `attacker ahead by ${aTot - dTot}` : dTot > aTot ? `defender ahead by ${dTot - aTot}` : 'a tie';
      return `Combat, strength ${e.attacker.strength} against ${e.defender.strength} (odds ${o.words}): ${sideRoll('attacker', e.attacker, o.attacker)}; ${sideRoll('defender', e.defender, o.defender)}; ${row} — attacker loses ${e.attackerLoss}, defender loses ${e.defenderLoss}.`;
    }
    case 'battleStage':
      return e.stage === 'advance' ? 'The winner may now advance.' : 'The battle is fought; losses are settled.';
    case 'battleEnded':
      return 'The battle is over.';
    case 'gameTurnEnded':
      return `Game turn ${e.turn} ends.`;
    case 'ended': {
      const scores = Object.entries(e.scores)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ');
      return `The game is over: ${e.winners.length ? `${andList(e.winners)} win${e.winners.length === 1 ? 's' : ''}` : 'no winner'} — ${e.summary.replace(/\.$/, '')}${scores ? ` (victory points: ${scores})` : ''}.`;
    }
  }
}
