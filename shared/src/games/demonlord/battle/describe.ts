/**
 * One plain-English log line per battle event: every die roll with the number it
 * had to make and each modifier named. Bookkeeping (turns passing, stage changes
 * inside a round) gives '' so the log leaves it out. Called on redacted events:
 * a sealed answer is only ever said to exist.
 */
import { areaWords } from '../rules/words.ts';
import { TERRAIN_TABLE } from '../data/index.ts';
import type { BattleEvent, EventOf, Mod, MoraleEvent } from './types.ts';
import { andList, character, MOVE_WORDS, SideName, SIDE_NAMES, signed, unitName } from './units.ts';

const list = (ids: readonly string[]) => (ids.length ? andList(ids.map(unitName)) : 'none');

function mods(stat: string, base: number, ms: readonly Mod[]): string {
  return [`${stat} ${base}`, ...ms.map((m) => `${m.label} ${signed(m.value)}`)].join(', ');
}

function began(e: EventOf<'battleBegan'>): string {
  const s = e.setup;
  const row = TERRAIN_TABLE[s.terrain];
  const base = row.front === 'n/a' ? e.front : row.front;
  const road = e.front !== base ? ` (${base}, +1 for the road)` : '';
  const effects = row.battle.length
    ? row.battle.map((m) => `${m.move ? `${MOVE_WORDS[m.move]} ` : ''}${m.stat} ${signed(m.value)}`).join(', ')
    : 'no effect on the units';
  const army = (side: 'demon' | 'khozar') => {
    const regs = s.regiments.filter((r) => r.side === side).map((r) => r.id);
    const chars = s.characters.filter((c) => c.side === side).map((c) => c.id);
    return `${SideName(side)}${side === s.active ? ' (active)' : ''}: ${list(regs)}${chars.length ? `, with ${list(chars)}` : ''}`;
  };
  return `Battle at ${areaWords(s.area)} on ${row.label.toLowerCase()}: a front line of ${e.front} regiments a side${road}; terrain ${effects}. ${army('demon')}. ${army('khozar')}.`;
}

function morale(e: MoraleEvent): string {
  const cause =
    e.cause === 'retreat' ? 'in the retreat' : e.cause === 'magic' ? 'after a magic arrow' : `after a ${e.cause} hit`;
  const result =
    e.cause === 'retreat'
      ? { 'no-effect': 'withdraws safely', flees: 'breaks and is taken prisoner', destroyed: 'is destroyed' }[e.result]
      : { 'no-effect': 'no effect', flees: 'flees', destroyed: 'destroyed' }[e.result];
  const rule = e.roll < e.morale ? 'below' : e.roll === e.morale ? 'equal to' : 'above';
  const leaderless = e.cause === 'retreat' ? ', no leader bonus in a retreat' : '';
  return `${unitName(e.regiment)} checks morale ${cause}: rolled ${e.roll}, ${rule} its morale of ${e.morale} (${mods('morale', e.base, e.mods)}${leaderless}): ${result}.`;
}

function ended(e: EventOf<'battleEnded'>): string {
  const o = e.outcome;
  const head =
    o.how === 'mutual'
      ? 'Mutual destruction: both sides lost their last regiments at once; their fled regiments scatter and are lost.'
      : o.winner
        ? `${SideName(o.winner)} wins the battle after ${o.rounds} round${o.rounds === 1 ? '' : 's'}${o.how === 'rout' ? ': the enemy has no regiment left' : ''}.`
        : 'Both sides retreat: nobody wins.';
  const parts = [head];
  if (o.returned.length) parts.push(`Back from flight: ${list(o.returned)}.`);
  if (o.captured.length)
    parts.push(`Taken prisoner: ${andList(o.captured.map((c) => `${unitName(c.id)} (by ${SIDE_NAMES[c.by]})`))}.`);
  if (o.destroyed.length) parts.push(`Lost for good: ${list(o.destroyed)}.`);
  if (o.scattered.length) parts.push(`Scattered: ${list(o.scattered)}.`);
  if (o.stranded.length) parts.push(`Left in the area and facing a capture check: ${list(o.stranded)}.`);
  for (const s of o.retreated)
    parts.push(
      `${SideName(s)} withdraws ${o.withdrawal[s] === 'full-mp' ? 'for its full movement points (active player)' : 'into one adjacent area (waiting player)'}.`,
    );
  return parts.join(' ');
}

