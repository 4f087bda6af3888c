/**
 * The log in plain language: one line per event, every roll with what it
 * needed and each modifier by name. Called on the redacted event, so a line
 * can tell only what its reader may know. Bookkeeping gives '' (left out).
 */
import { describeBattle, type BattleEvent } from './battle/index.ts';
import { FACTION_NAMES, type Neutral, settlement, SPELL_BY_ID, type SpellId } from './data/index.ts';
import type { DlCoreEvent, DlEvent } from './events.ts';
import { nameOf } from './rules/board.ts';
import { areaWords, capital, listWords, SIDE_NAMES, terrainWord, unitsWords } from './rules/words.ts';

const side = (s: string) => SIDE_NAMES[s as 'demon' | 'khozar'] ?? s;
const Side = (s: string) => capital(side(s));
const neutral = (n: Neutral) => FACTION_NAMES[n];
const mods = (m: { label: string; value: number }[]) =>
  m.length ? ` (${m.map((x) => `${x.value > 0 ? '+' : ''}${x.value} ${x.label}`).join(', ')})` : '';
const stepWords: Record<string, string> = {
  start: '',
  movement: 'Movement',
  summoning: 'Summoning',
  battles: 'Battles',
  sieges: 'Sieges',
  alliances: 'Alliances',
  end: 'End of the phase',
  turnEnd: 'End of the turn',
};

