/**
 * The log in plain language: one line per event, every roll with what it
 * needed and each modifier by name. Called on the redacted event, so a line
 * tells only what its reader may know. Bookkeeping gives '' (left out).
 */
import { EVENT_BY_ID, isNation, NATIONALITY_NAMES } from './data/index.ts';
import type { DgEvent } from './events.ts';
import { eventWord, hexWord, nationWord, placeWord, sideWord, signed, unitsWord, unitWord } from './rules/words.ts';

const mods = (m: { label: string; value: number }[]) =>
  m.length ? ` (${m.map((x) => `${signed(x.value)} ${x.label}`).join(', ')})` : '';

/** What an event's chooser named: a dragonarmy, a nation or a counter. */
const pickWord = (pick: string): string =>
  (NATIONALITY_NAMES as Record<string, string>)[pick] ?? (isNation(pick) ? nationWord(pick) : unitWord(pick));

const MAELSTROM_WORDS: Record<string, string> = {
  sinks: 'it sinks',
  stays: 'it is held for the Turn',
  'opponent-places': 'the enemy picks where it comes out',
  'owner-places': 'its owner picks where it comes out',
};

const STEP_WORDS: Record<string, string> = {
  replacements: 'Step 1: replacements',
  events: 'Step 2: the Strategic Event',
  activation: 'Step 3: activation',
  initiative: 'Step 4: initiative',
  movement: 'Movement',
  combat: 'Combat',
  end: '',
};

