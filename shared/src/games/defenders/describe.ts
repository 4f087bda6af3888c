/**
 * One plain-language line per event, every die roll and what modified it
 * included. Called on events already redacted for the reader, so a hidden
 * card ('?') is only ever counted, never named.
 */
import { DARKNESS, GENERAL_PATHS, GENERALS, MINION_TO_HIT, type Colour, type HeroId } from './data/index.ts';
import type { Die, DfEvent, MoveMode } from './events.ts';
import {
  HIDDEN,
  capital,
  cardsWords,
  cardWords,
  countsWords,
  generalName as general,
  heroName,
  listWords,
  minionWords,
  placeName as place,
  plural,
  questWords,
  racePlural,
  seatWords,
} from './names.ts';

export { cardWords, minionWords };

export const WAR_STATUS = ['Early War', 'Mid War', 'Mid War (second box)', 'Late War'] as const;

/** Who plays a seat: "the Paladin" when the event names the hero, else "Hero 1". */
const who = (seat: string, hero?: HeroId) => seatWords(seat, hero);
/** The same, to start a sentence. */
const Who = (seat: string, hero?: HeroId) => capital(who(seat, hero));
const whose = (seat: string, hero?: HeroId) => `${who(seat, hero)}'s`;

/** Why a card went to the discard pile, as the `why` of cardsDiscarded says it. */
const DISCARD_WHY: Readonly<Record<string, string>> = {
  horse: 'to ride',
  eagle: 'to fly',
  'gate-card': 'to open a Magic Gate',
  gate: 'to build a Magic Gate',
  'heal-land': 'to heal the land',
  quest: 'for a quest',
  'hand-limit': 'at the hand limit',
};
/** What actions were spent on, as the `what` of actionsSpent says it. */
const SPENT_ON: Readonly<Record<string, string>> = {
  move: 'moving',
  gate: 'building a Magic Gate',
  rumors: 'Rumors at the Inn',
  'heal-land': 'healing the land',
  heal: 'resting',
  fight: 'fighting',
  slay: 'the Slayer',
  attack: 'attacking a General',
  quest: 'a quest',
  skill: 'a skill',
  scenario: 'what came before this scenario',
};
const words = (table: Readonly<Record<string, string>>, key: string) => table[key] ?? key.replace(/-/g, ' ');

/** How a hero got somewhere: "the Paladin rides to Cinder Vale". */
const MODE: Readonly<Record<MoveMode, string>> = {
  foot: 'walks',
  horse: 'rides',
  eagle: 'flies by eagle',
  'gate-card': 'opens a Magic Gate with a card and steps through',
  gate: 'steps from gate to gate',
  soar: 'soars',
  blink: 'blinks',
  summons: 'is summoned by royal decree',
  carried: 'is carried back',
};

/** "rolled 5, 2 (the 2 re-rolled to 4)". */
function rolls(dice: readonly Die[], reroll: { index: number; roll: number } | null, why = 'Sure Shot'): string {
  if (!dice.length) return 'no dice';
  const list = dice.map((d) => d.roll).join(', ');
  const again = reroll ? ` (${why} re-rolled the ${dice[reroll.index]?.roll} to ${reroll.roll})` : '';
  return `rolled ${list}${again}`;
}

function darknessWords(id: string): string {
  const c = DARKNESS[id];
  if (!c) return id === HIDDEN ? 'a hidden card' : 'an unknown card';
  if (c.kind !== 'typical') return `${c.name} (${c.text.replace(/\.$/, '')})`;
  const [a, b] = c.place;
  return (
    `${minionWords(a.n, a.colour)} to ${place(a.location)}, ${minionWords(b.n, b.colour)} to ${place(b.location)}; ` +
    `${general(c.move.general)} toward ${place(c.move.to)} with ${plural(c.move.minions, 'minion')}`
  );
}

