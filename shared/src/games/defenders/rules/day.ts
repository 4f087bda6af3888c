/**
 * Daytime: the actions a hero may take with its active Life Tokens, and the
 * free plays (skills without a cost, Purple cards). `dayOptions` is the prompt:
 * it lists every legal command, and decide accepts nothing else.
 */
import {
  BOARD,
  COLOURS,
  HEROES,
  LOCATIONS,
  MINION_TO_HIT,
  MONARCH_CITY,
  COMPONENTS,
  GENERALS,
  heroCard,
  isInn,
  isRaceCard,
  location,
  quest,
  type Colour,
  type Counts,
  type HeroCardId,
  type LocationId,
} from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { Command, CommandOf } from '../commands.ts';
import type { Die } from '../events.ts';
import { minionsAt } from './board.ts';
import { drawHero, drawQuest, peekHero } from './cards.ts';
import { cardName, generalsAt, placeName, portraitCards, seatsAt } from './helpers.ts';
import { endDay } from './night.ts';
import { beginBattle } from './battle.ts';
import { activeTokens, hero, type HeroState, type State } from './state.ts';
import type { Tx } from './tx.ts';

export interface Option {
  command: Command;
  label: string;
  group: string;
  confirm?: boolean;
}

const RUMOR_LIMIT = 2;

const raceCardsWith = (
  h: HeroState,
  pred: (c: Exclude<ReturnType<typeof heroCard>, { colour: 'purple' }>) => boolean,
) =>
  h.hand.filter((id) => {
    const c = heroCard(id);
    return isRaceCard(c) && pred(c);
  });

/** Quest cards a hero would give up: the first ones in hand that match (our choice, see docs). */
export function questCards(h: HeroState): HeroCardId[] | null {
  if (!h.quest) return null;
  const q = quest(h.quest);
  const cards = h.hand.filter((id) => q.discard.colour === 'any' || heroCard(id).colour === q.discard.colour);
  return cards.length >= q.discard.n ? cards.slice(0, q.discard.n) : null;
}

function moveOptions(s: State, h: HeroState, out: Option[]): void {
  const here = h.location;
  for (const to of BOARD.neighbours(here)) {
    out.push({ command: { type: 'move', mode: 'foot', to }, label: `Walk to ${placeName(to)}`, group: 'Move' });
  }
  const within = (steps: number) => [...BOARD.within(here, steps).keys()].filter((l) => l !== here);
  for (const [icon, steps] of [
    ['horse', 2],
    ['eagle', 4],
  ] as const) {
    const cards = raceCardsWith(h, (c) => c.icon === icon);
    if (!cards.length) continue;
    const dests = within(steps);
    for (const card of cards) {
      for (const to of dests) {
        out.push({
          command: { type: 'move', mode: icon, to, card },
          label: `${icon === 'horse' ? 'Ride' : 'Fly'} to ${placeName(to)} (discard ${cardName(card)})`,
          group: 'Move',
        });
      }
    }
  }
  for (const card of raceCardsWith(h, (c) => c.icon === 'gate')) {
    const c = heroCard(card);
    const dests = new Set<LocationId>(s.gates);
    if (isRaceCard(c)) dests.add(c.location);
    dests.delete(here);
    for (const to of dests) {
      out.push({
        command: { type: 'move', mode: 'gate-card', to, card },
        label: `Magic Gate to ${placeName(to)} (discard ${cardName(card)})`,
        group: 'Move',
      });
    }
  }
  if (s.gates.includes(here) && s.gates.length >= 2) {
    for (const to of s.gates) {
      if (to !== here) {
        out.push({
          command: { type: 'move', mode: 'gate', to },
          label: `Step through the gate to ${placeName(to)}`,
          group: 'Move',
        });
      }
    }
  }
}

