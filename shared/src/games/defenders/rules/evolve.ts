/**
 * evolve: folds one event into the state. Pure and total, never rolls; it
 * copies only what an event changes so a whole game folds quickly.
 */
import {
  GENERAL_IDS,
  HEROES,
  LOCATIONS,
  NO_MINIONS,
  heroCard,
  isRaceCard,
  type Colour,
  type Counts,
  type GeneralId,
  type HeroId,
  type LocationId,
} from '../data/index.ts';
import type { SeatId } from '../../../engine/types.ts';
import type { DfEvent } from '../events.ts';
import type { GeneralState, HeroState, PlayerState, State } from './state.ts';

const without = <T>(list: readonly T[], remove: readonly T[]): T[] => {
  const out = list.slice();
  for (const r of remove) {
    const i = out.indexOf(r);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
};

function player(s: State, seat: SeatId): PlayerState {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

function setPlayer(s: State, seat: SeatId, patch: Partial<PlayerState>): State {
  return { ...s, players: { ...s.players, [seat]: { ...player(s, seat), ...patch } } };
}

function setHero(s: State, seat: SeatId, f: (h: HeroState) => HeroState): State {
  const h = player(s, seat).hero;
  if (!h) throw new Error(`seat ${seat} has no hero`);
  return setPlayer(s, seat, { hero: f(h) });
}

function setGeneral(s: State, g: GeneralId, patch: Partial<GeneralState>): State {
  return { ...s, generals: { ...s.generals, [g]: { ...s.generals[g], ...patch } } };
}

function addMinions(s: State, loc: LocationId, colour: Colour, n: number): State {
  const c: Counts = s.minions[loc] ?? NO_MINIONS;
  return { ...s, minions: { ...s.minions, [loc]: { ...c, [colour]: Math.max(0, c[colour] + n) } } };
}

function removeCounts(s: State, loc: LocationId, d: Counts): State {
  const c: Counts = s.minions[loc] ?? NO_MINIONS;
  const next = {
    red: Math.max(0, c.red - d.red),
    green: Math.max(0, c.green - d.green),
    blue: Math.max(0, c.blue - d.blue),
    black: Math.max(0, c.black - d.black),
  };
  return { ...s, minions: { ...s.minions, [loc]: next } };
}

const wound = (h: HeroState, n: number): HeroState => {
  const wounds = Math.min(h.max, h.wounds + n);
  return { ...h, wounds, spent: Math.min(h.spent, h.max - wounds) };
};

function initial(e: Extract<DfEvent, { type: 'started' }>): State {
  const players: Record<SeatId, PlayerState> = {};
  for (const seat of e.seats) players[seat] = { seat, hero: null, completed: [], slain: [], out: false, pick: null };
  const generals = {} as Record<GeneralId, GeneralState>;
  for (const g of GENERAL_IDS) generals[g] = { id: g, step: 0, wounds: 0, defeated: false, heal: null };
  return {
    seats: e.seats.slice(),
    options: { ...e.options },
    phase: 'pick',
    active: e.first,
    turn: 0,
    war: e.war,
    players,
    minions: Object.fromEntries(LOCATIONS.map((l) => [l.id, NO_MINIONS])),
    taint: Object.fromEntries(LOCATIONS.map((l) => [l.id, 0])),
    gates: [],
    generals,
    heroDeck: e.heroDeck.slice(),
    heroDiscard: [],
    darknessDeck: e.darknessDeck.slice(),
    darknessDiscard: [],
    darknessAside: [],
    questDeck: e.questDeck.slice(),
    questDiscard: [],
    usedHeroes: [],
    battle: null,
    replacing: [],
    banes: [],
    lastNight: [],
    outcome: null,
  };
}

export function evolve(state: State | undefined, e: DfEvent): State {
  if (e.type === 'started') return initial(e);
  if (!state) throw new Error(`defenders: ${e.type} before the game started`);
  const s = state;
  switch (e.type) {
    case 'deckShuffled':
      if (e.deck === 'hero') return { ...s, heroDeck: e.order.slice(), heroDiscard: [] };
      if (e.deck === 'quest') return { ...s, questDeck: e.order.slice(), questDiscard: [] };
      return { ...s, darknessDeck: e.order.slice(), darknessDiscard: [], darknessAside: [] };
    case 'generalPlaced':
      return setGeneral(s, e.general, { step: e.step, wounds: e.wounds, defeated: e.defeated, heal: null });
    case 'minionsAdded':
      return addMinions(s, e.location, e.colour, e.n);
    case 'minionsRemoved':
      return addMinions(s, e.location, e.colour, -e.n);
    case 'overrun':
    case 'minionTurnedAway':
    case 'landHealRolled':
    case 'battleLost':
      return s;
    case 'taintAdded':
      return { ...s, taint: { ...s.taint, [e.location]: (s.taint[e.location] ?? 0) + 1 } };
    case 'taintRemoved':
      return { ...s, taint: { ...s.taint, [e.location]: Math.max(0, (s.taint[e.location] ?? 0) - e.n) } };
    case 'gateBuilt':
      return { ...s, gates: [...s.gates, e.location] };
    case 'darknessDrawn': {
      const darknessDeck = without(s.darknessDeck, [e.card]);
      if (e.use === 'setup' || e.use === 'setup-rejected') {
        return { ...s, darknessDeck, darknessAside: [...s.darknessAside, e.card] };
      }
      return {
        ...s,
        darknessDeck,
        darknessDiscard: [...s.darknessDiscard, e.card],
        lastNight: [...s.lastNight, e.card],
      };
    }
    case 'heroPicked':
      return setPlayer(s, e.seat, { pick: e.hero });
    case 'picksClashed': {
      let n = s;
      for (const seat of e.seats) n = setPlayer(n, seat, { pick: null });
      return n;
    }
    case 'heroJoined': {
      const hero: HeroState = {
        id: e.hero,
        location: e.location,
        max: heroMax(e.hero),
        wounds: e.wounds,
        spent: e.spent,
        hand: [],
        quest: null,
        rumors: 0,
        skillUsed: false,
      };
      const n = setPlayer(s, e.seat, { hero, pick: null });
      return { ...n, usedHeroes: [...n.usedHeroes, e.hero], replacing: n.replacing.filter((r) => r.seat !== e.seat) };
    }
    case 'heroCardsDrawn': {
      const n = { ...s, heroDeck: without(s.heroDeck, e.cards) };
      return setHero(n, e.seat, (h) => ({ ...h, hand: [...h.hand, ...e.cards] }));
    }
    case 'questDrawn': {
      const n = { ...s, questDeck: without(s.questDeck, [e.quest]) };
      return setHero(n, e.seat, (h) => ({ ...h, quest: e.quest }));
    }
    case 'turnBegan': {
      const n: State = { ...s, active: e.seat, turn: e.turn, phase: 'day' };
      if (!player(n, e.seat).hero) return n;
      return setHero(n, e.seat, (h) => ({ ...h, spent: 0, rumors: 0, skillUsed: false }));
    }
    case 'actionsSpent':
      return setHero(s, e.seat, (h) => ({
        ...h,
        spent: h.spent + e.n,
        rumors: e.what === 'rumors' ? h.rumors + e.n : h.rumors,
      }));
    case 'heroMoved':
      return setHero(s, e.seat, (h) => ({ ...h, location: e.to }));
    case 'cardsDiscarded': {
      const n = { ...s, heroDiscard: [...s.heroDiscard, ...e.cards] };
      return setHero(n, e.seat, (h) => ({ ...h, hand: without(h.hand, e.cards) }));
    }
    case 'rumorsHeard': {
      const dropped = without(e.drawn, e.kept);
      const n = { ...s, heroDeck: without(s.heroDeck, e.drawn), heroDiscard: [...s.heroDiscard, ...dropped] };
      return setHero(n, e.seat, (h) => ({ ...h, hand: [...h.hand, ...e.kept] }));
    }
    case 'healed':
      return setHero(s, e.seat, (h) => {
        const n = Math.min(e.n, h.wounds);
        return { ...h, wounds: h.wounds - n, spent: h.spent + n };
      });
    case 'minionsFought':
      return removeCounts(s, e.location, e.defeated);
    case 'minionsSlain':
      return addMinions(s, e.location, e.colour, -e.n);
    case 'skillUsed':
      return setHero(s, e.seat, (h) => ({ ...h, skillUsed: true }));
    case 'specialPlayed': {
      const n = { ...s, heroDiscard: [...s.heroDiscard, e.card] };
      return setHero(n, e.seat, (h) => ({ ...h, hand: without(h.hand, [e.card]) }));
    }
    case 'tokensRefreshed':
      return setHero(s, e.seat, (h) => ({ ...h, spent: Math.max(0, h.spent - e.n) }));
    case 'questCompleted': {
      const p = player(s, e.seat);
      let n = setPlayer(s, e.seat, { completed: [...p.completed, e.quest] });
      n = setHero(n, e.seat, (h) => ({ ...h, quest: null }));
      if (e.reward.kind === 'bane') n = { ...n, banes: [...n.banes, e.reward.general] };
      return n;
    }
    case 'battleBegan':
      return {
        ...s,
        phase: 'battle',
        battle: {
          general: e.general,
          location: e.location,
          initiator: e.initiator,
          participants: e.participants.slice(),
          committed: Object.fromEntries(e.participants.map((p) => [p, null])),
          dice: Object.fromEntries(e.participants.map((p) => [p, 0])),
          attacked: [],
          parries: 0,
          stage: 'commit',
        },
      };
    case 'cardsCommitted': {
      const b = s.battle;
      if (!b) return s;
      const n: State = {
        ...s,
        heroDiscard: [...s.heroDiscard, ...e.cards],
        battle: {
          ...b,
          committed: { ...b.committed, [e.seat]: e.cards.slice() },
          dice: { ...b.dice, [e.seat]: e.dice },
        },
      };
      return setHero(n, e.seat, (h) => ({ ...h, hand: without(h.hand, e.cards) }));
    }
    case 'corruptionRolled': {
      const b = s.battle;
      if (!b) return s;
      const dice = { ...b.dice };
      for (const r of e.rolls) {
        const c = heroCard(r.card);
        if (r.roll === 1 && isRaceCard(c)) dice[r.seat] = Math.max(0, (dice[r.seat] ?? 0) - c.dice);
      }
      return { ...s, battle: { ...b, dice } };
    }
    case 'attackOrderNeeded':
      return s.battle ? { ...s, battle: { ...s.battle, stage: 'order' } } : s;
    case 'generalAttacked': {
      const b = s.battle;
      const n = setGeneral(s, e.general, { wounds: e.wounds });
      if (!b) return n;
      return {
        ...n,
        battle: { ...b, attacked: [...b.attacked, e.seat], parries: b.parries + e.parriesAdded - e.parried },
      };
    }
    case 'generalDefeated': {
      const n = setGeneral(s, e.general, { defeated: true, heal: null });
      return setPlayer(n, e.slayer, { slain: [...player(n, e.slayer).slain, e.general] });
    }
    case 'warAdvanced':
      return { ...s, war: e.war };
    case 'penaltySuffered': {
      const n = { ...s, heroDiscard: [...s.heroDiscard, ...e.discarded] };
      return setHero(n, e.seat, (h) => ({ ...wound(h, e.wounds), hand: without(h.hand, e.discarded) }));
    }
    case 'generalHealing':
      return setGeneral(s, e.general, { heal: e.heal, wounds: e.wounds });
    case 'generalHealed': {
      const g = s.generals[e.general];
      const wounds = Math.max(0, g.wounds - e.n);
      return setGeneral(s, e.general, { wounds, heal: wounds === 0 ? null : { kind: 'healing' } });
    }
    case 'battleEnded':
      return { ...s, battle: null, phase: 'day' };
    case 'dayEnded':
      return { ...s, phase: 'night' };
    case 'handLimit':
      return { ...s, phase: 'discard' };
    case 'nightFell':
      return { ...s, phase: 'night', lastNight: [] };
    case 'generalAdvanced':
      return setGeneral(s, e.general, { step: e.step });
    case 'generalHeld':
      return s;
    case 'woundsSuffered':
      return setHero(s, e.seat, (h) => wound(h, e.n));
    case 'heroLost': {
      const h = player(s, e.seat).hero;
      let n: State = s;
      if (h) {
        n = {
          ...n,
          heroDiscard: [...n.heroDiscard, ...h.hand],
          questDiscard: h.quest ? [...n.questDiscard, h.quest] : n.questDiscard,
        };
      }
      n = setPlayer(n, e.seat, { hero: null, out: !e.replace });
      return e.replace ? { ...n, replacing: [...n.replacing, { seat: e.seat, exhausted: e.exhausted }] } : n;
    }
    case 'gameEnded':
      return { ...s, phase: 'over', outcome: { result: e.result, reason: e.reason } };
    default: {
      const never: never = e;
      throw new Error(`defenders: unknown event ${JSON.stringify(never)}`);
    }
  }
}

const heroMax = (id: HeroId): number => HEROES[id].life;
