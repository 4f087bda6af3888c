/**
 * One plain-language line per Divine Right event, every die roll and what
 * modified it included (combat odds and the roll totals that pick the result,
 * siege rolls, diplomacy rolls against the number needed, Hero Fate, random
 * events). Called on events already redacted for the reader: a hidden card
 * is only ever counted, never named, and unrevealed personalities stay unnamed.
 * Names, not ids (words.ts): units, hexes, places and cards in words; seats as
 * "Player 2", since a log line sees one event and not the state that knows
 * each seat's kingdom (the started line says who rules what).
 */
import {
  CASTLES,
  DIPLOMACY_RULES,
  HERO_FATE_TABLE,
  PERSONALITY_CARDS,
  RANDOM_EVENTS,
  SIEGE_TABLE,
} from './data/index.ts';
import type { DrEvent, EventOf } from './events.ts';
import type { Interrupt, Step } from './rules/state.ts';
import {
  andList,
  capital,
  cardWords,
  castleName,
  hexesWords,
  hexWords,
  kname,
  kpos,
  kverb,
  monarchWords,
  playerWords,
  plural,
  signed,
  unId,
  unitsAtWords,
  unitsWords,
  unitWord,
  unitWords,
} from './words.ts';

// The board imports these from here.
export { cardWords, hexWords, unitWords };

/** The seats in words for the line being written (describe's `names`), else "Player N". */
let names: Readonly<Record<string, string>> | undefined;
const who = (seat: string) => names?.[seat] ?? playerWords(seat);
const whose = (seat: string) => `${who(seat)}'s`;
const is = (n: number, one: string, many: string) => (n === 1 ? one : many);

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

const LOSS_CAUSE: Record<string, string> = {
  combat: 'in battle',
  storms: 'to the storms',
  mutiny: 'to mutiny',
  epidemic: 'to the epidemic',
  desertion: 'to desertion',
  siege: 'for the failed siege roll',
};

/** Questions in words, one sentence per kind of interrupt. */
const ASK: { [K in Interrupt['kind']]: (it: Extract<Interrupt, { kind: K }>) => string } = {
  losses: (it) =>
    `${who(it.seat)} must choose ${plural(it.count, 'unit')} to lose${LOSS_CAUSE[it.cause] ? ` ${LOSS_CAUSE[it.cause]}` : ''}.`,
  retreat: (it) =>
    `${who(it.seat)} may try to retreat before combat from ${hexWords(it.hex)} (to ${hexesWords(it.options)}) or stand.`,
  advance: (it) =>
    `${who(it.seat)} may advance after combat${it.hexes.length ? ` into ${hexesWords(it.hexes)}` : ''}${it.relief ? ` or enter the castle at ${hexWords(it.relief)}` : ''}.`,
  replace: (it) => `${who(it.seat)} may bring back ${plural(it.count, 'eliminated regular')}.`,
  reinforce: (it) => `${who(it.seat)} may place ${plural(it.count, 'mercenary', 'mercenaries')}.`,
  veto: (it) =>
    `${who(it.seat)} besieges ${kpos(it.kingdom)} castles and may keep the siege (the kingdom stays in its alliance) or lift it.`,
  recall: (it) =>
    `${who(it.seat)} may call back some of the units retreating from ${hexWords(it.hex)} to ${hexWords(it.to)}.`,
  reentry: (it) => `${who(it.seat)} votes on whether ${who(it.candidate)} may re-enter the game.`,
  castaway: (it) =>
    `${who(it.seat)} decides whether to keep ${unitWord(it.unit)}, cast ashore in ${kname(it.kingdom)} (a Diplomatic Penalty), or give him up.`,
  deploy: (it) =>
    `${who(it.seat)} chooses where ${plural(it.units.length, 'unit')} of ${kname(it.kingdom)} ${it.units.length === 1 ? 'enters' : 'enter'} the map.`,
  displace: (it) =>
    `${who(it.seat)} must choose where ${unitsWords(it.units)} displaced from ${hexWords(it.from)} go (${it.cause}): ${it.options
      .map(
        (o) =>
          `${hexWords(o.to)}${o.through ? ` through ${hexWords(o.through)}` : ''}${o.loss ? `, losing ${o.loss}` : ''}`,
      )
      .join('; ')}.`,
  captive: (it) => `${who(it.seat)} holds ${monarchWords(it.kingdom)} with no prison castle: execute or set free.`,
  sally: (it) =>
    `${who(it.seat)} may bring ${unitsWords(it.fleets)} out of the castle-port at ${hexWords(it.hex)} to meet the landing.`,
  release: (it) =>
    `${who(it.requester)} asks ${who(it.seat)} to release ${monarchWords(it.kingdom)} so as to force peace on ${kname(it.kingdom)}.`,
};
const ask = (it: Interrupt): string => (ASK[it.kind] as (x: Interrupt) => string)(it);

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