function skillOptions(s: State, seat: SeatId, h: HeroState, actions: number, out: Option[]): void {
  const skill = HEROES[h.id].active;
  if (!skill || actions < skill.cost || (skill.oncePerTurn && h.skillUsed)) return;
  const here = h.location;
  switch (skill.id) {
    case 'soar':
      for (const to of BOARD.within(here, 4).keys()) {
        if (to !== here)
          out.push({
            command: { type: 'skill', skill: 'soar', to },
            label: `Soar to ${placeName(to)}`,
            group: 'Skill',
          });
      }
      return;
    case 'blink':
      for (const l of LOCATIONS) {
        if (l.id !== here)
          out.push({
            command: { type: 'skill', skill: 'blink', to: l.id },
            label: `Blink to ${l.name}`,
            group: 'Skill',
          });
      }
      return;
    case 'pickpocket':
      if (s.heroDeck.length + s.heroDiscard.length > 0) {
        out.push({
          command: { type: 'skill', skill: 'pickpocket' },
          label: 'Pickpocket: draw 1 Hero Card',
          group: 'Skill',
        });
      }
      return;
    case 'mend':
      for (const other of seatsAt(s, here)) {
        const o = s.players[other]?.hero;
        if (other !== seat && o && o.wounds > 0) {
          out.push({
            command: { type: 'skill', skill: 'mend', target: other },
            label: `Mend ${HEROES[o.id].name}`,
            group: 'Skill',
          });
        }
      }
      return;
  }
}

function specialOptions(s: State, h: HeroState, out: Option[]): void {
  const here = h.location;
  for (const card of h.hand) {
    const c = heroCard(card);
    if (isRaceCard(c)) continue;
    const label = `Play ${c.name}`;
    switch (c.effect) {
      case 'second-wind':
        if (h.spent > 0) out.push({ command: { type: 'special', card }, label, group: 'Cards' });
        break;
      case 'banish':
        for (const colour of COLOURS) {
          if ((s.minions[here]?.[colour] ?? 0) > 0) {
            out.push({
              command: { type: 'special', card, colour },
              label: `${label} on ${colour} minions`,
              group: 'Cards',
            });
          }
        }
        break;
      case 'sanctify':
        if ((s.taint[here] ?? 0) > 0) out.push({ command: { type: 'special', card }, label, group: 'Cards' });
        break;
      case 'royal-summons':
        if (here !== MONARCH_CITY) out.push({ command: { type: 'special', card }, label, group: 'Cards' });
        break;
    }
  }
}

/** The Daytime prompt: every legal command for the active hero now. */
export function dayOptions(s: State, seat: SeatId): Option[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: Option[] = [];
  const h = p.hero;
  if (h) {
    const actions = activeTokens(h);
    const here = h.location;
    const loc = location(here);
    const minions = minionsAt(s, here);
    const generals = generalsAt(s, here);
    if (actions > 0) {
      moveOptions(s, h, out);
      for (const card of raceCardsWith(h, (c) => c.location === here)) {
        if (!s.gates.includes(here) && s.gates.length < COMPONENTS.gates) {
          out.push({
            command: { type: 'buildGate', card },
            label: `Build a Magic Gate (discard ${cardName(card)})`,
            group: 'Gate',
          });
        }
      }
      if (isInn(here) && h.rumors < RUMOR_LIMIT) {
        for (const colour of COLOURS) {
          for (let times = 1; times <= Math.min(RUMOR_LIMIT - h.rumors, actions); times++) {
            out.push({
              command: { type: 'rumors', colour, times: times as 1 | 2 },
              label: `Rumors at the Inn: call ${colour}${times === 2 ? ' twice' : ''}`,
              group: 'Inn',
            });
          }
        }
      }
      if ((s.taint[here] ?? 0) > 0 && loc.colour) {
        for (const card of raceCardsWith(h, (c) => c.colour === loc.colour)) {
          out.push({
            command: { type: 'healLand', card },
            label: `Heal the Land (discard ${cardName(card)})`,
            group: 'Heal',
          });
        }
      }
      if (h.wounds > 0 && minions === 0 && generals.length === 0) {
        out.push({ command: { type: 'heal' }, label: 'Heal wounds', group: 'Heal' });
      }
      if (minions > 0) out.push({ command: { type: 'fight' }, label: 'Fight the minions here', group: 'Fight' });
      for (const g of p.slain) {
        const colour = GENERALS[g].colour;
        if ((s.minions[here]?.[colour] ?? 0) > 0) {
          out.push({
            command: { type: 'slay', general: g },
            label: `Slayer: destroy the ${colour} minions here`,
            group: 'Fight',
          });
        }
      }
      if (minions === 0) {
        for (const g of generals) {
          if (portraitCards(h.hand, g).length > 0) {
            out.push({
              command: { type: 'attack', general: g },
              label: `Attack ${GENERALS[g].name}`,
              group: 'Fight',
              confirm: true,
            });
          }
        }
      }
      if (h.quest && quest(h.quest).location === here && questCards(h)) {
        out.push({ command: { type: 'quest' }, label: `Complete ${quest(h.quest).name}`, group: 'Quest' });
      }
    }
    skillOptions(s, seat, h, actions, out);
    specialOptions(s, h, out);
  }
  out.push({
    command: { type: 'endDay' },
    label: 'End Daytime',
    group: 'Turn',
    confirm: h ? activeTokens(h) > 0 : false,
  });
  return out;
}

