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
  generalLife,
  heroCard,
  isInn,
  isRaceCard,
  location,
  quest,
  total,
  type Colour,
  type Counts,
  type GeneralId,
  type HeroCardId,
  type LocationId,
  type QuestReward,
} from '../data/index.ts';
import type { Choice, SeatId } from '../../../engine/types.ts';
import { commandKey, type Command, type CommandOf } from '../commands.ts';
import type { Die } from '../events.ts';
import {
  capital,
  cardName,
  countsWords,
  dice,
  listWords,
  minionWords,
  placeName,
  plural,
  seatWords,
} from '../names.ts';
import { minionsAt } from './board.ts';
import { drawHero, drawQuest, peekHero } from './cards.ts';
import { diceOf, generalsAt, portraitCards, seatsAt, sureShotIndex } from './helpers.ts';
import { endDay } from './night.ts';
import { beginBattle } from './battle.ts';
import { activeTokens, hero, type HeroState, type State } from './state.ts';
import type { Tx } from './tx.ts';

/** One legal command as the prompt offers it (engine Choice, always with a group). */
export type Option = Choice<Command> & { group: string };

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

/**
 * What a way of travelling costs: actions, and the card given up. Walking, stepping from gate to
 * gate and Soar cost one action; a Horse, Eagle or Magic Gate card one action and the card; Blink two
 * actions. `rank` orders ways of equal cost (the first is offered).
 */
interface Travel {
  to: LocationId;
  actions: number;
  card?: HeroCardId;
  rank: number;
}

interface Entry {
  option: Option;
  travel?: Travel;
}

const ICON_RANK: Readonly<Record<string, number>> = { horse: 1, eagle: 2, gate: 3, none: 4 };
/**
 * What giving up a card costs: its battle dice first, then whether the hero's quest asks for its
 * colour, then how far its icon could take the hero later.
 */
function cardWorth(h: HeroState, id: HeroCardId): number {
  const c = heroCard(id);
  if (!isRaceCard(c)) return 100;
  const wanted = h.quest ? quest(h.quest).discard.colour === c.colour : false;
  return c.dice * 10 + (wanted ? 5 : 0) + (ICON_RANK[c.icon] ?? 4);
}

/** With closed hands a card leaving the hand is shown to the table, which cannot be taken back (index.ts). */
const shownForGood = (s: State, card: HeroCardId): string | undefined =>
  s.options.openHands
    ? undefined
    : `Hands are closed: the ${cardName(card)} is shown to the table, and this cannot be taken back.`;

function moveEntries(s: State, h: HeroState, out: Entry[]): void {
  const here = h.location;
  const push = (command: Command, label: string, travel: Travel, confirm?: string) =>
    out.push({ option: { command, label, group: 'Move', target: travel.to, ...(confirm ? { confirm } : {}) }, travel });
  for (const to of BOARD.neighbours(here)) {
    push({ type: 'move', mode: 'foot', to }, `Walk to ${placeName(to)}`, { to, actions: 1, rank: 0 });
  }
  if (s.gates.includes(here) && s.gates.length >= 2) {
    for (const to of s.gates) {
      if (to !== here) {
        push({ type: 'move', mode: 'gate', to }, `Step through the Magic Gate to ${placeName(to)}`, {
          to,
          actions: 1,
          rank: 1,
        });
      }
    }
  }
  const within = (steps: number) => [...BOARD.within(here, steps).keys()].filter((l) => l !== here);
  for (const [icon, steps, verb] of [
    ['horse', 2, 'Ride'],
    ['eagle', 4, 'Fly'],
  ] as const) {
    const cards = raceCardsWith(h, (c) => c.icon === icon);
    if (!cards.length) continue;
    const dests = within(steps);
    for (const card of cards) {
      for (const to of dests) {
        push(
          { type: 'move', mode: icon, to, card },
          `${verb} to ${placeName(to)}, discarding the ${cardName(card)}`,
          { to, actions: 1, card, rank: 10 + cardWorth(h, card) },
          shownForGood(s, card),
        );
      }
    }
  }
  for (const card of raceCardsWith(h, (c) => c.icon === 'gate')) {
    const c = heroCard(card);
    const dests = new Set<LocationId>(s.gates);
    if (isRaceCard(c)) dests.add(c.location);
    dests.delete(here);
    for (const to of dests) {
      push(
        { type: 'move', mode: 'gate-card', to, card },
        `Open a Magic Gate to ${placeName(to)}, discarding the ${cardName(card)}`,
        { to, actions: 1, card, rank: 10 + cardWorth(h, card) },
        shownForGood(s, card),
      );
    }
  }
}

