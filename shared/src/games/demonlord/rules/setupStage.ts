/**
 * The setup stage (DL-SETUP-04..07, DL-VTOUR-01): Khozar puts the servants of
 * Khozar two to a temple and tries the Western Townsmen at the western cities
 * one at a time; both sides choose their spells, each unseen by the other.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import {
  KHOZAR_TEMPLE_DEFAULT,
  KHOZAR_TEMPLES,
  lookup,
  type Side,
  SIDE_SPELLS,
  SPELL_BY_ID,
  type SpellId,
  TOWNSMAN_PLACEMENT,
  UNITS,
  WESTERN_CITIES,
  settlement,
} from '../data/index.ts';
import type { CoreCommand } from '../commands.ts';
import { counter, idsAt } from './board.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { areaWords, listWords } from './words.ts';

const SERVANTS = UNITS.filter((u) => u.home === 'KhO').map((u) => u.id);
const TOWNSMEN = UNITS.filter((u) => u.home === 'ZG').map((u) => u.id);

export const nextServant = (s: State): string | undefined => SERVANTS.find((id) => s.units[id]?.status === 'pool');
const unplaced = (s: State): string[] => TOWNSMEN.filter((id) => s.units[id]?.status === 'pool');
/** A townsman refused by a city goes on to another city before any other is tried (DL-SETUP-05). */
const inProgress = (s: State): string | undefined => unplaced(s).find((id) => tried(s, id).length > 0);
export const nextTownsman = (s: State): string | undefined => inProgress(s) ?? unplaced(s)[0];