/** Rolls one die per minion in its colour; the Ranger re-rolls one miss (DF-MIN-02/03). */
function fight(tx: Tx, seat: SeatId): void {
  const h = hero(tx.state, seat);
  const counts = tx.state.minions[h.location] as Counts;
  const dice: Die[] = [];
  for (const colour of COLOURS) {
    const need = colour === 'black' && HEROES[h.id].passive === 'smite' ? 3 : MINION_TO_HIT[colour];
    for (let i = 0; i < counts[colour]; i++) dice.push({ colour, need, roll: tx.dice.roll(6) });
  }
  let reroll: { index: number; roll: number } | null = null;
  if (HEROES[h.id].passive === 'sure-shot') {
    const index = dice.findIndex((d) => d.roll < d.need);
    if (index >= 0) reroll = { index, roll: tx.dice.roll(6) };
  }
  const defeated: Record<Colour, number> = { red: 0, green: 0, blue: 0, black: 0 };
  dice.forEach((d, i) => {
    const roll = reroll && reroll.index === i ? reroll.roll : d.roll;
    if (d.colour && roll >= d.need) defeated[d.colour] += 1;
  });
  tx.emit({ type: 'minionsFought', seat, hero: h.id, location: h.location, dice, reroll, defeated });
}

function spend(tx: Tx, seat: SeatId, n: number, what: string): void {
  if (n > 0) tx.emit({ type: 'actionsSpent', seat, n, what });
}

export function applyDay(tx: Tx, seat: SeatId, cmd: Command): void {
  const h = hero(tx.state, seat);
  const here = h.location;
  switch (cmd.type) {
    case 'move':
      spend(tx, seat, 1, 'move');
      if (cmd.card) tx.emit({ type: 'cardsDiscarded', seat, cards: [cmd.card], why: cmd.mode });
      tx.emit({ type: 'heroMoved', seat, to: cmd.to, mode: cmd.mode });
      return;
    case 'buildGate':
      spend(tx, seat, 1, 'gate');
      tx.emit({ type: 'cardsDiscarded', seat, cards: [cmd.card], why: 'gate' });
      tx.emit({ type: 'gateBuilt', location: here, seat });
      return;
    case 'rumors':
      spend(tx, seat, cmd.times, 'rumors');
      for (let i = 0; i < cmd.times; i++) {
        const drawn = peekHero(tx, 2);
        const kept = drawn.filter((id) => {
          const c = heroCard(id).colour;
          return c === cmd.colour || c === 'purple';
        });
        tx.emit({ type: 'rumorsHeard', seat, colour: cmd.colour, drawn, kept, open: tx.state.options.openHands });
      }
      return;
    case 'healLand': {
      spend(tx, seat, 1, 'heal-land');
      tx.emit({ type: 'cardsDiscarded', seat, cards: [cmd.card], why: 'heal-land' });
      const need = HEROES[h.id].passive === 'cleanse' ? 4 : 5;
      const dice: Die[] = [
        { roll: tx.dice.roll(6), need },
        { roll: tx.dice.roll(6), need },
      ];
      const success = dice.some((d) => d.roll >= need);
      tx.emit({ type: 'landHealRolled', seat, hero: h.id, location: here, dice, success });
      if (success) tx.emit({ type: 'taintRemoved', location: here, n: 1 });
      return;
    }
    case 'heal': {
      spend(tx, seat, 1, 'heal');
      const full = here === MONARCH_CITY || isInn(here);
      tx.emit({ type: 'healed', seat, n: full ? h.wounds : Math.min(2, h.wounds), by: seat });
      return;
    }
    case 'fight':
      spend(tx, seat, 1, 'fight');
      fight(tx, seat);
      return;
    case 'slay': {
      spend(tx, seat, 1, 'slay');
      const colour = GENERALS[cmd.general].colour;
      tx.emit({ type: 'minionsSlain', seat, location: here, colour, n: tx.state.minions[here]?.[colour] ?? 0 });
      return;
    }
    case 'attack':
      spend(tx, seat, 1, 'attack');
      beginBattle(tx, seat, cmd.general);
      return;
    case 'quest':
      completeQuest(tx, seat);
      return;
    case 'skill':
      useSkill(tx, seat, cmd);
      return;
    case 'special':
      playSpecial(tx, seat, cmd);
      return;
    case 'endDay':
      endDay(tx);
      return;
    default:
      throw new Error(`defenders: ${cmd.type} is not a Daytime command`);
  }
}