function skillEntries(s: State, seat: SeatId, h: HeroState, actions: number, out: Entry[]): void {
  const skill = HEROES[h.id].active;
  if (!skill || actions < skill.cost || (skill.oncePerTurn && h.skillUsed)) return;
  const here = h.location;
  switch (skill.id) {
    case 'soar':
      for (const to of BOARD.within(here, 4).keys()) {
        if (to !== here)
          out.push({
            option: {
              command: { type: 'skill', skill: 'soar', to },
              label: `Soar to ${placeName(to)}`,
              group: 'Skill',
              target: to,
            },
            travel: { to, actions: skill.cost, rank: 2 },
          });
      }
      return;
    case 'blink':
      for (const l of LOCATIONS) {
        if (l.id !== here)
          out.push({
            option: {
              command: { type: 'skill', skill: 'blink', to: l.id },
              label: `Blink to ${l.name} (${plural(skill.cost, 'action')})`,
              group: 'Skill',
              target: l.id,
            },
            travel: { to: l.id, actions: skill.cost, rank: 3 },
          });
      }
      return;
    case 'pickpocket':
      if (s.heroDeck.length + s.heroDiscard.length > 0) {
        out.push({
          option: {
            command: { type: 'skill', skill: 'pickpocket' },
            label: 'Pickpocket: draw 1 Hero Card',
            group: 'Skill',
          },
        });
      }
      return;
    case 'mend':
      for (const other of seatsAt(s, here)) {
        const o = s.players[other]?.hero;
        if (other !== seat && o && o.wounds > 0) {
          out.push({
            option: {
              command: { type: 'skill', skill: 'mend', target: other },
              label: `Mend the ${HEROES[o.id].name}: heal ${plural(Math.min(2, o.wounds), 'wound')}`,
              group: 'Skill',
              target: here,
            },
          });
        }
      }
      return;
  }
}

function specialEntries(s: State, h: HeroState, out: Entry[]): void {
  const here = h.location;
  const push = (command: CommandOf<'special'>, label: string, target?: LocationId) => {
    const confirm = shownForGood(s, command.card);
    out.push({
      option: { command, label, group: 'Cards', ...(target ? { target } : {}), ...(confirm ? { confirm } : {}) },
    });
  };
  for (const card of h.hand) {
    const c = heroCard(card);
    if (isRaceCard(c)) continue;
    switch (c.effect) {
      case 'second-wind':
        if (h.spent > 0)
          push(
            { type: 'special', card },
            `Play ${c.name}: turn ${plural(Math.min(2, h.spent), 'spent Life Token')} face up`,
          );
        break;
      case 'banish':
        for (const colour of COLOURS) {
          const n = s.minions[here]?.[colour] ?? 0;
          if (n > 0) {
            push(
              { type: 'special', card, colour },
              `Play ${c.name}: remove ${minionWords(Math.min(2, n), colour)} from here`,
              here,
            );
          }
        }
        break;
      case 'sanctify':
        if ((s.taint[here] ?? 0) > 0)
          push({ type: 'special', card }, `Play ${c.name}: remove a Tainted Crystal from here`, here);
        break;
      case 'royal-summons':
        if (here !== MONARCH_CITY)
          push({ type: 'special', card }, `Play ${c.name}: go to ${placeName(MONARCH_CITY)}`, MONARCH_CITY);
        break;
    }
  }
}

/** The wounds ending the turn where the hero stands would cost now (DF-WND-01/02), before the Night adds any. */
function woundsHere(s: State, h: HeroState): number {
  const c = s.minions[h.location];
  if (!c) return 0;
  const n = total(c) + (c.black > 0 ? 1 : 0);
  return HEROES[h.id].passive === 'stone-skin' ? Math.max(0, n - 1) : n;
}

/** Ending Daytime with something left to do: the words of what is given up, or nothing. */
function endDayConfirm(s: State, h: HeroState): string | undefined {
  const actions = activeTokens(h);
  const unused: string[] = [];
  if (actions > 0) unused.push(`${plural(actions, 'action')} unused`);
  const skill = HEROES[h.id].active;
  if (skill && skill.cost === 0 && !(skill.oncePerTurn && h.skillUsed) && s.heroDeck.length + s.heroDiscard.length > 0)
    unused.push(`${skill.id === 'pickpocket' ? 'Pickpocket' : 'a free skill'} not used`);
  if (!unused.length) return undefined;
  const wounds = woundsHere(s, h);
  const stay = wounds
    ? ` Ending the turn among the minions at ${placeName(h.location)} costs at least ${plural(wounds, 'wound')}.`
    : '';
  return `${capital(listWords(unused))}: Daytime ends and the Evening begins (draw 2 Hero Cards), then the Night.${stay}`;
}