/** The townsmen Khozar may try next: the one under way, else any unplaced one (alike counters once). */
export function townsmenToTry(s: State): string[] {
  const going = inProgress(s);
  if (going) return [going];
  const seen = new Set<string>();
  return unplaced(s).filter((id) => {
    const name = counter(id).name;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

const servantsIn = (s: State, area: string) => idsAt(s, area).filter((id) => SERVANTS.includes(id)).length;

const tried = (s: State, id: string): string[] => s.units[id]?.tried ?? [];

/** Cities a townsman may still be tried at: none holds a townsman yet, and it has not refused this one. */
export function openCities(s: State, id: string): string[] {
  return WESTERN_CITIES.map((c) => c.area).filter(
    (a) => !idsAt(s, a).some((u) => TOWNSMEN.includes(u)) && !tried(s, id).includes(a),
  );
}

export const setupDone = (s: State): boolean =>
  !nextServant(s) && !nextTownsman(s) && s.sides.demon.handChosen && s.sides.khozar.handChosen;

/** The spell picks a side may make (the hand is chosen once, before the first phase). */
function handOptions(s: State, side: Side): { pick: SpellId[]; label: string }[] {
  const all = SIDE_SPELLS[side];
  const name = (id: SpellId) => SPELL_BY_ID.get(id)!.name;
  if (s.tournament) {
    const out: { pick: SpellId[]; label: string }[] = [];
    const n = all.length;
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        for (let c = b + 1; c < n; c++)
          for (let d = c + 1; d < n; d++) {
            const pick = [all[a]!, all[b]!, all[c]!, all[d]!];
            out.push({ pick, label: `Take ${listWords(pick.map(name))}` });
          }
    return out;
  }
  return [
    { pick: [], label: 'Draw five spells unseen' },
    ...all.map((id) => ({ pick: [id], label: `Take ${name(id)} and draw three more unseen` })),
  ];
}

export function setupPending(s: State): { seat: Side; prompt: string; kind: string }[] {
  const out: { seat: Side; prompt: string; kind: string }[] = [];
  if (nextServant(s))
    out.push({ seat: 'khozar', prompt: 'Place the servants of Khozar in the four temples', kind: 'setup' });
  else if (nextTownsman(s))
    out.push({ seat: 'khozar', prompt: 'Place the Western Townsmen in the western cities', kind: 'setup' });
  else if (!s.sides.khozar.handChosen) out.push({ seat: 'khozar', prompt: 'Choose your spells', kind: 'spells' });
  if (!s.sides.demon.handChosen) out.push({ seat: 'demon', prompt: 'Choose your spells', kind: 'spells' });
  return out;
}

export function setupChoices(s: State, side: Side): Choice<CoreCommand>[] {
  if (side === 'khozar') {
    const servant = nextServant(s);
    if (servant) {
      const one = KHOZAR_TEMPLES.filter((t) => servantsIn(s, t.area) < 2).map((t) => ({
        command: { type: 'placeServant' as const, unit: servant, area: t.area },
        label: `Put ${counter(servant).name} in the ${t.name}`,
        target: t.area,
      }));
      const all = defaultServants(s)
        ? [
            {
              command: { type: 'placeServants' as const },
              label: 'Put the servants left in their usual temples, one servant and one guard to each',
            },
          ]
        : [];
      return [...one, ...all];
    }
    if (nextTownsman(s)) {
      return [
        ...townsmenToTry(s).flatMap((townsman) =>
          openCities(s, townsman).map((a) => ({
            command: { type: 'tryTownsman' as const, unit: townsman, area: a },
            label: `Try the ${counter(townsman).name} at ${areaWords(a)} (placed on 1-3)`,
            target: a,
          })),
        ),
        {
          command: { type: 'tryTownsmen' },
          label: 'Try the townsmen left at the western cities one after another, in order (each placed on 1-3)',
        },
      ];
    }
  }
  if (s.sides[side].handChosen) return [];
  return handOptions(s, side).map((o) => ({ command: { type: 'chooseHand' as const, pick: o.pick }, label: o.label }));
}

/** The servants left, each to its usual temple (data: KHOZAR_TEMPLE_DEFAULT), if those temples still have room. */
function defaultServants(s: State): [string, string][] | null {
  const left = SERVANTS.filter((id) => s.units[id]?.status === 'pool');
  const room = new Map(KHOZAR_TEMPLES.map((t) => [t.area, 2 - servantsIn(s, t.area)]));
  const plan: [string, string][] = [];
  for (const id of left) {
    const area = settlement(KHOZAR_TEMPLE_DEFAULT[id]!).area;
    const r = room.get(area) ?? 0;
    if (r < 1) return null;
    room.set(area, r - 1);
    plan.push([id, area]);
  }
  return plan.length ? plan : null;
}

export function setupTimeout(s: State, side: Side): CoreCommand {
  if (side === 'khozar') {
    const servant = nextServant(s);
    if (servant) {
      const area = settlement(KHOZAR_TEMPLE_DEFAULT[servant]!).area;
      if (servantsIn(s, area) < 2) return { type: 'placeServant', unit: servant, area };
      return setupChoices(s, side)[0]!.command;
    }
    const townsman = nextTownsman(s);
    if (townsman) return setupChoices(s, side)[0]!.command;
  }
  return { type: 'chooseHand', pick: [] };
}

export function applySetup(tx: Tx, side: Side, cmd: CoreCommand): void {
  const s = tx.state;
  ensure(s.stage?.kind === 'setup', 'not_setup', 'The game has already begun.');
  switch (cmd.type) {
    case 'placeServant': {
      ensure(side === 'khozar' && cmd.unit === nextServant(s), 'not_now', 'Place the servants of Khozar in turn.');
      ensure(
        KHOZAR_TEMPLES.some((t) => t.area === cmd.area),
        'not_temple',
        'Servants go in a temple of Khozar.',
      );
      ensure(servantsIn(s, cmd.area) < 2, 'temple_full', 'Two servants are already in that temple.');
      tx.emit({ type: 'servantPlaced', unit: cmd.unit, area: cmd.area });
      return;
    }
    case 'placeServants': {
      ensure(side === 'khozar' && nextServant(s), 'not_now', 'The servants of Khozar are placed.');
      const plan = defaultServants(s);
      ensure(plan, 'temples_taken', 'The usual temples are taken: place the servants one by one.');
      for (const [unit, area] of plan) tx.emit({ type: 'servantPlaced', unit, area });
      return;
    }
    case 'tryTownsmen': {
      ensure(
        side === 'khozar' && !nextServant(s) && nextTownsman(s),
        'not_now',
        'Place the servants first, then the townsmen.',
      );
      // DL-SETUP-05/06 done for the player: each townsman in turn at the first city still open to it
      for (let guard = 0; guard < 50 && nextTownsman(tx.state); guard++) {
        const t = inProgress(tx.state) ?? townsmenToTry(tx.state)[0]!;
        const city = openCities(tx.state, t)[0];
        if (!city) {
          tx.emit({ type: 'townsmanOut', unit: t });
          continue;
        }
        applySetup(tx, side, { type: 'tryTownsman', unit: t, area: city });
      }
      return;
    }
    case 'tryTownsman': {
      const going = inProgress(s);
      ensure(
        side === 'khozar' && !nextServant(s) && unplaced(s).includes(cmd.unit) && (!going || going === cmd.unit),
        'not_now',
        going
          ? `The ${counter(going).name} refused by a city must be tried at another first.`
          : 'Place the servants first, then the townsmen.',
      );
      ensure(openCities(s, cmd.unit).includes(cmd.area), 'city_closed', 'That city cannot take this townsman.');
      const roll = tx.dice.roll(6);
      const placed = lookup(TOWNSMAN_PLACEMENT, roll);
      tx.emit({ type: 'townsmanTried', unit: cmd.unit, area: cmd.area, roll, placed });
      if (placed) {
        const city = WESTERN_CITIES.find((c) => c.area === cmd.area)!;
        tx.emit({ type: 'controlChanged', settlement: city.id, to: 'khozar' });
      } else if (!openCities(tx.state, cmd.unit).length) tx.emit({ type: 'townsmanOut', unit: cmd.unit });
      return;
    }
    case 'chooseHand': {
      ensure(!s.sides[side].handChosen, 'chosen', 'Your spells are already chosen.');
      const pick = [...new Set(cmd.pick)] as SpellId[];
      const all = SIDE_SPELLS[side];
      ensure(
        pick.length === cmd.pick.length && pick.every((p) => all.includes(p)),
        'bad_spell',
        'Choose among your own spells.',
      );
      if (s.tournament) {
        ensure(pick.length === 4, 'choose_four', 'In the tournament game you choose four spells.');
        tx.emit({ type: 'handChosen', side, picked: pick, drawn: [] });
        return;
      }
      ensure(pick.length <= 1, 'one_pick', 'Take one spell of your choice at most.');
      const rest = tx.dice.shuffle(all.filter((id) => !pick.includes(id)));
      tx.emit({ type: 'handChosen', side, picked: pick, drawn: rest.slice(0, pick.length ? 3 : 5) });
      return;
    }
  }
  ensure(false, 'not_setup_command', 'That is not a setup step.');
}