export function describeBattle(e: BattleEvent): string {
  switch (e.type) {
    case 'battleBegan':
      return began(e);
    case 'battleSealed':
      return {
        plan: `${SideName(e.side)} hands in a sealed battle plan.`,
        magic: `${SideName(e.side)} has chosen its magic arrows.`,
        targets: `${SideName(e.side)} has made its picks for the many-on-one groups.`,
        retreat: `${SideName(e.side)} has sealed its answer: retreat or fight on.`,
      }[e.kind];
    case 'battleStage': {
      const st = e.stage;
      if (st.kind === 'deploy')
        return `Both plans are in. Deployment: the armies line up in pairs, ${SIDE_NAMES[st.leader]} leading the first.`;
      if (st.kind === 'place') return `Characters take their places, ${SIDE_NAMES[st.turn]} first.`;
      if (st.kind === 'regroup' && st.when === 'start')
        return `Round ${e.round} begins: reserves may come forward and regiments without opponents regroup.`;
      return '';
    }
    case 'battleDeployed':
      return e.role === 'lead'
        ? `${SideName(e.side)} lays out ${unitName(e.regiment)} to lead a pair.`
        : `${SideName(e.side)} places ${unitName(e.regiment)} opposite ${unitName(e.opposite ?? '')}.`;
    case 'battleReserves':
      return `Deployment ends. In reserve: ${SIDE_NAMES.demon}, ${list(e.reserve.demon)}; ${SIDE_NAMES.khozar}, ${list(e.reserve.khozar)}.`;
    case 'battleCharacterPlaced':
      return e.why === 'placement'
        ? `${character(e.character).name} takes his place with ${unitName(e.regiment)}.`
        : e.why === 'move'
          ? `${character(e.character).name} moves from ${unitName(e.from ?? '')} to ${unitName(e.regiment)}.`
          : `${character(e.character).name}, unharmed, joins ${unitName(e.regiment)}.`;
    case 'battleRegrouped': {
      const from = e.from === 'reserve' ? ' from reserve' : e.from === 'extra' ? ', taken from its group,' : '';
      if (e.mode === 'lead')
        return `${SideName(e.side)} stands ${unitName(e.regiment)}${from} forward with no opponent: the other side must answer it.`;
      if (e.mode === 'answer')
        return `${SideName(e.side)} places ${unitName(e.regiment)}${from} opposite ${unitName(e.opposite ?? '')}.`;
      return `${SideName(e.side)} joins ${unitName(e.regiment)}${from} to the regiments facing ${unitName(e.opposite ?? '')}.`;
    }
    case 'battlePassed':
      return '';
    case 'battleFrontFull':
      return `${SideName(e.side)}'s front already holds ${e.front} regiments, the front-line length: ${list(e.kept)} stay${e.kept.length === 1 ? 's' : ''} in reserve.`;
    case 'battleArrow':
      return `${character(e.character).name} (with ${unitName(e.regiment)}) looses a magic arrow at ${unitName(e.target)}: rolled ${e.roll}, needing ${e.power} or less (his magic power; armour does not count): ${e.hit ? 'hit' : 'miss'}.`;
    case 'battleAttack': {
      const verb = e.kind === 'shooting' ? 'shoots at' : 'strikes';
      const total = e.dice[0] + e.dice[1];
      return `${unitName(e.regiment)} ${verb} ${unitName(e.target)}: rolled ${e.dice[0]}+${e.dice[1]} = ${total}, needing ${e.effective} or less (${mods(e.kind === 'shooting' ? 'missile' : 'melee', e.base, e.mods)}): ${e.hit ? 'hit' : 'miss'}.`;
    }
    case 'battleMorale':
      return morale(e);
    case 'battleRemoved':
      return `${unitName(e.regiment)} ${e.result === 'flees' ? 'flees the battlefield' : 'is destroyed'}${e.checks > 1 ? ` (the worst of ${e.checks} checks)` : ''}.`;
    case 'battleFate':
      return `${character(e.character).name}'s regiment ${unitName(e.regiment)} is gone: fate roll ${e.roll} (1-2 killed, 3 flees, 4-6 unharmed): ${{ killed: 'killed', flees: 'flees with it', unharmed: 'unharmed, and must join another regiment' }[e.result]}.`;
    case 'battleRetreatDeclared':
      if (e.forced)
        return `Round ${e.round} ends with the battle still undecided, our limit for one battle step: ${SIDE_NAMES[e.retreating[0] ?? 'demon']}, the attacker, breaks off and retreats.`;
      if (e.retreating.length === 0) return `End of round ${e.round}: both sides fight on.`;
      if (e.retreating.length === 2) return 'Both sides retreat.';
      return `${SideName(e.retreating[0] ?? 'demon')} retreats: every regiment still in the battle checks morale, with no leader bonus.`;
    case 'battleEnded':
      return ended(e);
  }
}
