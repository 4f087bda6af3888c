/**
 * One plain-language line per event, every die roll and what modified it
 * included. Called on events already redacted for the reader, so a hidden
 * card ('?') is only ever counted, never named.
 */
import {
  DARKNESS,
  GENERAL_PATHS,
  GENERALS,
  HERO_CARD,
  HEROES,
  LOCATION_BY_ID,
  MINION_TO_HIT,
  QUESTS,
  RACE,
  type Colour,
  type Counts,
  type GeneralId,
  type HeroCardId,
  type HeroId,
  type LocationId,
} from './data/index.ts';
import type { Die, DfEvent, MoveMode } from './events.ts';

export const WAR_STATUS = ['Early War', 'Mid War', 'Mid War (second box)', 'Late War'] as const;

const HIDDEN = '?';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const place = (id: LocationId) => LOCATION_BY_ID[id]?.name ?? id;
const general = (g: GeneralId) => GENERALS[g]?.name ?? g;
const heroName = (h: HeroId | string) => (h === HIDDEN ? 'a sealed hero' : (HEROES[h as HeroId]?.name ?? h));
/** "hero1" or "Paladin (hero1)" when the event names the hero. */
const who = (seat: string, hero?: HeroId) => (hero ? `${heroName(hero)} (${seat})` : seat);

const RACE_PLURAL: Readonly<Record<Colour, string>> = {
  red: 'Demons',
  green: 'Orcs',
  blue: 'Dragonkin',
  black: 'Undead',
};
/** "2 Orcs (green)": the race and its colour word, never colour alone. */
export const minionWords = (n: number, colour: Colour) =>
  `${n} ${n === 1 ? RACE[colour] : RACE_PLURAL[colour]} (${colour})`;

const countsWords = (c: Counts) =>
  (Object.keys(c) as Colour[])
    .filter((k) => c[k] > 0)
    .map((k) => minionWords(c[k], k))
    .join(', ') || 'none';

/** A Hero Card in words: its place and colour, or the special card's name; a hidden card stays unnamed. */
export function cardWords(id: HeroCardId): string {
  if (id === HIDDEN) return 'a hidden card';
  const c = HERO_CARD[id];
  if (!c) return id;
  if (c.colour === 'purple') return `${c.name} (purple)`;
  const icon = c.icon === 'none' ? '' : `, ${c.icon}`;
  return `${place(c.location)} (${c.colour}${icon}, ${plural(c.dice, 'die', 'dice')} vs ${general(c.general)})`;
}

const cardsWords = (ids: readonly HeroCardId[]) => {
  const hidden = ids.filter((c) => c === HIDDEN).length;
  const shown = ids.filter((c) => c !== HIDDEN).map(cardWords);
  if (hidden) shown.push(plural(hidden, 'hidden card'));
  return shown.join('; ') || 'no cards';
};

const questWords = (id: string) => {
  if (id === HIDDEN) return 'a hidden quest';
  const q = QUESTS.find((x) => x.id === id);
  return q ? `${q.name} (at ${place(q.location)})` : id;
};

const MODE: Readonly<Record<MoveMode, string>> = {
  foot: 'on foot',
  horse: 'on horseback',
  eagle: 'by eagle',
  'gate-card': 'through a Magic Gate (card)',
  gate: 'from gate to gate',
  soar: 'soaring',
  blink: 'by a blink',
  summons: 'by Royal Summons',
  carried: 'carried off',
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
  if (!c) return id === HIDDEN ? 'a hidden card' : id;
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
    `${who(e.seat, e.hero)} fights at ${place(e.location)} with ${plural(e.dice.length, 'die', 'dice')} ` +
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
    `${who(e.seat, e.hero)} attacks ${general(e.general)} with ${plural(e.dice.length, 'die', 'dice')} ` +
    `(needs ${g?.toHit ?? e.dice[0]?.need}+): ${rolls(e.dice, e.reroll)} — ${plural(e.hits, 'hit')}` +
    `${mods.length ? ` (${mods.join(', ')})` : ''}; ${tail}.`
  );
}