function completeQuest(tx: Tx, seat: SeatId): void {
  const h = hero(tx.state, seat);
  const cards = questCards(h);
  if (!h.quest || !cards) return;
  const q = quest(h.quest);
  spend(tx, seat, 1, 'quest');
  if (cards.length) tx.emit({ type: 'cardsDiscarded', seat, cards, why: 'quest' });
  tx.emit({ type: 'questCompleted', seat, quest: q.id, reward: q.reward });
  switch (q.reward.kind) {
    case 'cards':
      drawHero(tx, seat, q.reward.n);
      break;
    case 'cleanse': {
      const n = tx.state.taint[q.location] ?? 0;
      if (n > 0) tx.emit({ type: 'taintRemoved', location: q.location, n });
      break;
    }
    case 'restore': {
      const w = hero(tx.state, seat).wounds;
      if (w > 0) tx.emit({ type: 'healed', seat, n: w, by: seat });
      break;
    }
    case 'bane':
      break;
  }
  drawQuest(tx, seat);
}

function useSkill(tx: Tx, seat: SeatId, cmd: CommandOf<'skill'>): void {
  const h = hero(tx.state, seat);
  const skill = HEROES[h.id].active;
  if (!skill) return;
  spend(tx, seat, skill.cost, 'skill');
  tx.emit({ type: 'skillUsed', seat, skill: skill.id });
  if ((cmd.skill === 'soar' || cmd.skill === 'blink') && cmd.to) {
    tx.emit({ type: 'heroMoved', seat, to: cmd.to, mode: cmd.skill });
  } else if (cmd.skill === 'pickpocket') {
    drawHero(tx, seat, 1);
  } else if (cmd.skill === 'mend' && cmd.target) {
    const o = hero(tx.state, cmd.target);
    tx.emit({ type: 'healed', seat: cmd.target, n: Math.min(2, o.wounds), by: seat });
  }
}

function playSpecial(tx: Tx, seat: SeatId, cmd: CommandOf<'special'>): void {
  const h = hero(tx.state, seat);
  const c = heroCard(cmd.card);
  if (isRaceCard(c)) return;
  tx.emit({ type: 'specialPlayed', seat, card: cmd.card, effect: c.effect });
  switch (c.effect) {
    case 'second-wind':
      tx.emit({ type: 'tokensRefreshed', seat, n: Math.min(2, h.spent) });
      return;
    case 'banish': {
      const colour = cmd.colour ?? 'red';
      const n = Math.min(2, tx.state.minions[h.location]?.[colour] ?? 0);
      if (n > 0) tx.emit({ type: 'minionsRemoved', location: h.location, colour, n });
      return;
    }
    case 'sanctify':
      tx.emit({ type: 'taintRemoved', location: h.location, n: 1 });
      return;
    case 'royal-summons':
      tx.emit({ type: 'heroMoved', seat, to: MONARCH_CITY, mode: 'summons' });
      return;
  }
}