function fightWords(e: Extract<DfEvent, { type: 'minionsFought' }>): string {
  const byColour = new Map<Colour, number[]>();
  e.dice.forEach((d, i) => {
    const colour = d.colour ?? 'red';
    const roll = e.reroll && e.reroll.index === i ? e.reroll.roll : d.roll;
    byColour.set(colour, [...(byColour.get(colour) ?? []), roll]);
  });
  const parts = [...byColour].map(([colour, rs]) => {
    const need = e.dice.find((d) => d.colour === colour)?.need ?? MINION_TO_HIT[colour];
    const mod = need !== MINION_TO_HIT[colour] ? ` — Smite lowers it from ${MINION_TO_HIT[colour]}+` : '';
    return `${minionWords(rs.length, colour)} need ${need}+${mod}`;
  });
  const slain = Object.values(e.defeated).reduce((a, b) => a + b, 0);
  return (
    `${Who(e.seat, e.hero)} fights at ${place(e.location)} with ${plural(e.dice.length, 'die', 'dice')} ` +
    `(${parts.join('; ')}): ${rolls(e.dice, e.reroll)} — ${slain ? `${countsWords(e.defeated)} slain` : 'none slain'}.`
  );
}

function attackWords(e: Extract<DfEvent, { type: 'generalAttacked' }>): string {
  const g = GENERALS[e.general];
  const life = g ? g.track.length + 1 : 0;
  const mods: string[] = [];
  if (e.parriesAdded) mods.push(`${plural(e.parriesAdded, '1')} rolled add to Gorgutt's parries`);
  if (e.parried) mods.push(`${plural(e.parried, 'hit')} parried`);
  const tail = e.wounds >= life ? `${general(e.general)} falls` : `${general(e.general)} at ${e.wounds}/${life} wounds`;
  return (
    `${Who(e.seat, e.hero)} attacks ${general(e.general)} with ${plural(e.dice.length, 'die', 'dice')} ` +
    `(needs ${g?.toHit ?? e.dice[0]?.need}+): ${rolls(e.dice, e.reroll)} — ${plural(e.hits, 'hit')}` +
    `${mods.length ? ` (${mods.join(', ')})` : ''}; ${tail}.`
  );
}