export function describe(e: DlEvent): string {
  if (e.type.startsWith('battle')) return describeBattle(e as BattleEvent);
  const c = e as DlCoreEvent & { count?: number };
  switch (c.type) {
    case 'started':
      return 'The war begins: every force stands where the order of battle puts it.';
    case 'firstRolled':
      return `Who plays first: ${c.rolls.map((r) => `Khozar ${r.khozar}, Demon ${r.demon}`).join('; then ')}. ${Side(c.first)} plays the first phase of every turn.`;
    case 'servantPlaced':
      return `${nameOf(c.unit)} is placed in ${areaWords(c.area)}.`;
    case 'townsmanTried':
      return `${nameOf(c.unit)} tried at ${areaWords(c.area)}: rolled ${c.roll} (needs 1-3), ${c.placed ? 'placed there' : 'refused'}.`;
    case 'townsmanOut':
      return `No city would take ${nameOf(c.unit)}: it stays out of the war.`;
    case 'handChosen':
      return c.picked.length || c.drawn.length
        ? `${Side(c.side)} holds ${listWords([...c.picked, ...c.drawn].map((id) => SPELL_BY_ID.get(id as SpellId)?.name ?? id))}.`
        : `${Side(c.side)} chose its spells in secret.`;
    case 'phaseBegan':
      return `Turn ${c.turn}: the phase of ${side(c.active)}.`;
    case 'stepBegan':
      return stepWords[c.step] ? `${stepWords[c.step]}.` : '';
    case 'staged':
    case 'allowances':
    case 'fightsFound':
    case 'fightChosen':
    case 'fightClosed':
    case 'siegesQueued':
    case 'siegeChosen':
    case 'allianceFlag':
    case 'allianceDone':
    case 'insideChanged':
    case 'effects':
    case 'returnsTried':
    case 'summonRolled':
      return c.type === 'summonRolled'
        ? `${nameOf(c.caster)} tries a summoning: rolled ${c.roll}, needs ${c.power} or less: ${c.success ? 'it works' : 'nothing comes'}.`
        : '';
    case 'moved': {
      const who = c.units.length
        ? unitsWords(c.units)
        : `a stack${c.count === undefined ? '' : ` of ${c.count}`} topped by ${c.shown ? nameOf(c.shown) : 'a unit'}`;
      const costs = Object.values(c.cost);
      const mp = costs.length ? ` (${Math.max(...costs)} MP${c.minimum ? ', a minimum move' : ''})` : '';
      return `${Side(c.side)} moves ${who} from ${areaWords(c.from)} to ${areaWords(c.path[c.path.length - 1]!)}${mp}${c.stopped ? ', stopping at the enemy' : ''}.`;
    }
    case 'topSet':
      return `${Side(c.side)} shows ${nameOf(c.unit)} on top of its stack at ${areaWords(c.area)}.`;
    case 'captureRolled': {
      const who = unitsWords(c.characters);
      const m = c.mods.map(
        (x) =>
          `${x.value > 0 ? '+' : ''}${x.value} to the ${x.to === 'character' ? 'character' : 'captors'} for ${x.label}`,
      );
      const outcome = {
        escapes: 'escapes',
        captured: 'is captured',
        stopped: 'escapes but is held there for the rest of the step',
      }[c.result];
      return `Capture check at ${areaWords(c.area)}: ${who} rolled ${c.roll}, the enemy ${c.enemyRoll}${m.length ? ` (${m.join(', ')})` : ''}: ${outcome}.`;
    }
    case 'captured':
      return `${Side(c.by)} takes ${unitsWords(c.units)} prisoner${c.area ? ` at ${areaWords(c.area)}` : ''}.`;
    case 'destroyed':
      return `${capital(unitsWords(c.units))} ${c.units.length === 1 ? 'is' : 'are'} destroyed${c.area ? ` at ${areaWords(c.area)}` : ''}.`;
    case 'controlChanged':
      return `${settlement(c.settlement).name} is now held by ${c.to ? (c.to === 'demon' || c.to === 'khozar' ? side(c.to) : neutral(c.to)) : 'nobody'}.`;
    case 'sallyChosen':
      return c.relief
        ? `The garrison of ${areaWords(c.area)} ${c.battle ? 'joins the relief battle' : 'stays inside'}.`
        : c.battle
          ? `${Side(c.side)} comes out of ${areaWords(c.area)} to give battle.`
          : `${Side(c.side)} shelters behind the walls of ${areaWords(c.area)}.`;
    case 'terrainChosen':
      return c.side
        ? `${Side(c.side)} chooses to fight on the ${terrainWord(c.terrain)}.`
        : `The battle is fought on the ${terrainWord(c.terrain)}.`;
    case 'fightOpened':
      return `A battle at ${areaWords(c.area)}.`;
    case 'withdrew': {
      const who = c.units.length ? unitsWords(c.units) : c.count === 1 ? '1 unit' : `${c.count ?? 'its'} units`;
      if (c.onward)
        return `${Side(c.side)} takes ${who} on from ${areaWords(c.from)} to ${areaWords(c.path[c.path.length - 1]!)}.`;
      return c.path.length
        ? `${Side(c.side)} withdraws ${who} from ${areaWords(c.from)} to ${areaWords(c.path[c.path.length - 1]!)}.`
        : `${Side(c.side)} retires ${who} into the fortification of ${areaWords(c.from)}.`;
    }
    case 'siegeBegan':
      return `${Side(c.siege.besieger)} lays siege to ${settlement(c.siege.settlement).name}.`;
    case 'siegeRolled': {
      const r = (x: typeof c.defender, who: string) =>
        `${who} rolled ${x.dice[0]}+${x.dice[1]}${mods(x.mods)} = ${x.total}: ${x.loss === 'surrender' ? 'the garrison surrenders' : `${x.loss} enemy regiment${x.loss === 1 ? '' : 's'} destroyed`}`;
      return `${c.assault ? 'Assault' : 'Siege'} of ${areaWords(c.area)}: ${r(c.besieger, 'the besieger')}; ${r(c.defender, 'the defender')}.`;
    }
    case 'siegeEnded':
      return `The siege of ${areaWords(c.area)} is over: ${c.reason}.`;
    case 'allianceChanged':
      return c.ally
        ? `${neutral(c.neutral)} ${c.kind === 'permanent' ? 'is now a permanent ally' : 'is now a temporary ally'} of ${side(c.ally)}${c.cause === 'attacked' ? ' (they were attacked)' : ''}.`
        : `${neutral(c.neutral)} ${c.cause === 'broken' ? 'breaks the alliance and is neutral again' : 'is neutral'}.`;
    case 'allianceRolled': {
      const res = {
        permanent: 'a permanent alliance',
        temporary: 'a temporary alliance',
        'no-change': 'no answer yet',
        myth: 'they turn out to be a myth',
        'temporary-with-opponent': 'offended, they side with the enemy',
      }[c.result];
      return `${Side(c.side)} seeks an alliance with ${neutral(c.neutral)}${c.caster ? ` by ${nameOf(c.caster)}'s magic` : ''}: rolled ${c.roll}: ${res}.`;
    }
    case 'allianceChecked':
      return `${neutral(c.neutral)} reconsider their alliance with ${side(c.side)}: rolled ${c.roll}: ${{ permanent: 'it becomes permanent', unchanged: 'nothing changes', neutral: 'they leave it', 'temporary-with-opponent': 'they go over to the enemy' }[c.result]}.`;
    case 'myth':
      return `${neutral(c.neutral)} were only a myth: their counters leave the game${c.settlement ? ` and ${settlement(c.settlement).name} is only a village` : ''}.`;
    case 'ulRuler':
      return `The Kingdom of Ul is ruled by ${c.ruler === 'balor' ? 'Balor' : 'the Dwarf King'} (rolled ${c.roll}).`;
    case 'unitsAway':
      return `${capital(unitsWords(c.units))} leave the map and will return home.`;
    case 'pooled':
      return c.units.length ? `${capital(unitsWords(c.units))} leave the map until summoned again.` : '';
    case 'unitsHome':
      return `${capital(unitsWords(c.units))} are back at ${areaWords(c.area)}.`;
    case 'reinforcementsCalled':
      return `${Side(c.side)} calls for reinforcements.`;
    case 'reinforcementsRolled':
      return `${Side(c.side)}'s reinforcements: rolled ${c.roll} (they come on 1-3): ${c.arrive ? 'they arrive' : 'not yet'}.`;
    case 'reinforcementsDrawn':
      return c.drawn.length
        ? `${Side(c.side)}'s reinforcements: ${unitsWords(c.drawn)}.`
        : `${Side(c.side)}'s reinforcements are mustered.`;
    case 'placed': {
      const who = c.units.length ? unitsWords(c.units) : `${c.count ?? 'some'} units`;
      const why = { reinforcement: 'come in', summoned: 'are summoned', freed: 'are freed', returned: 'return' }[
        c.cause
      ];
      return `${capital(who)} ${why} at ${areaWords(c.area)}.`;
    }
    case 'warBegun':
      return `With ${c.cause}, both sides may now call reinforcements.`;
    case 'cast':
      return '';
    case 'forestRolled':
      return `The Forest Temple answers (rolled ${c.roll}): ${nameOf(c.unit)}.`;
    case 'setAside':
      return '';
    case 'returnRolled':
      return `${Side(c.side)} tries to bring back ${nameOf(c.unit)}: rolled ${c.roll}: ${c.success ? 'it returns' : 'not this time'}.`;
    case 'exchangeDemanded':
      return `${Side(c.side)} demands an exchange of prisoners.`;
    case 'prisonerOffered':
      return `${Side(c.side)} offers ${nameOf(c.unit)}.`;
    case 'exchanged':
      return `${nameOf(c.a)} and ${nameOf(c.b)} are exchanged.`;
    case 'vpScored':
      return `Victory points for turn ${c.turn}: Khozar ${c.points.khozar}${c.reasons.khozar.length ? ` (${c.reasons.khozar.join(', ')})` : ''}, Demon ${c.points.demon}${c.reasons.demon.length ? ` (${c.reasons.demon.join(', ')})` : ''}.`;
    case 'truceRolled':
      return `${Side(c.side)} seeks a truce: rolled ${c.roll} (a 6 opens negotiations): ${c.opened ? 'negotiations begin' : 'no talks'}.`;
    case 'negotiated':
      return `${Side(c.side)} presses for peace: ${c.dice[0]}+${c.dice[1]}${c.doubled ? ' doubled' : ''} + turn = ${c.total}: ${c.outcome === 'last-turn' ? 'the next turn will be the last' : c.outcome === 'roll-turns' ? `the war ends after turn ${c.lastTurn} (rolled ${c.turnsRoll})` : 'the talks are fruitless'}.`;
    case 'peaceDeclined':
      return `${Side(c.side)} fights on.`;
    case 'ended':
      return c.summary;
  }
  return '';
}