export function describe(e: DgEvent): string {
  switch (e.type) {
    case 'started':
      return 'The war begins: every force stands where the scenario puts it.';
    case 'staged':
    case 'replacementsDone':
    case 'flagged':
    case 'seatDone':
    case 'attackedHex':
    case 'lossesOwed':
    case 'effectEnded':
      return '';
    case 'stepped':
      if (e.step === 'movement' || e.step === 'combat')
        return e.mover ? `${STEP_WORDS[e.step]}: ${sideWord(e.mover)}.` : `${STEP_WORDS[e.step]}.`;
      return STEP_WORDS[e.step] ? `${STEP_WORDS[e.step]}.` : '';
    case 'turnBegun':
      return `Turn ${e.turn} begins.`;
    case 'cupFilled':
      return `${e.events.length} more Strategic Event counters go into the cup.`;
    case 'eventDrawn':
      return `${sideWord(e.by)} draws the Strategic Event “${eventWord(e.event)}”.${EVENT_BY_ID.has(e.event) ? ` ${EVENT_BY_ID.get(e.event)!.text}` : ''}`;
    case 'eventChoiceMade':
      return `${sideWord(e.side)} names the ${pickWord(e.pick)} (${eventWord(e.event)}).`;
    case 'markerPlaced':
      return `${eventWord(e.event)} go${e.event === 'dragonlances' ? '' : 'es'} with ${unitWord(e.unit)} at ${hexWord(e.hex)}.`;
    case 'markerRemoved':
      if (e.by)
        return `${unitWord(e.by)} raises ${eventWord(e.event).replace(/^A /, 'a ')}${e.hex ? ` at ${hexWord(e.hex)}` : ''}: every enemy dragon in the battle is depleted, and the orb is used up and leaves the map.`;
      return `${eventWord(e.event)} is used up and leaves the map.`;
    case 'cupEmpty':
      return `The cup is empty: no Strategic Event this Turn.`;
    case 'activationRolled':
      return `${sideWord(e.side)} rolls for ${nationWord(e.nation)}${e.invasion ? ' (invasion)' : ''}${e.event ? ` (${eventWord(e.event)})` : ''}: ${e.die} against ${e.rating}${mods(e.mods)} — ${e.success ? 'it joins' : 'no'}.`;
    case 'activationSkipped':
      return `${sideWord(e.side)} tries no nation this Turn.`;
    case 'nationJoined':
      return `${nationWord(e.nation)} joins ${sideWord(e.side)}.`;
    case 'placed':
      if (e.units.some((u) => u.id === 'hidden'))
        return `${sideWord(e.side)} places ${e.units.length} ${e.units.length === 1 ? 'counter' : 'counters'}: ${e.why}.`;
      return `${sideWord(e.side)} places ${unitsWord(e.units.map((u) => u.id))}: ${e.why}.`;
    case 'initiativeRolled':
      return `Initiative: Highlord ${e.highlord}, Whitestone ${e.whitestone}${e.tie ? ' (a tie)' : ''} — ${sideWord(e.winner)} has it.`;
    case 'firstChosen':
      return `${sideWord(e.by)} has ${e.side === e.by ? 'chosen to move first' : `let ${sideWord(e.side)} move first`}.`;
    case 'moved':
      if (!e.units.length) return `A ${sideWord(e.side)} stack moves to ${hexWord(e.path[e.path.length - 1]!)}.`;
      return `${unitsWord(e.units)}${e.carried?.length ? ` carrying ${unitsWord(e.carried)}` : ''} move${e.units.length === 1 ? 's' : ''} to ${hexWord(e.path[e.path.length - 1]!)}${e.stop?.length ? ' and must stop there' : ''}.`;
    case 'wizardMoved':
      return `${unitWord(e.wizard)} appears ${e.ship ? `aboard ${unitWord(e.ship)}` : `at ${hexWord(e.hex)}`}.`;
    case 'shipMoved':
      if (e.ship === 'hidden') return `A ship sails to ${hexWord(e.hex)}.`;
      return `${unitWord(e.ship)} sails to ${hexWord(e.hex)}.`;
    case 'embarked':
      if (!e.units.length) return `Troops board a ship.`;
      return `${unitsWord(e.units)} board${e.units.length === 1 ? 's' : ''} ${unitWord(e.ship)}.`;
    case 'disembarked':
      if (!e.units.length) return `Troops land at ${hexWord(e.hex)}.`;
      return `${unitsWord(e.units)} land${e.units.length === 1 ? 's' : ''} from ${unitWord(e.ship)} at ${hexWord(e.hex)}.`;
    case 'shipPushed':
      return `${unitWord(e.ship)} is pushed away to ${hexWord(e.hex)}.`;
    case 'captured':
      return `${sideWord(e.side)} captures ${placeWord(e.place)}.`;
    case 'conquered':
      return `${nationWord(e.nation)} is conquered by ${sideWord(e.by)}; its armies and leaders leave the game.`;
    case 'battleDeclared':
      return `${sideWord(e.attacker)} attacks ${hexWord(e.hex)}${e.taunt ? ' (taunted)' : ''} with ${unitsWord(e.attackers)}, against ${unitsWord(e.defenders)}.`;
    case 'fledBeforeCombat':
      return `${unitsWord(e.moves.map((m) => m.id))} retreat${e.moves.length === 1 ? 's' : ''} before combat.`;
    case 'battleRolled':
      return `Battle: ${e.attack} against ${e.defence}, odds ${e.column}; rolled ${e.die}${mods(e.mods)} = ${e.total}: ${e.result.attacker}/${e.result.defender}.`;
    case 'depleted':
      return `${unitsWord(e.units)} ${e.units.length === 1 ? 'is' : 'are'} depleted.`;
    case 'restored':
      return `${unitsWord(e.units)} ${e.units.length === 1 ? 'is' : 'are'} back at full strength.`;
    case 'eliminated':
      return `${unitsWord(e.units)} ${e.to === 'pool' ? 'go to the Replacement Pool' : 'leave the game'} (${e.why}).`;
    case 'retreated':
      return e.moves.length
        ? `${unitsWord(e.moves.map((m) => m.id))} retreat${e.moves.length === 1 ? 's' : ''}.${e.held?.length ? ` ${unitsWord(e.held)} hold fast.` : ''}`
        : e.held?.length
          ? `${unitsWord(e.held)} hold their walls and ignore the retreat.`
          : '';
    case 'followed':
      if (!e.units.length) return `Leaders or wizards go to another stack at ${hexWord(e.hex)}.`;
      return `${unitsWord(e.units)} go with their army to ${hexWord(e.hex)}.`;
    case 'advanced':
      return e.units.length ? `${unitsWord(e.units)} advance into ${hexWord(e.hex)}.` : '';
    case 'battleEnded':
      return '';
    case 'paired':
      if (e.returned === 'hidden')
        return `From the pool, ${sideWord(e.side)} rebuilds an army at ${hexWord(e.hex)}; ${unitWord(e.removed)} is gone for good.`;
      return `From the pool, ${unitWord(e.returned)} returns at ${hexWord(e.hex)}; ${unitWord(e.removed)} is gone for good.`;
    case 'consolidated':
      if (e.kept === 'hidden') return `${sideWord(e.side)} merges two depleted armies into one.`;
      return `${unitWord(e.kept)} absorbs ${unitWord(e.pooled)} and is back at full strength.`;
    case 'draconianMade':
      if (e.id === 'hidden') return 'A new draconian army rises at the Dark Temple.';
      return `A new draconian army, ${unitWord(e.id)}, rises at the Dark Temple.`;
    case 'templePlaced':
      return `The Highlord raises the Dark Temple at ${placeWord(e.place)}.`;
    case 'draconianDeclined':
      return 'The Highlord raises no new draconian this Turn.';
    case 'capitalDisbanded':
      return `Whitestone disbands the capital of ${nationWord(e.nation)} at ${placeWord(e.place)} (rolled ${e.die}): it is open ground now, and the capital returns on Turn ${e.returns}.`;
    case 'capitalEstablished':
      return `The capital of ${nationWord(e.nation)} is set up again at ${placeWord(e.place)}.`;
    case 'templeLost':
      return 'Whitestone has taken the Dark Temple: no more draconians.';
    case 'tauntRolled':
      return `The kender taunt ${unitsWord(e.target)}: rolled ${e.die} (4-6 to goad them) — ${e.success ? 'they must attack' : 'they keep their heads'}.`;
    case 'maelstromRolled':
      return `${unitWord(e.ship)} ${e.escape ? 'dives into' : 'is in'} the Maelstrom: rolled ${e.die} (1 sinks, 2-5 stays, 6-8 the enemy picks its way out, 9-10 it picks) — ${MAELSTROM_WORDS[e.result]}.`;
    case 'maelstromExited':
      return `${unitWord(e.ship)} comes out of the Maelstrom at ${hexWord(e.hex)}.`;
    case 'leaderAtSea':
      return `${unitWord(e.leader)} goes down with the ship: rolled ${e.die} (4-6 to survive) — ${e.survived && e.hex ? `reaches ${hexWord(e.hex)}` : 'lost for good'}.`;
    case 'wizardReappeared':
      return e.hex
        ? `${unitWord(e.wizard)} reappears ${e.ship ? `aboard ${unitWord(e.ship)}` : `at ${hexWord(e.hex)}`}.`
        : `${unitWord(e.wizard)} finds no friendly army or ship and leaves the game.`;
    case 'seaBattleDeclared':
      return `${sideWord(e.attacker)} attacks ${unitsWord(e.defenders)} at sea with ${unitsWord(e.attackers)}.`;
    case 'seaTargeted':
      return '';
    case 'seaRolled':
      return `Sea battle, round ${e.round}: ${e.shots.map((x) => `${unitWord(x.ship)} at ${unitWord(x.target)} rolled ${x.die} (needs ${x.need} or less) — ${x.hit ? 'hit' : 'miss'}`).join('; ')}.`;
    case 'shipsDamaged':
      return `${unitsWord(e.ships)} ${e.ships.length === 1 ? 'is' : 'are'} damaged.`;
    case 'shipsWithdrew':
      return `${unitsWord(e.ships)} withdraw${e.ships.length === 1 ? 's' : ''} to ${hexWord(e.hex)}${e.river ? ' (on the river)' : ''}.`;
    case 'seaBattleEnded':
      return 'The sea battle ends.';
    case 'gameOver':
      return e.summary;
  }
}
