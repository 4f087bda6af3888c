/**
 * evolve: folds one event into the state. Pure and total, never rolls; it
 * copies only the records an event changes.
 */
import type { SeatId } from '../../../engine/types.ts';
import { type KingdomId, REGULAR_COUNTERS, unitType } from '../data/index.ts';
import type { DrEvent } from '../events.ts';
import type { KingdomState, PlayerState, State, Unit } from './state.ts';

const maOf = (u: Unit): number => unitType(u.type).ma;

function setUnits(s: State, ids: readonly string[], f: (u: Unit) => Unit | null): State {
  const units = { ...s.units };
  for (const id of ids) {
    const u = units[id];
    if (!u) continue;
    const n = f(u);
    if (n) units[id] = n;
    else delete units[id];
  }
  return { ...s, units };
}

function setKingdom(s: State, k: KingdomId, patch: Partial<KingdomState>): State {
  return { ...s, kingdoms: { ...s.kingdoms, [k]: { ...s.kingdoms[k], ...patch } } };
}

function setPlayer(
  s: State,
  seat: SeatId,
  patch: Partial<PlayerState> | ((p: PlayerState) => Partial<PlayerState>),
): State {
  const p = s.players[seat];
  if (!p) return s;
  const d = typeof patch === 'function' ? patch(p) : patch;
  return { ...s, players: { ...s.players, [seat]: { ...p, ...d } } };
}

/** Takes units off the map: regulars to their kingdom's dead or reserve list, mercenaries to the pool. */
function takeOff(s: State, ids: readonly string[], to: 'dead' | 'reserve', lostToEvents = false): State {
  let out = s;
  const pool = out.mercPool.slice();
  for (const id of ids) {
    const u = out.units[id];
    if (!u) continue;
    if (u.kind !== 'monarch') {
      if (u.kingdom === null) pool.push(id);
      else {
        const k = out.kingdoms[u.kingdom];
        out = setKingdom(out, u.kingdom, {
          [to]: [...k[to], id],
          lostToEvents: lostToEvents && u.kingdom === 'trolls' ? [...k.lostToEvents, id] : k.lostToEvents,
        });
      }
    } else if (u.kingdom && out.kingdoms[u.kingdom].monarch === 'map') {
      out = setKingdom(out, u.kingdom, { monarch: to === 'dead' ? 'dead' : 'off' });
    }
  }
  // Stryker disable next-line ArrowFunction: setUnits deletes on any falsy result
  out = setUnits(out, ids, () => null);
  return { ...out, mercPool: pool.sort() };
}