export function describe(e: DfEvent): string {
  switch (e.type) {
    case 'started':
      return (
        `A new defence of the realm: ${plural(e.seats.length, 'hero', 'heroes')}, ${e.first} goes first, ` +
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
      return `Overrun at ${place(e.location)}: a fourth minion is too many, and one of the ${RACE_PLURAL[e.colour]} (${e.colour}) spills into every neighbour.`;
    case 'minionTurnedAway':
      return e.why === 'inn'
        ? `${place(e.location)} turns away one of the ${RACE_PLURAL[e.colour]} (${e.colour}): an Inn never holds a fourth minion.`
        : `One of the ${RACE_PLURAL[e.colour]} (${e.colour}) spreading to ${place(e.location)} finds it full and is not placed.`;
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
        ? `${e.seat} builds a Magic Gate at ${place(e.location)}.`
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
        ? `${e.seat} has picked a hero (sealed).`
        : `${e.seat} picks the ${heroName(e.hero)}.`;
    case 'picksClashed':
      return `${e.seats.join(' and ')} picked the same hero; priority decides.`;
    case 'heroJoined':
      return `${e.seat} plays the ${heroName(e.hero)}, starting at ${place(e.location)}${e.wounds ? ` with ${plural(e.wounds, 'wound')}` : ''}.`;
    case 'heroCardsDrawn':
      return `${e.seat} draws ${plural(e.cards.length, 'Hero Card')}: ${cardsWords(e.cards)}.`;
    case 'questDrawn':
      return `${e.seat} draws a quest: ${questWords(e.quest)}.`;
    case 'turnBegan':
      return `Turn ${e.turn}: ${e.seat}'s Daytime begins.`;
    case 'actionsSpent':
      return `${e.seat} spends ${plural(e.n, 'action')} (${e.what.replace(/-/g, ' ')}).`;
    case 'heroMoved':
      return `${e.seat} goes ${MODE[e.mode]} to ${place(e.to)}.`;
    case 'cardsDiscarded':
      return `${e.seat} discards ${cardsWords(e.cards)} (${e.why.replace(/-/g, ' ')}).`;
    case 'rumorsHeard': {
      const seen = e.drawn.filter((c) => c !== HIDDEN);
      return (
        `${e.seat} listens for ${e.colour} rumours at the Inn: keeps ${plural(e.kept.length, 'card')}` +
        `${e.kept.some((c) => c !== HIDDEN) ? ` (${cardsWords(e.kept)})` : ''}` +
        `${seen.filter((c) => !e.kept.includes(c)).length ? `, discards ${cardsWords(seen.filter((c) => !e.kept.includes(c)))}` : ''}.`
      );
    }
    case 'landHealRolled': {
      const need = e.dice[0]?.need ?? 5;
      const mod = need !== 5 ? `, Cleanse lowers it from 5+` : '';
      return (
        `${who(e.seat, e.hero)} tries to heal the land at ${place(e.location)} with ${plural(e.dice.length, 'die', 'dice')} ` +
        `(needs ${need}+ on any${mod}): ${rolls(e.dice, null)} — ${e.success ? 'a crystal is cleansed' : 'the taint holds'}.`
      );
    }
    case 'healed':
      return e.by === e.seat
        ? `${e.seat} rests and heals ${plural(e.n, 'wound')}.`
        : `${e.by} heals ${plural(e.n, 'wound')} of ${e.seat}.`;
    case 'minionsFought':
      return fightWords(e);
    case 'minionsSlain':
      return `${e.seat} destroys ${minionWords(e.n, e.colour)} at ${place(e.location)} without a roll.`;
    case 'skillUsed':
      return `${e.seat} uses ${{ soar: 'Soar', blink: 'Blink', pickpocket: 'Pickpocket', mend: 'Mend' }[e.skill] ?? e.skill}.`;
    case 'specialPlayed':
      return `${e.seat} plays ${cardWords(e.card)}.`;
    case 'tokensRefreshed':
      return `${e.seat} turns ${plural(e.n, 'Life Token')} face up again.`;
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
      return `${e.seat} completes ${questWords(e.quest)}: ${reward}.`;
    }
    case 'battleBegan':
      return `${e.initiator} attacks ${general(e.general)} at ${place(e.location)}${e.participants.length > 1 ? `, with ${e.participants.filter((p) => p !== e.initiator).join(', ')} called to join` : ''}.`;
    case 'cardsCommitted':
      return `${e.seat} commits ${plural(e.cards.length, 'card')} for ${plural(e.dice, 'die', 'dice')}${e.cards.length ? ` (${cardsWords(e.cards)})` : ''}.`;
    case 'corruptionRolled':
      return e.rolls.length
        ? `Corruption tests each red card (a 1 loses it): ${e.rolls
            .map((r) => `${r.seat} rolled ${r.roll} for ${cardWords(r.card)}${r.roll === 1 ? ' — corrupted' : ''}`)
            .join('; ')}.`
        : 'Corruption: no red cards to test.';
    case 'generalAttacked':
      return attackWords(e);
    case 'attackOrderNeeded':
      return 'The attacker decides who rolls next.';
    case 'generalDefeated':
      return `${general(e.general)} is defeated by ${e.slayer}!`;
    case 'warAdvanced':
      return `The war grows fiercer: ${WAR_STATUS[e.war] ?? `box ${e.war + 1}`}.`;
    case 'battleLost':
      return `The heroes fail to defeat ${general(e.general)}.`;
    case 'penaltySuffered':
      return `${e.seat} pays ${general(e.general)}'s penalty: ${plural(e.wounds, 'wound')}${e.discarded.length ? ` and loses ${cardsWords(e.discarded)}` : ''}.`;
    case 'generalHealing':
      return e.heal
        ? `${general(e.general)} is left with ${plural(e.wounds, 'wound')} (${e.heal.kind === 'healing' ? 'healing' : `${e.heal.kind} wound`}).`
        : `${general(e.general)} is back to full health.`;
    case 'generalHealed':
      return `${general(e.general)} heals ${plural(e.n, 'wound')}.`;
    case 'battleEnded':
      return 'The battle is over.';
    case 'dayEnded':
      return `${e.seat}'s Daytime ends.`;
    case 'handLimit':
      return `${e.seat} holds ${plural(e.over, 'card')} over the limit of 10 and must discard.`;
    case 'nightFell':
      return `Night falls on ${e.seat}'s turn: ${plural(e.cards, 'Darkness Spreads card')}.`;
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
      return `${e.seat} ends the turn among minions and suffers ${plural(e.n, 'wound')} (${parts.join(', ')}).`;
    }
    case 'heroLost':
      return `${e.seat}'s ${heroName(e.hero)} falls${e.replace ? '; the player will choose a new hero' : ' and no hero is left to take their place'}.`;
    case 'gameEnded':
      return e.result === 'win' ? `Victory! ${e.reason}` : `The realm falls: ${e.reason}`;
    default: {
      const never: never = e;
      return String((never as { type: string }).type);
    }
  }
}
