/**
 * The sea battle being fought (view.sea, Rule 8): where and which round, each
 * ship of both sides with its Combat Rating part by part (its face, damaged or
 * not; a naval leader's Tactical Rating and +3 a wizard aboard, as
 * rules/sea.ts crParts counts them), the target each has been given this
 * round, and the last round's rolls with the hits, the damage and the ships
 * sunk. Names in words only (rules/words.ts). It borrows the land battle
 * panel's look (dg-battle).
 */
import { counter, type CounterId, NAVAL_COMBAT, type Side } from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import type { SeaBattle } from '@hexpost/shared/games/dragons-of-glory/rules/state.ts';
import { For, Show } from 'solid-js';
import { otherSide, placeWords, SIDE_STYLE, sideName, signed, unitWord, type View } from './pieces.ts';

export interface CrPart {
  label: string;
  value: number;
}

/** A ship's Combat Rating in parts, from what the view shows aboard it (the rules' crParts, on the view). */
export function shipCr(v: View, ship: CounterId): CrPart[] {
  const c = counter(ship);
  if (c.kind !== 'ship') return [];
  const u = v.units.find((x) => x.id === ship);
  const damaged = u?.depleted ?? false;
  const out: CrPart[] = [{ label: damaged ? 'damaged' : 'undamaged', value: damaged ? c.cr.damaged : c.cr.undamaged }];
  for (const x of v.units) {
    if (x.aboard !== ship) continue;
    const k = counter(x.id);
    if (k.kind === 'leader' && k.naval) out.push({ label: `${k.name} aboard (Tactical Rating)`, value: k.tr });
    if (k.kind === 'wizard') out.push({ label: `${k.name} aboard`, value: NAVAL_COMBAT.perWizard });
  }
  return out;
}

const total = (parts: readonly CrPart[]) => parts.reduce((n, p) => n + p.value, 0);

export interface SeaShipWords {
  id: CounterId;
  name: string;
  /** On the map still (a sunk ship has left the game). */
  afloat: boolean;
  damaged: boolean;
  cr: number;
  parts: CrPart[];
  /** The enemy ship it fires at this round, once named. */
  target: string | null;
}

export interface SeaWords {
  at: string;
  where: string;
  round: number;
  attacker: Side;
  defender: Side;
  sides: { side: Side; ships: SeaShipWords[] }[];
  /** The last round rolled, in words: each shot, then what it did. */
  last: { round: number; shots: string[]; damaged: string[]; sunk: string[] } | null;
}

/** The sea battle in words, from the view. */
export function seaWords(v: View, sea: SeaBattle): SeaWords {
  const afloat = (id: CounterId) => v.units.some((u) => u.id === id);
  const ship = (id: CounterId): SeaShipWords => {
    const parts = afloat(id) ? shipCr(v, id) : [];
    const t = sea.targets?.[id];
    return {
      id,
      name: unitWord(id),
      afloat: afloat(id),
      damaged: v.units.find((u) => u.id === id)?.depleted ?? false,
      cr: total(parts),
      parts,
      target: t ? unitWord(t) : null,
    };
  };
  const defender = otherSide(sea.attacker);
  let last: SeaWords['last'] = null;
  if (sea.last) {
    const hits = new Map<CounterId, number>();
    for (const x of sea.last.shots) if (x.hit) hits.set(x.target, (hits.get(x.target) ?? 0) + 1);
    const struck = [...hits.keys()].sort();
    last = {
      round: sea.last.round,
      shots: sea.last.shots.map(
        (x) =>
          `${unitWord(x.ship)} fired at ${unitWord(x.target)}: rolled ${x.die}, needed ${x.need} or less — ${x.hit ? 'a hit' : 'a miss'}`,
      ),
      damaged: struck.filter(afloat).map(unitWord),
      sunk: struck.filter((id) => !afloat(id)).map(unitWord),
    };
  }
  return {
    at: sea.at,
    where: placeWords(sea.at),
    round: sea.round,
    attacker: sea.attacker,
    defender,
    sides: [
      { side: sea.attacker, ships: sea.attackers.map(ship) },
      { side: defender, ships: sea.defenders.map(ship) },
    ],
    last,
  };
}

const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

export default function SeaPanel(props: { view: View }) {
  const words = () => (props.view.sea ? seaWords(props.view, props.view.sea) : null);
  return (
    <Show when={words()}>
      {(w) => (
        <section class="dg-battle dg-sea" aria-label={`Sea battle at ${w().where}`} data-sea={w().at}>
          <h3>
            ⚓ {sideName(w().attacker)} attacks {sideName(w().defender)}’s ships at {w().where}: round {w().round}
          </h3>
          <For each={w().sides}>
            {(s) => (
              <div class="dg-sea-side">
                <p>
                  <span class="dg-dot" style={{ background: SIDE_STYLE[s.side].fill }} aria-hidden="true" />
                  <strong>{sideName(s.side)}</strong>
                </p>
                <ul class="dg-mods" aria-label={`${sideName(s.side)} ships`}>
                  <For each={s.ships}>
                    {(x) => (
                      <li data-ship={x.id}>
                        <Show when={x.afloat} fallback={<>{x.name}: sunk</>}>
                          <strong>{x.name}</strong>
                          {x.damaged ? ' (damaged)' : ''}: Combat Rating <strong>{x.cr}</strong> (
                          {x.parts
                            .map((p, i) => (i === 0 ? `${p.value} ${p.label}` : `${signed(p.value)} ${p.label}`))
                            .join(', ')}
                          ){x.target ? `, fires at ${x.target}` : ''}
                        </Show>
                      </li>
                    )}
                  </For>
                </ul>
              </div>
            )}
          </For>
          <Show
            when={w().last}
            fallback={<p class="muted">Not rolled yet: each side names a target for each of its ships.</p>}
          >
            {(l) => (
              <div class="dg-sea-last">
                <p>Round {l().round}:</p>
                <ul class="dg-mods" aria-label={`Round ${l().round} rolls`}>
                  <For each={l().shots}>{(x) => <li>{x}</li>}</For>
                </ul>
                <p class="dg-res">
                  {l().sunk.length ? `Sunk: ${list(l().sunk)}. ` : ''}
                  {l().damaged.length ? `Damaged: ${list(l().damaged)}. ` : ''}
                  {!l().sunk.length && !l().damaged.length ? 'No ship was hit.' : ''}
                </p>
              </div>
            )}
          </Show>
        </section>
      )}
    </Show>
  );
}