const PLACED: Record<EventOf<'placed'>['cause'], string> = {
  activation: 'as their kingdom is activated',
  replacement: 'as a replacement',
  reinforcement: 'as a reinforcement',
  regeneration: 'by Troll regeneration',
  freed: 'set free',
};
const ATTACK_KIND: Record<string, string> = {
  land: 'a land attack',
  fleet: 'a fleet attack',
  amphibious: 'an amphibious attack',
  breakout: 'a breakout',
};
const CHANGE: Record<string, string> = {
  deactivate: 'deactivation',
  confusion: 'Confusion',
  'forced-peace': 'Forced Peace',
};
const ELIMINATED: Record<string, string> = {
  combat: 'in battle',
  siege: 'after a failed siege roll',
  event: 'by a random event',
  plunder: 'as the castle is plundered',
  displacement: 'with no way out',
  disbanded: 'by their own side, rather than stay in a neutral kingdom',
};
const DIED: Record<string, string> = { fate: 'Hero Fate' };
const castleAt = (hex: string) => CASTLES.find((c) => c.hex === hex && c.basic);

export function describe(e: DrEvent, seatNames?: Readonly<Record<string, string>>): string {
  names = seatNames;
  try {
    return describeOne(e);
  } finally {
    names = undefined;
  }
}

function describeOne(e: DrEvent): string {
  return capital(words(e));
}