/** Attacking a General, in words: who fights with how many dice and what a loss costs. */
function attackConfirm(s: State, seat: SeatId, h: HeroState, g: GeneralId): string {
  const gen = GENERALS[g];
  const left = generalLife(g) - s.generals[g].wounds;
  const joiners = seatsAt(s, h.location)
    .filter((o) => o !== seat)
    .map((o) => {
      const oh = s.players[o]?.hero;
      return oh ? `${seatWords(o, oh.id)} (up to ${dice(diceOf(portraitCards(oh.hand, g)))})` : null;
    })
    .filter((x): x is string => x !== null);
  const join = joiners.length ? `; ${listWords(joiners)} ${joiners.length === 1 ? 'is' : 'are'} called to join` : '';
  const pen = gen.penalty;
  const cost = [plural(pen.wounds, 'wound'), ...(pen.discard ? [plural(pen.discard, 'random Hero Card')] : [])];
  const falls = h.wounds + pen.wounds >= h.max ? `; the ${HEROES[h.id].name} would fall` : '';
  return (
    `The ${HEROES[h.id].name} attacks ${gen.name} with up to ${dice(diceOf(portraitCards(h.hand, g)))} ` +
    `(${gen.toHit}+ hits, ${plural(left, 'hit')} to defeat)${join}. Committed cards are spent win or lose. ` +
    `A loss costs each hero in the battle ${listWords(cost)} and sends them to ${placeName(MONARCH_CITY)}${falls}.`
  );
}

/** A quest's reward, as the label says it. */
function rewardWords(r: QuestReward): string {
  switch (r.kind) {
    case 'cards':
      return `draw ${plural(r.n, 'Hero Card')}`;
    case 'cleanse':
      return 'every Tainted Crystal here is cleansed';
    case 'restore':
      return 'heal every wound';
    case 'bane':
      return `${GENERALS[r.general].name} no longer regenerates`;
  }
}

/** Every legal Daytime command for the active hero now, each with what makes it travel (if it does). */
function dayEntries(s: State, seat: SeatId): Entry[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: Entry[] = [];
  const add = (option: Option) => out.push({ option });
  const h = p.hero;
  if (h) {
    const actions = activeTokens(h);
    const here = h.location;
    const loc = location(here);
    const counts = s.minions[here];
    const minions = minionsAt(s, here);
    const generals = generalsAt(s, here);
    if (actions > 0) {
      moveEntries(s, h, out);
      for (const card of raceCardsWith(h, (c) => c.location === here)) {
        if (!s.gates.includes(here) && s.gates.length < COMPONENTS.gates) {
          const confirm = shownForGood(s, card);
          add({
            command: { type: 'buildGate', card },
            label: `Build a Magic Gate here, discarding the ${cardName(card)}`,
            group: 'Gate',
            target: here,
            ...(confirm ? { confirm } : {}),
          });
        }
      }
      if (isInn(here) && h.rumors < RUMOR_LIMIT) {
        for (const colour of COLOURS) {
          for (let times = 1; times <= Math.min(RUMOR_LIMIT - h.rumors, actions); times++) {
            add({
              command: { type: 'rumors', colour, times: times as 1 | 2 },
              label: `Rumors at the Inn: draw ${plural(2 * times, 'Hero Card')}, keep the ${colour} and purple ones (${plural(times, 'action')})`,
              group: 'Inn',
              target: here,
            });
          }
        }
      }
      if ((s.taint[here] ?? 0) > 0 && loc.colour) {
        const need = HEROES[h.id].passive === 'cleanse' ? 4 : 5;
        for (const card of raceCardsWith(h, (c) => c.colour === loc.colour)) {
          add({
            command: { type: 'healLand', card },
            label: `Heal the Land: discard the ${cardName(card)} and roll 2 dice (${need}+ on either removes a Tainted Crystal)`,
            group: 'Heal',
            target: here,
            confirm: `The ${cardName(card)} is spent whether or not a die shows ${need} or more.`,
          });
        }
      }
      if (h.wounds > 0 && minions === 0 && generals.length === 0) {
        const full = here === MONARCH_CITY || isInn(here);
        const n = full ? h.wounds : Math.min(2, h.wounds);
        add({
          command: { type: 'heal' },
          label: `Rest: heal ${n > 1 && n === h.wounds ? 'all ' : ''}${plural(n, 'wound')}`,
          group: 'Heal',
          target: here,
        });
      }
      if (minions > 0 && counts) {
        add({
          command: { type: 'fight' },
          label: `Fight ${countsWords(counts)} here: roll ${dice(minions)}`,
          group: 'Fight',
          target: here,
        });
      }
      for (const g of p.slain) {
        const colour = GENERALS[g].colour;
        const n = s.minions[here]?.[colour] ?? 0;
        if (n > 0) {
          add({
            command: { type: 'slay', general: g },
            label: `Slayer of ${GENERALS[g].name}: destroy the ${minionWords(n, colour)} here without a roll`,
            group: 'Fight',
            target: here,
          });
        }
      }
      if (minions === 0) {
        for (const g of generals) {
          if (portraitCards(h.hand, g).length > 0) {
            add({
              command: { type: 'attack', general: g },
              label: `Attack ${GENERALS[g].name}`,
              group: 'Fight',
              target: here,
              confirm: attackConfirm(s, seat, h, g),
            });
          }
        }
      }
      const cards = questCards(h);
      if (h.quest && quest(h.quest).location === here && cards) {
        const q = quest(h.quest);
        const given = cards.length ? listWords(cards.map((c) => `the ${cardName(c)}`)) : 'nothing';
        add({
          command: { type: 'quest' },
          label: `Complete ${q.name}, giving up ${given}: ${rewardWords(q.reward)}`,
          group: 'Quest',
          target: here,
          confirm: `Gives up ${given} for good; ${s.questDeck.length + s.questDiscard.length ? 'a new quest is drawn' : 'no quest is left to draw'}.`,
        });
      }
    }
    skillEntries(s, seat, h, actions, out);
    specialEntries(s, h, out);
  }
  const confirm = h ? endDayConfirm(s, h) : undefined;
  add({ command: { type: 'endDay' }, label: 'End Daytime', group: 'Turn', ...(confirm ? { confirm } : {}) });
  return out;
}