export function describe(e: DfEvent): string {
  switch (e.type) {
    case 'started':
      return (
        `A new defence of the realm: ${plural(e.seats.length, 'hero', 'heroes')}, ${who(e.first)} goes first, ` +
        `${WAR_STATUS[e.war] ?? 'Early War'}; ${e.heroDeck.length} Hero Cards, ${e.darknessDeck.length} Darkness ` +
        `Spreads cards and ${e.questDeck.length} quests are shuffled face down` +
        `${e.options.openHands ? ', hands open to the table' : ', hands private'}.`
      );
    case 'deckShuffled':
      return `The ${e.deck === 'darkness' ? 'Darkness Spreads' : e.deck === 'hero' ? 'Hero' : 'Quest'} deck is shuffled (${plural(e.order.length, 'card')}).`;
    case 'generalPlaced': {
      const at = GENERAL_PATHS[e.general]?.[e.step];
      if (e.defeated) return `${general(e.general)} starts the game already defeated.`;
      return `${general(e.general)} takes the field at ${at ? place(at) : 'the lair'}${e.wounds ? ` with ${plural(e.wounds, 'wound')}` : ''}.`;
    }
    case 'minionsAdded':
      return `${minionWords(e.n, e.colour)} ${e.n === 1 ? 'arrives' : 'arrive'} at ${place(e.location)}.`;
    case 'minionsRemoved':
      return `${minionWords(e.n, e.colour)} ${e.n === 1 ? 'is' : 'are'} removed from ${place(e.location)}.`;
    case 'overrun':
      return `Overrun at ${place(e.location)}: a fourth minion is too many, and one of the ${racePlural(e.colour)} (${e.colour}) spills into every neighbour.`;
    case 'minionTurnedAway':
      return e.why === 'inn'
        ? `${place(e.location)} turns away one of the ${racePlural(e.colour)} (${e.colour}): an Inn never holds a fourth minion.`
        : `One of the ${racePlural(e.colour)} (${e.colour}) spreading to ${place(e.location)} finds it full and is not placed.`;
    case 'taintAdded': {
      const why = {
        overrun: 'after an overrun',
        spread: 'as the overrun spreads',
        demons: 'by three Demons',
        setup: 'at set-up',
      }[e.cause];
      return `A Tainted Crystal appears at ${place(e.location)} ${why}.`;
    }
    case 'taintRemoved':
      return `${plural(e.n, 'Tainted Crystal')} removed from ${place(e.location)}.`;
    case 'gateBuilt':
      return e.seat
        ? `${Who(e.seat, e.hero)} builds a Magic Gate at ${place(e.location)}.`
        : `A Magic Gate stands at ${place(e.location)}.`;
    case 'darknessDrawn': {
      const use = {
        setup: 'for set-up',
        'setup-rejected': 'for set-up and redrawn (it may not name that place now)',
        both: 'to place minions and move a General',
        advance: 'only to move a General',
      }[e.use];
      return `Darkness Spreads, drawn ${use}: ${darknessWords(e.card)}.`;
    }
    case 'heroPicked':
      return (e.hero as string) === HIDDEN
        ? `${Who(e.seat)} has picked a hero (sealed).`
        : `${Who(e.seat)} picks the ${heroName(e.hero)}.`;
    case 'picksClashed':
      return `${listWords(e.seats.map((seat) => who(seat)))} picked a hero a seat with priority also picked, and must pick again.`;
    case 'heroJoined':
      return `${Who(e.seat)} plays the ${heroName(e.hero)}, starting at ${place(e.location)}${e.wounds ? ` with ${plural(e.wounds, 'wound')}` : ''}.`;
    case 'heroCardsDrawn':
      return `${Who(e.seat, e.hero)} draws ${plural(e.cards.length, 'Hero Card')}: ${cardsWords(e.cards)}.`;
    case 'questDrawn':
      return `${Who(e.seat, e.hero)} draws a quest: ${questWords(e.quest)}.`;
    case 'turnBegan':
      return `Turn ${e.turn}: ${whose(e.seat, e.hero)} Daytime begins.`;
    case 'actionsSpent':
      return `${Who(e.seat, e.hero)} spends ${plural(e.n, 'action')} on ${words(SPENT_ON, e.what)}.`;
    case 'heroMoved':
      return `${Who(e.seat, e.hero)} ${MODE[e.mode] ?? 'goes'} to ${place(e.to)}.`;
    case 'cardsDiscarded':
      return `${Who(e.seat, e.hero)} discards ${cardsWords(e.cards)} ${words(DISCARD_WHY, e.why)}.`;
    case 'rumorsHeard': {
      const seen = e.drawn.filter((c) => c !== HIDDEN);
      return (
        `${Who(e.seat, e.hero)} listens for ${e.colour} rumours at the Inn: keeps ${plural(e.kept.length, 'card')}` +
        `${e.kept.some((c) => c !== HIDDEN) ? ` (${cardsWords(e.kept)})` : ''}` +
        `${seen.filter((c) => !e.kept.includes(c)).length ? `, discards ${cardsWords(seen.filter((c) => !e.kept.includes(c)))}` : ''}.`
      );
    }
    case 'landHealRolled': {
      const need = e.dice[0]?.need ?? 5;
      const mod = need !== 5 ? `, Cleanse lowers it from 5+` : '';
      return (
        `${Who(e.seat, e.hero)} tries to heal the land at ${place(e.location)} with ${plural(e.dice.length, 'die', 'dice')} ` +
        `(needs ${need}+ on any${mod}): ${rolls(e.dice, null)} — ${e.success ? 'a crystal is cleansed' : 'the taint holds'}.`
      );
    }
    case 'healed':
      return e.by === e.seat
        ? `${Who(e.seat, e.hero)} rests and heals ${plural(e.n, 'wound')}.`
        : `${Who(e.by, e.byHero)} heals ${plural(e.n, 'wound')} of ${who(e.seat, e.hero)}.`;
    case 'minionsFought':
      return fightWords(e);
    case 'minionsSlain':
      return `${Who(e.seat, e.hero)} destroys ${minionWords(e.n, e.colour)} at ${place(e.location)} without a roll.`;
    case 'skillUsed':
      return `${Who(e.seat, e.hero)} uses ${{ soar: 'Soar', blink: 'Blink', pickpocket: 'Pickpocket', mend: 'Mend' }[e.skill] ?? 'a skill'}.`;
    case 'specialPlayed':
      return `${Who(e.seat, e.hero)} plays the ${cardWords(e.card)}.`;
    case 'tokensRefreshed':
      return `${Who(e.seat, e.hero)} turns ${plural(e.n, 'Life Token')} face up again.`;
    case 'questCompleted': {
      const r = e.reward;
      const reward =
        r.kind === 'cards'
          ? `draws ${plural(r.n, 'card')}`
          : r.kind === 'cleanse'
            ? 'cleanses the place'
            : r.kind === 'restore'
              ? 'heals every wound'
              : `${general(r.general)} no longer regenerates`;
      return `${Who(e.seat, e.hero)} completes ${questWords(e.quest)}: ${reward}.`;
    }
    case 'battleBegan': {
      const named = e.participants.map((p, i) => who(p, e.heroes?.[i]));
      const joiners = named.filter((_, i) => e.participants[i] !== e.initiator);
      const initiator = named[e.participants.indexOf(e.initiator)] ?? who(e.initiator);
      return `${capital(initiator)} attacks ${general(e.general)} at ${place(e.location)}${joiners.length ? `, with ${listWords(joiners)} called to join` : ''}.`;
    }
    case 'cardsCommitted':
      return `${Who(e.seat, e.hero)} commits ${plural(e.cards.length, 'card')} for ${plural(e.dice, 'die', 'dice')}${e.cards.length ? ` (${cardsWords(e.cards)})` : ''}.`;
    case 'corruptionRolled':
      return e.rolls.length
        ? `Corruption tests each red card (a 1 loses it): ${e.rolls
            .map(
              (r) =>
                `${who(r.seat, r.hero)} rolled ${r.roll} for the ${cardWords(r.card)}${r.roll === 1 ? ' — corrupted' : ''}`,
            )
            .join('; ')}.`
        : 'Corruption: no red cards to test.';
    case 'generalAttacked':
      return attackWords(e);
    case 'attackOrderNeeded':
      return 'The attacker decides who rolls next.';
    case 'generalDefeated':
      return `${general(e.general)} is defeated by ${who(e.slayer, e.hero)}!`;
    case 'warAdvanced':
      return `The war grows fiercer: ${WAR_STATUS[e.war] ?? `box ${e.war + 1}`}.`;
    case 'battleLost':
      return `The heroes fail to defeat ${general(e.general)}.`;
    case 'penaltySuffered':
      return `${Who(e.seat, e.hero)} pays ${general(e.general)}'s penalty: ${plural(e.wounds, 'wound')}${e.discarded.length ? ` and loses ${cardsWords(e.discarded)}` : ''}.`;
    case 'generalHealing':
      return e.heal
        ? `${general(e.general)} is left with ${plural(e.wounds, 'wound')} (${e.heal.kind === 'healing' ? 'healing' : `${e.heal.kind} wound`}).`
        : `${general(e.general)} is back to full health.`;
    case 'generalHealed':
      return `${general(e.general)} heals ${plural(e.n, 'wound')}.`;
    case 'battleEnded':
      return 'The battle is over.';
    case 'dayEnded':
      return `${capital(whose(e.seat, e.hero))} Daytime ends.`;
    case 'handLimit':
      return `${Who(e.seat, e.hero)} holds ${plural(e.over, 'card')} over the limit of 10 and must discard.`;
    case 'nightFell':
      return `Night falls on ${whose(e.seat, e.hero)} turn: ${plural(e.cards, 'Darkness Spreads card')}.`;
    case 'generalAdvanced':
      return `${general(e.general)} advances to ${place(e.to)}.`;
    case 'generalHeld': {
      const why = {
        defeated: 'is defeated',
        'major-wound': 'nurses a major wound',
        'not-next': 'is not on the way there',
      }[e.why];
      return `${general(e.general)} does not move: it ${why}.`;
    }
    case 'woundsSuffered': {
      const base = e.minions + (e.fear ? 1 : 0);
      const parts = [plural(e.minions, 'minion') + ' here'];
      if (e.fear) parts.push('+1 for Fear of the Undead');
      if (e.n < base) parts.push(`Stone Skin takes ${base - e.n} off`);
      return `${Who(e.seat, e.hero)} ends the turn among minions and suffers ${plural(e.n, 'wound')} (${parts.join(', ')}).`;
    }
    case 'heroLost':
      return `${Who(e.seat, e.hero)} falls${e.replace ? `; ${who(e.seat)} will choose a new hero` : ' and no hero is left to take their place'}.`;
    case 'gameEnded':
      return e.result === 'win' ? `Victory! ${e.reason}` : `The realm falls: ${e.reason}`;
    default: {
      const never: never = e;
      return String((never as { type: string }).type);
    }
  }
}