function words(e: DrEvent): string {
  switch (e.type) {
    case 'started': {
      const seats = Object.entries(e.players)
        .map(([seat, p]) => `${who(seat)} rules ${kname(p.kingdom)}`)
        .join(', ');
      return `The game begins over ${plural(e.turns, 'game turn')}${e.suddenDeath ? ' (sudden death)' : ''}: ${seats}; ${plural(e.units.length, 'counter')} deployed.`;
    }
    case 'orderDrawn':
      return `Game turn ${e.turn}: the order of play is drawn — ${e.order.map(who).join(', ')}.`;
    case 'playerTurn':
      return `${whose(e.seat)} player turn begins.`;
    case 'step':
      return `Now: ${STEP[e.step] ?? e.step}.`;
    case 'eventRolled': {
      const ev = RANDOM_EVENTS.find((r) => r.id === e.event);
      const total = e.dice[0] + e.dice[1];
      return `${who(e.seat)} rolls 2d6 for a random event: ${e.dice[0]} + ${e.dice[1]} = ${total} — ${ev?.name ?? 'an unknown event'}${
        e.event === 'no-event'
          ? ''
          : e.happened
            ? ` (${ev?.summary.replace(/\.$/, '') ?? 'applied'})`
            : ', but it has no effect'
      }.`;
    }
    case 'badOmens':
      return `Bad Omens: ${kpos(e.kingdom)} regulars will neither attack nor siege this game turn.`;
    case 'placed':
      return `${unitsAtWords(e.units)} ${is(e.units.length, 'enters', 'enter')} the map ${PLACED[e.cause] ?? ''}.`;
    case 'moved': {
      const from = e.path[0] ?? '';
      const to = e.path[e.path.length - 1] ?? '';
      const cargo = e.cargo && Object.keys(e.cargo).length ? `, carrying ${unitsWords(Object.keys(e.cargo))}` : '';
      const led = e.ledBy ? `, led by ${unitWord(e.ledBy)}` : '';
      if (e.path.length === 1)
        return `${unitsWords(e.units)} ${is(e.units.length, 'searches', 'search')} ${hexWords(from)} (${e.cost} MP)${led}.`;
      const via = e.path.length > 2 ? ` via ${e.path.slice(1, -1).join(', ')}` : '';
      return `${unitsWords(e.units)} ${is(e.units.length, 'moves', 'move')} from ${hexWords(from)} to ${hexWords(to)}${via} (${e.cost} MP)${e.inside ? ', inside the castle' : ''}${led}${cargo}${e.landed ? ', landing' : ''}.`;
    }
    case 'displaced': {
      const n = e.units.length;
      const inside = e.inside ? ' (inside the castle)' : '';
      if (e.cause === 'advance')
        return `${unitsWords(e.units)} ${is(n, 'advances', 'advance')} into ${hexWords(e.to)}${inside}.`;
      if (e.cause === 'relief')
        return `${unitsWords(e.units)} ${is(n, 'goes', 'go')} into the castle at ${hexWords(e.to)}.`;
      if (e.cause === 'walls')
        return `${unitsWords(e.units)} ${is(n, 'leaves', 'leave')} the walls of the castle at ${hexWords(e.to)}, neutral now.`;
      return `${unitsWords(e.units)} ${is(n, 'is', 'are')} displaced to ${hexWords(e.to)}${inside}.`;
    }
    case 'eliminated':
      return `${unitsWords(e.units)} ${is(e.units.length, 'is', 'are')} eliminated ${ELIMINATED[e.cause] ?? `(${unId(e.cause)})`}.`;
    case 'removed':
      return `${unitsWords(e.units)} ${is(e.units.length, 'leaves', 'leave')} the map${e.kingdom ? ` as ${kname(e.kingdom)} ${kverb(e.kingdom, 'goes', 'go')} home` : ''}.`;
    case 'stolen':
      return `${who(e.seat)} hires ${unitWord(e.unit)} away to ${hexWords(e.hex)}.`;
    case 'cardDrawn':
      return e.card
        ? `${who(e.seat)} draws a diplomacy card: ${cardWords(e.card)}.`
        : `${who(e.seat)} draws a diplomacy card.`;
    case 'deckShuffled':
      return 'The diplomacy discards are shuffled into a new deck.';
    case 'cardDiscarded':
      if (e.played) return `${who(e.seat)} plays ${cardWords(e.card)} on the diplomacy roll.`;
      return e.card === 'hidden'
        ? `${who(e.seat)} discards a diplomacy card.`
        : `${who(e.seat)} discards ${cardWords(e.card)}.`;
    case 'envoySent':
      return `${who(e.seat)} sends the ambassador to ${e.action === 'assassinate' ? `assassinate ${monarchWords(e.kingdom)}` : `${e.action} ${kname(e.kingdom)}`}${e.at ? ` at ${hexWords(e.at)}` : ''}.`;
    case 'personalityRevealed': {
      const p = PERSONALITY_CARDS.find((c) => c.number === e.card);
      return `${kpos(e.kingdom)} monarch shows personality card ${e.card}${p ? ` “${p.title}” (activation ${signed(p.activation)}, deactivation ${signed(p.deactivation)})` : ''}.`;
    }
    case 'diplomacyRolled': {
      const need = e.action === 'activate' ? DIPLOMACY_RULES.activationTarget : DIPLOMACY_RULES.deactivationTarget;
      return `${whose(e.seat)} ${e.action === 'activate' ? 'activation' : 'deactivation'} roll on ${kname(e.kingdom)}: rolled ${e.roll} ${signed(e.modifier)} (card, personality and penalties) = ${e.roll + e.modifier}, needs ${e.need || need} — ${e.success ? 'success' : 'failure'}.`;
    }
    case 'assassinationRolled': {
      const r =
        e.ambassador > e.monarch
          ? 'the monarch dies'
          : e.ambassador < e.monarch
            ? 'the ambassador dies'
            : 'a tie, nothing happens';
      return `Assassination attempt by ${who(e.seat)} on ${monarchWords(e.kingdom)}: ambassador rolled ${e.ambassador}, monarch rolled ${e.monarch} (no modifiers) — ${r}.`;
    }
    case 'duelRolled': {
      const [a, b] = e.rolls;
      const r =
        a === b
          ? 'a tie: both ambassadors die'
          : a < b
            ? `${whose(e.seat)} ambassador dies`
            : `${whose(e.target)} ambassador dies`;
      return `Duel of ambassadors, ${who(e.seat)} against ${who(e.target)}: rolled ${a} and ${b} (no modifiers; the lower dies) — ${r}.`;
    }
    case 'forcedPeaceRolled': {
      const ok = (DIPLOMACY_RULES.forcedPeace.successOn as readonly number[]).includes(e.roll);
      return `${who(e.seat)} tries to force peace on ${kname(e.kingdom)}: rolled ${e.roll} (no modifiers), needs ${DIPLOMACY_RULES.forcedPeace.successOn.join(' or ')} — ${ok ? 'success' : 'failure'}.`;
    }
    case 'banished':
      return e.assassin
        ? `${whose(e.seat)} ambassador is banished from ${kname(e.kingdom)} until its monarch dies.`
        : `${whose(e.seat)} ambassador is banished from ${kname(e.kingdom)} through game turn ${e.until}.`;
    case 'ambassadorKilled':
      return `${whose(e.seat)} ambassador is killed; a new one acts from game turn ${e.back}.`;
    case 'dueled':
      return `${who(e.seats[0])} and ${who(e.seats[1])} may not duel again this game.`;
    case 'assassinationUsed':
      return `${who(e.seat)} has used the one assassination of the game.`;
    case 'forcedPeaceTried':
      return `No more Forced Peace attempts on ${kname(e.kingdom)} this phase.`;
    case 'activated':
      return `${kname(e.kingdom)} ${kverb(e.kingdom, 'joins', 'join')} ${whose(e.seat)} alliance (game turn ${e.turn}).`;
    case 'deactivated':
      if (!e.lock)
        return `${kname(e.kingdom)} ${kverb(e.kingdom, 'leaves its alliance and becomes', 'leave their alliance and become')} inactive.`;
      return `${kname(e.kingdom)} ${kverb(e.kingdom, 'becomes', 'become')} inactive: ${e.lock.kind === 'confusion' ? 'Confusion' : 'Forced Peace'} — no diplomacy with it through game turn ${e.lock.until}.`;
    case 'crowned':
      return `A new monarch is crowned in ${kname(e.kingdom)}${e.card === null ? ' (personality card face down)' : ` (personality card ${e.card})`}.`;
    case 'personalityShuffled':
      return `${kpos(e.kingdom)} old personality card is shuffled back into the personality deck.`;
    case 'monarchDied':
      return `${monarchWords(e.kingdom)} dies (${DIED[e.cause] ?? unId(e.cause)})${e.by ? `; credited to ${who(e.by)}` : ''}.`;
    case 'monarchCaptured':
      return `${who(e.by)} captures ${monarchWords(e.kingdom)} and holds him at ${hexWords(e.prison)}.`;
    case 'captiveFreed':
      return `${monarchWords(e.kingdom)} is set free at ${hexWords(e.hex)}.`;
    case 'castaway':
      return `${unitWord(e.unit)} is cast ${e.ashore ? 'ashore' : 'away'} at ${hexWords(e.hex)}.`;
    case 'ferried':
      return `${capital(unitWord(e.fleet))} ferries ${unitsWords(e.units)} across the River Deep and stays where it is.`;
    case 'rescued':
      return `${unitWord(e.unit)} is rescued by ${unitWord(e.fleet)}.`;
    case 'playerEliminated':
      return `${who(e.seat)} is out of the game${e.by ? ` (by ${who(e.by)})` : ''}.`;
    case 'resigned':
      return `${who(e.seat)} resigns: the kingdom meets the fate of an eliminated player's.`;
    case 'penalty':
      return `${who(e.seat)} suffers a Diplomatic Penalty with ${kname(e.kingdom)} (${e.cause}): −1 on later diplomacy rolls there.`;
    case 'vp':
      return `${who(e.seat)} ${e.points >= 0 ? 'scores' : 'loses'} ${plural(Math.abs(e.points), 'victory point')} (${unId(e.reason)}).`;
    case 'siegeDeclared': {
      const c = castleAt(e.hex);
      return `${who(e.seat)} lays siege to ${c ? `${c.name} (${e.hex}, defense ${c.defense})` : hexWords(e.hex)}.`;
    }
    case 'siegeEnded':
      return `The siege of ${hexWords(e.hex)} ends (${unId(e.reason)}).`;
    case 'siegeRolled': {
      const c = castleAt(e.hex);
      const total = e.roll + e.modifier;
      const result =
        e.result === 'fail'
          ? `a natural ${SIEGE_TABLE.naturalFail} always fails: the besiegers lose ${plural(SIEGE_TABLE.failLosses, 'unit')}`
          : e.result === 'plunder'
            ? `${SIEGE_TABLE.plunderAt} or more: the castle falls and is plundered`
            : `2 to ${SIEGE_TABLE.plunderAt - 1}: the siege goes on`;
      return `${whose(e.seat)} siege roll against ${c ? `${c.name} (defense ${c.defense})` : hexWords(e.hex)}: rolled ${e.roll} ${signed(e.modifier)} (besiegers against defenders inside plus the castle's defense) = ${total} — ${result}.`;
    }
    case 'plundered':
      return `${who(e.seat)} plunders ${castleName(e.castle)} (${e.hex}).`;
    case 'fateRolled':
      return `Hero Fate for ${unitWord(e.unit)}: rolled ${e.roll} (${fateTable}) — ${FATE[e.result] ?? e.result}${e.result === 'captured' && e.by ? ` by ${who(e.by)}` : ''}.`;
    case 'used':
      return `${unitsWords(e.units)} ${is(e.units.length, 'has', 'have')} acted and ${e.done ? 'may not move or attack again' : 'may not attack again'} this turn.`;
    case 'brokeOut':
      return `${unitsWords(e.units)} broke out and may leave the castle.`;
    case 'asked':
      return ask(e.interrupt) || `${who(e.interrupt.seat)} must answer a question.`;
    case 'answered':
      // Bookkeeping: the answer itself is the next line. No log line (engine/types.ts describe).
      return '';
    case 'changePending':
      return e.change
        ? `${kname(e.change.kingdom)} would drop out of its alliance (${CHANGE[e.change.cause] ?? e.change.cause}${e.change.duration ? `, d6 rolled ${e.change.duration}` : ''}); its besiegers may veto.`
        : 'The pending change of alliance is settled.';
    case 'vetoAnswered':
      return `${who(e.seat)} ${e.keep ? 'keeps the siege: the kingdom stays in its alliance' : 'lifts the siege'}.`;
    case 'attackDeclared': {
      const a = e.attack;
      const against = a.defenders.length
        ? `${unitsWords(a.defenders)} at ${hexesWords(a.targets)}`
        : hexesWords(a.targets);
      return `Attack declared (${ATTACK_KIND[a.kind] ?? a.kind}): ${unitsWords(a.attackers)} from ${hexesWords(a.from)} against ${against}.`;
    }
    case 'battleBegan':
      return `Battle at ${hexesWords(e.attack.targets)}: ${unitsWords(e.attack.attackers)} from ${hexesWords(e.attack.from)} against ${who(e.defenderSeat)}${e.attack.kind === 'breakout' ? ' (a breakout)' : ''}.`;
    case 'retreatRolled':
      return `Retreat before combat from ${hexWords(e.hex)}: rolled ${e.roll}, needs ${e.need} or more — ${
        e.to
          ? `${unitsWords(e.units)} ${is(e.units.length, 'withdraws', 'withdraw')} to ${hexWords(e.to)}`
          : 'they must stand and fight'
      }.`;
    case 'reentryVoted':
      return `${who(e.seat)} votes ${e.yes ? 'for' : 'against'} letting ${who(e.candidate)} back into the game.`;
    case 'reentered':
      return `${who(e.seat)} re-enters the game with ${kname(e.kingdom)}${e.from ? `, taken from ${whose(e.from)} alliance` : ''}.`;
    case 'grace':
      return `${kname(e.kingdom)} ${kverb(e.kingdom, 'is', 'are')} no longer at war with ${andList(e.seats.map(who))}: their units inside it get their next Movement Phase to leave.`;
    case 'graceEnded':
      return `${whose(e.seat)} time to leave ${kname(e.kingdom)} is over.`;
    case 'retreatCancelled':
      return `${unitsWords(e.units)} ${is(e.units.length, 'is', 'are')} called back to stand and fight at ${hexWords(e.hex)}.`;
    case 'sallied':
      return `${unitsWords(e.units)} ${is(e.units.length, 'comes', 'come')} out of the castle-port at ${hexWords(e.hex)} to meet the landing.`;
    case 'battleHalved':
      return 'The amphibious attack failed: half of the surviving attackers are lost as well.';
    case 'attackJoined':
      return `${unitsWords(e.units)} ${is(e.units.length, 'joins', 'join')} the defenders of attack ${e.index + 1} and may not retreat again.`;
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
        .map(([s, n]) => `${who(s)} ${n}`)
        .join(', ');
      return `The game is over: ${e.winners.length ? `${andList(e.winners.map(who))} win${e.winners.length === 1 ? 's' : ''}` : 'no winner'} — ${unId(e.summary).replace(/\.$/, '')}${scores ? ` (victory points: ${scores})` : ''}.`;
    }
  }
}