/** Every legal Daytime command for the active hero now: what decide accepts. */
export function dayOptions(s: State, seat: SeatId): Option[] {
  return dayEntries(s, seat).map((e) => e.option);
}

/**
 * The Daytime prompt: the legal commands less the ones that add nothing. A way of travelling is
 * offered to a place only when no way there costs less: walking (or the gate, or Soar) beats any card
 * and Blink; of the cards that go there, the one worth least is offered; Blink (two actions) and a
 * card (one action and the card) cost different things, so both stay. Commands that differ only by
 * two identical cards are offered once. Everything dropped stays legal in decide.
 */
export function dayChoices(s: State, seat: SeatId): Option[] {
  const entries = dayEntries(s, seat);
  const keep = new Map<LocationId, { free?: Travel; card?: Travel; blink?: Travel }>();
  for (const { travel: t } of entries) {
    if (!t) continue;
    const k = keep.get(t.to) ?? {};
    const slot = t.card ? 'card' : t.actions === 1 ? 'free' : 'blink';
    const best = k[slot];
    if (!best || t.rank < best.rank) k[slot] = t;
    keep.set(t.to, k);
  }
  return sameOnce(
    entries
      .filter(({ travel: t }) => {
        if (!t) return true;
        const k = keep.get(t.to);
        if (!k) return true;
        return k.free ? t === k.free : t === k.card || t === k.blink;
      })
      .map((e) => e.option),
  );
}

/** Drops commands that differ from an earlier one only by a card with the same name (the same card in every rule). */
export function sameOnce(options: Option[]): Option[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const c = o.command as Record<string, unknown>;
    const key = commandKey({
      ...c,
      ...(typeof c.card === 'string' ? { card: cardName(c.card) } : {}),
      ...(Array.isArray(c.cards) ? { cards: (c.cards as string[]).map(cardName).sort() } : {}),
    } as Command);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Rolls one die per minion in its colour; the Ranger re-rolls the lowest miss (DF-MIN-02/03). */
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
    const index = sureShotIndex(dice);
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
  // A hero who fell in his own Daytime with none left to replace him (AMB-02) leaves his player out and
  // only the end of that Daytime to play: the Night and the turn go on without him.
  if (cmd.type === 'endDay' && !tx.state.players[seat]?.hero) {
    endDay(tx);
    return;
  }
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