export function evolve(state: State | undefined, e: DrEvent): State {
  if (e.type === 'started') {
    return {
      seats: e.seats,
      turns: e.turns,
      suddenDeath: e.suddenDeath,
      ...(e.reentry ? { reentry: true } : {}),
      turn: e.turn,
      order: [],
      active: e.seats[0] as SeatId,
      step: 'begin',
      units: Object.fromEntries(e.units.map((u) => [u.id, u])),
      mercPool: e.mercPool,
      kingdoms: e.kingdoms,
      players: e.players,
      deck: e.deck,
      discard: [],
      personalityDeck: e.personalityDeck,
      plundered: e.plundered,
      sieges: {},
      diplomacy: { envoy: null, acted: false, forcedPeace: [] },
      attacks: [],
      battle: null,
      interrupts: [],
      change: null,
      graces: [],
      fated: [],
      result: null,
    };
  }
  if (!state) throw new Error(`event ${e.type} before the game started`);
  const s = state;
  switch (e.type) {
    case 'orderDrawn':
      return { ...s, turn: e.turn, order: e.order };
    case 'playerTurn': {
      const units = { ...s.units };
      for (const [id, u] of Object.entries(units)) {
        if (u.seat === e.seat && (u.mp !== null || u.used || u.done || u.brokeOut || u.start || u.ledBy)) {
          units[id] = { ...u, mp: null, start: null, ledBy: null, done: false, used: false, brokeOut: false };
        }
      }
      return {
        ...s,
        units,
        active: e.seat,
        step: 'begin',
        diplomacy: { envoy: null, acted: false, forcedPeace: [] },
        attacks: [],
        battle: null,
        fated: [],
      };
    }
    case 'step':
      return { ...s, step: e.step };
    case 'eventRolled':
    case 'siegeRolled':
    case 'diplomacyRolled':
    case 'forcedPeaceRolled':
      if (e.type === 'diplomacyRolled') return { ...s, diplomacy: { ...s.diplomacy, envoy: null, acted: true } };
      return s;
    case 'assassinationRolled':
    case 'duelRolled':
      return { ...s, diplomacy: { ...s.diplomacy, envoy: null, acted: true } };
    case 'badOmens':
      return setKingdom(s, e.kingdom, { badOmens: true });
    case 'placed': {
      let out: State = { ...s, units: { ...s.units } };
      const pool = new Set(out.mercPool);
      for (const u of e.units) {
        out.units[u.id] = u;
        if (u.kingdom === null) pool.delete(u.id);
        else if (u.kind === 'monarch') out = setKingdom(out, u.kingdom, { monarch: 'map' });
        else {
          const k = out.kingdoms[u.kingdom];
          out = setKingdom(out, u.kingdom, {
            reserve: k.reserve.filter((x) => x !== u.id),
            dead: k.dead.filter((x) => x !== u.id),
          });
        }
      }
      // Stryker disable next-line MethodExpression: the mercenary pool is kept sorted
      return { ...out, mercPool: [...pool].sort() };
    }
    case 'moved': {
      const to = e.path[e.path.length - 1] as string;
      const from = e.path[0] as string;
      const leader = e.ledBy ? s.units[e.ledBy] : undefined;
      const leaderLeft = leader ? (leader.mp ?? maOf(leader)) - e.cost : null;
      let out = setUnits(s, e.units, (u) => ({
        ...u,
        hex: to,
        inside: e.inside,
        start: u.start ?? from,
        mp: leaderLeft ?? (u.mp ?? maOf(u)) - e.cost,
        ledBy: e.ledBy ?? u.ledBy,
      }));
      if (e.cargo) {
        const cargo = e.cargo;
        out = setUnits(out, Object.keys(cargo), (u) => ({
          ...u,
          hex: to,
          inside: e.landed ? e.inside : false,
          aboard: e.landed ? null : (cargo[u.id] ?? null),
          start: u.start ?? from,
          done: true,
          mp: u.mp ?? maOf(u),
        }));
      }
      return out;
    }
    case 'displaced':
      return setUnits(s, e.units, (u) => ({ ...u, hex: e.to, inside: e.inside, aboard: e.aboard?.[u.id] ?? null }));
    case 'ferried':
      return setUnits(s, [e.fleet], (u) => ({
        ...u,
        mp: Math.max(0, (u.mp ?? maOf(u)) - e.units.length),
        start: u.start ?? u.hex,
        done: true,
      }));
    case 'eliminated':
      return takeOff(s, e.units, 'dead', e.cause === 'event');
    case 'removed':
      return takeOff(s, e.units, 'reserve');
    case 'stolen':
      // a stolen mercenary enters as a reinforcement does: fresh for its new side's turn (DR-WHO-04, DR-WHO-09)
      return setUnits(s, [e.unit], (u) => ({
        ...u,
        seat: e.seat,
        hex: e.hex,
        inside: e.inside === true,
        aboard: null,
        mp: null,
        start: null,
        ledBy: null,
        done: false,
        used: false,
        brokeOut: false,
      }));
    case 'cardDrawn': {
      if (e.card === null) return s;
      const i = s.deck.indexOf(e.card);
      const deck = s.deck.slice();
      if (i >= 0) deck.splice(i, 1);
      return setPlayer({ ...s, deck }, e.seat, (p) => ({ hand: [...p.hand, e.card as string] }));
    }
    case 'deckShuffled':
      return { ...s, deck: e.deck, discard: [] };
    case 'cardDiscarded': {
      const out = setPlayer(s, e.seat, (p) => {
        const hand = p.hand.slice();
        const i = hand.indexOf(e.card);
        if (i >= 0) hand.splice(i, 1);
        return { hand };
      });
      return { ...out, discard: [...out.discard, e.card] };
    }
    case 'envoySent':
      return {
        ...s,
        diplomacy: {
          ...s.diplomacy,
          envoy: { action: e.action, kingdom: e.kingdom },
          worked: e.kingdom,
          ...(e.action === 'deactivate' ? { deactivation: e.kingdom } : {}),
        },
      };
    case 'personalityRevealed':
      return setKingdom(s, e.kingdom, { revealed: true, personality: e.card });
    case 'banished':
      return setPlayer(s, e.seat, (p) =>
        e.assassin
          ? {
              assassinBanished: p.assassinBanished.includes(e.kingdom)
                ? p.assassinBanished
                : [...p.assassinBanished, e.kingdom],
            }
          : { banished: { ...p.banished, [e.kingdom]: Math.max(p.banished[e.kingdom] ?? 0, e.until) } },
      );
    case 'ambassadorKilled':
      return setPlayer(s, e.seat, { ambassadorBack: e.back });
    case 'dueled': {
      const [a, b] = e.seats;
      return setPlayer(
        setPlayer(s, a, (p) => ({ dueled: [...p.dueled, b] })),
        b,
        (p) => ({ dueled: [...p.dueled, a] }),
      );
    }
    case 'assassinationUsed':
      return setPlayer(s, e.seat, { assassinationUsed: true });
    case 'forcedPeaceTried':
      return { ...s, diplomacy: { ...s.diplomacy, acted: true, forcedPeace: [...s.diplomacy.forcedPeace, e.kingdom] } };
    case 'activated':
      return setKingdom(s, e.kingdom, { status: 'active', seat: e.seat, activatedTurn: e.turn, lock: null });
    case 'deactivated':
      return setKingdom(s, e.kingdom, { status: 'inactive', seat: null, lock: e.lock, badOmens: false });
    case 'crowned': {
      const deck = s.personalityDeck.slice();
      if (e.card !== null) {
        const i = deck.indexOf(e.card);
        if (i >= 0) deck.splice(i, 1);
      }
      return setKingdom({ ...s, personalityDeck: deck }, e.kingdom, {
        personality: e.card,
        revealed: false,
        monarch: s.kingdoms[e.kingdom].monarch === 'dead' ? 'off' : s.kingdoms[e.kingdom].monarch,
      });
    }
    case 'personalityShuffled':
      // Stryker disable next-line BooleanLiteral: with no personality card revealed is read nowhere, and crowning resets it
      return setKingdom({ ...s, personalityDeck: e.deck }, e.kingdom, { personality: null, revealed: false });
    case 'monarchDied': {
      let out = s;
      const id = `${e.kingdom}-monarch`;
      // Stryker disable next-line ArrowFunction: setUnits deletes a unit on any falsy result
      if (out.units[id]) out = setUnits(out, [id], () => null);
      out = setKingdom(out, e.kingdom, { monarch: 'dead' });
      const players = { ...out.players };
      for (const [seat, p] of Object.entries(players)) {
        if (p.assassinBanished.includes(e.kingdom)) {
          players[seat] = { ...p, assassinBanished: p.assassinBanished.filter((k) => k !== e.kingdom) };
        }
      }
      return { ...out, players };
    }
    case 'monarchCaptured':
      return setUnits(s, [`${e.kingdom}-monarch`], (u) => ({
        ...u,
        captive: e.by,
        hex: e.prison,
        inside: true,
        aboard: null,
        castaway: false,
      }));
    case 'captiveFreed':
      return setUnits(s, [`${e.kingdom}-monarch`], (u) => ({ ...u, captive: null, hex: e.hex, inside: !!e.inside }));
    case 'castaway':
      return setUnits(s, [e.unit], (u) => ({ ...u, hex: e.hex, castaway: !e.ashore, aboard: null, inside: false }));
    case 'rescued': {
      const f = s.units[e.fleet];
      return setUnits(s, [e.unit], (u) => ({ ...u, castaway: false, aboard: e.fleet, hex: f?.hex ?? u.hex }));
    }
    case 'playerEliminated':
      return setPlayer(s, e.seat, { eliminated: true });
    case 'resigned': {
      // His questions go (an answer nobody will give), and so do those asked on his behalf: a release for his
      // Forced Peace, a vote on his re-entry. rules/resign.ts passes a re-entry vote he held on to the next voter.
      const interrupts = s.interrupts.filter(
        (it) =>
          it.seat !== e.seat &&
          !(it.kind === 'release' && it.requester === e.seat) &&
          !(it.kind === 'reentry' && it.candidate === e.seat),
      );
      return setPlayer({ ...s, interrupts }, e.seat, { resigned: true });
    }
    case 'penalty':
      return setPlayer(s, e.seat, (p) => (p.penalty.includes(e.kingdom) ? {} : { penalty: [...p.penalty, e.kingdom] }));
    case 'vp':
      return setPlayer(s, e.seat, (p) => ({ vp: p.vp + e.points }));
    case 'siegeDeclared':
      return { ...s, sieges: { ...s.sieges, [e.hex]: e.seat } };
    case 'siegeEnded': {
      const sieges = { ...s.sieges };
      delete sieges[e.hex];
      return { ...s, sieges };
    }
    case 'plundered': {
      const sieges = { ...s.sieges };
      delete sieges[e.hex];
      const inside = Object.values(s.units)
        .filter((u) => u.hex === e.hex && u.inside && u.captive === null)
        .map((u) => u.id);
      const out = setUnits(s, inside, (u) => ({ ...u, inside: false }));
      return { ...out, sieges, plundered: [...s.plundered, e.castle] };
    }
    case 'fateRolled':
      return { ...s, fated: [...s.fated, e.unit] };
    case 'used':
      return setUnits(s, e.units, (u) => ({ ...u, used: true, done: u.done || e.done }));
    case 'brokeOut':
      return setUnits(s, e.units, (u) => ({ ...u, used: true, brokeOut: true }));
    case 'asked': {
      const out = { ...s, interrupts: [...s.interrupts, e.interrupt] };
      if (e.interrupt.kind === 'retreat' && out.battle) {
        const b = out.battle;
        out.battle =
          e.interrupt.force === 'fleet'
            ? { ...b, askedFleets: [...(b.askedFleets ?? []), e.interrupt.hex] }
            : { ...b, asked: [...b.asked, e.interrupt.hex] };
      }
      return out;
    }
    case 'answered':
      return { ...s, interrupts: s.interrupts.slice(1) };
    case 'changePending':
      return { ...s, change: e.change };
    case 'vetoAnswered':
      return s.change && e.keep ? { ...s, change: { ...s.change, keep: true } } : s;
    case 'attackDeclared': {
      const out = setUnits(s, e.attack.attackers, (u) => ({ ...u, used: true }));
      return { ...out, attacks: [...out.attacks, e.attack] };
    }
    case 'battleBegan':
      return {
        ...s,
        battle: {
          attack: e.attack,
          index: e.index,
          stage: 'retreat',
          // Stryker disable next-line ArrayDeclaration: read only with includes of a real hex or unit id
          asked: [],
          // Stryker disable next-line ArrayDeclaration: read only with includes of a real hex or unit id
          retreated: [],
          // Stryker disable next-line ObjectLiteral: lost is read only in the losses stage, after battleRolled set it
          lost: { attacker: 0, defender: 0 },
          defenderSeat: e.defenderSeat,
        },
      };
    case 'retreatRolled': {
      if (!s.battle) return s;
      const to = e.to;
      const out = to ? setUnits(s, e.units, (u) => ({ ...u, hex: to, inside: false })) : s;
      return to ? { ...out, battle: { ...s.battle, retreated: [...s.battle.retreated, ...e.units] } } : out;
    }
    case 'reentryVoted':
      return s;
    case 'reentered': {
      // DR-OPT-02/03: 0 VP, the new kingdom as his own, its whole force pool back in reserve
      const ks = s.kingdoms[e.kingdom];
      const all = REGULAR_COUNTERS.filter((c) => c.kingdom === e.kingdom).map((c) => c.id);
      const onMap = new Set(Object.values(s.units).map((u) => u.id));
      const deck = ks.personality !== null ? [...s.personalityDeck, ks.personality] : s.personalityDeck;
      let out = setKingdom({ ...s, personalityDeck: deck }, e.kingdom, {
        status: 'player',
        seat: e.seat,
        personality: null,
        revealed: false,
        lock: null,
        activatedTurn: null,
        reserve: all.filter((id) => !onMap.has(id)),
        dead: [],
        monarch: ks.monarch === 'map' ? 'map' : 'off',
        badOmens: false,
      });
      out = setPlayer(out, e.seat, { kingdom: e.kingdom, vp: 0, eliminated: false });
      return out;
    }
    case 'grace':
      return {
        ...s,
        graces: [
          ...(s.graces ?? []).filter((g) => g.kingdom !== e.kingdom || !e.seats.includes(g.seat)),
          ...e.seats.map((seat) => ({ seat, kingdom: e.kingdom })),
        ],
      };
    case 'graceEnded':
      return { ...s, graces: (s.graces ?? []).filter((g) => g.kingdom !== e.kingdom || g.seat !== e.seat) };
    case 'retreatCancelled': {
      if (!s.battle) return s;
      const out = setUnits(s, e.units, (u) => ({ ...u, hex: e.hex, inside: false }));
      return { ...out, battle: { ...s.battle, retreated: s.battle.retreated.filter((id) => !e.units.includes(id)) } };
    }
    case 'attackJoined':
      return {
        ...s,
        attacks: s.attacks.map((a, i) =>
          i === e.index
            ? { ...a, defenders: [...a.defenders, ...e.units], joined: [...(a.joined ?? []), ...e.units] }
            : a,
        ),
      };
    case 'battleRolled':
      return s.battle
        ? {
            ...s,
            battle: { ...s.battle, stage: 'losses', lost: { attacker: e.attackerLoss, defender: e.defenderLoss } },
          }
        : s;
    case 'sallied': {
      const out = setUnits(s, e.units, (u) => ({ ...u, inside: false }));
      const b = out.battle;
      return b
        ? { ...out, battle: { ...b, attack: { ...b.attack, defenders: [...b.attack.defenders, ...e.units] } } }
        : out;
    }
    case 'battleHalved':
      return s.battle ? { ...s, battle: { ...s.battle, halved: true } } : s;
    case 'battleStage':
      return s.battle ? { ...s, battle: { ...s.battle, stage: e.stage } } : s;
    case 'battleEnded': {
      const b = s.battle;
      const attacks =
        b && b.index !== null ? s.attacks.map((a, i) => (i === b.index ? { ...a, resolved: true } : a)) : s.attacks;
      return { ...s, attacks, battle: null };
    }
    case 'gameTurnEnded': {
      const kingdoms = { ...s.kingdoms };
      for (const k of Object.keys(kingdoms) as KingdomId[]) {
        // Stryker disable next-line ArrayDeclaration: lostToEvents is only read with includes of dead counter ids
        kingdoms[k] = { ...kingdoms[k], badOmens: false, lostToEvents: [] };
      }
      return { ...s, kingdoms };
    }
    case 'ended':
      return { ...s, step: 'over', result: { winners: e.winners, summary: e.summary, scores: e.scores } };
    default: {
      const never: never = e;
      throw new Error(`unknown event ${JSON.stringify(never)}`);
    }
  }
}
