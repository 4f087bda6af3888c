/**
 * Domains: the Gulf of Djafra on HexMap, each province washed in its ruler's
 * colour with its name and level, ♛ on a capital and the seat's own holdings
 * with their levels, one counter per domain with units there; the provinces
 * where the sheet could take an order are lit. Tapping one opens its sheet of
 * orders inside the map's frame; tapping an order writes it onto the sheet.
 * Above the map the sheet itself (SheetPanel): round, treasury, hand in or take
 * back, who has handed in, the orders with Strike and +2 RP, and the orders
 * with no place on the map.
 */
import type { Offer } from '@hexpost/shared/games/domains/rules/draft.ts';
import { BRIGANDS } from '@hexpost/shared/games/domains/rules/state.ts';
import { createMemo, createSignal, For, Show } from 'solid-js';
import { HexMap } from '../../components/HexMap.tsx';
import type { BoardProps } from '../registry.ts';
import './domains.css';
import { addChoice, offersByPlace } from './orders.ts';
import { placeNear, ProvinceSheet, type SheetPlace } from './ProvinceSheet.tsx';
import {
  cells,
  cellsKey,
  DomainName,
  focusOn,
  grid,
  HEXSIDES,
  hexOf,
  provinceAt,
  provinceName,
  provinceBrief,
  routes,
  stacks,
  styleOf,
  TERRAIN,
  type View,
} from './pieces.ts';
import { SheetPanel } from './SheetPanel.tsx';

export { describeDomains } from './words.ts';

export default function DomainsBoard(props: BoardProps) {
  const view = () => props.view as View;
  // The map's image is rebuilt only when what it draws changes (rulers, levels, holdings), not on every update.
  const key = createMemo(() => cellsKey(view()));
  const hexes = createMemo(() => {
    key();
    return cells(view());
  });
  const routeList = createMemo(() => {
    key();
    return routes(view());
  });
  const stackList = createMemo(() => stacks(view()));
  const byPlace = createMemo(() => offersByPlace(view()));
  const lit = createMemo(() =>
    [...byPlace().keys()].flatMap((p) => {
      const h = p ? hexOf(p) : null;
      return h ? [h] : [];
    }),
  );

  const [selected, setSelected] = createSignal<string | null>(null);
  const [open, setOpen] = createSignal<string | null>(null);
  const [place, setPlace] = createSignal<SheetPlace | null>(null);
  let root: HTMLElement | undefined;
  const onSelect = (hex: string) => {
    setSelected(hex);
    setOpen(provinceAt(hex));
    setPlace(root ? placeNear(root, hex) : null);
  };
  // The sheet stands beside its province: after a pan or zoom it is placed again, where the province is now.
  const follow = () => {
    const hex = selected();
    if (hex && open() && root) setPlace(placeNear(root, hex));
  };
  const here = createMemo(() => {
    const p = open();
    return p ? (byPlace().get(p) ?? []) : [];
  });
  const none = () => {
    const v = view();
    if (v.phase === 'creation') return 'Orders are written once every regent is made.';
    if (v.result) return 'The campaign is over.';
    if (v.sheet?.in) return 'Your orders are in: take them back to add more.';
    if (!v.me) return 'Only a regent writes orders.';
    return null;
  };
  /** The domains on the map (or at the table), for the key: the regents first. */
  const domainsShown = createMemo(() => {
    const v = view();
    const ruling = new Set(Object.values(v.provinces).flatMap((p) => (p.ruler ? [p.ruler] : [])));
    return [...v.regents, ...[...ruling].filter((d) => !v.regents.includes(d))];
  });
  const add = (o: Offer) => {
    setOpen(null);
    props.choose(addChoice(view(), o));
  };

  return (
    <section class="dm" aria-label="Domains board" ref={root}>
      <SheetPanel
        view={view()}
        choices={props.choices}
        choose={props.choose}
        other={byPlace().get(null) ?? []}
        onAdd={(o) => props.choose(addChoice(view(), o))}
      />
      {/* keyed on the seat's domain: the map opens on its capital once the view says which it is */}
      <Show when={view().me ?? 'all'} keyed>
        {(_me: string) => (
          <HexMap
            persistKey={`map:${props.game.gameId}`}
            grid={grid.spec}
            hexes={hexes()}
            terrain={TERRAIN}
            hexsides={HEXSIDES}
            routes={routeList()}
            stacks={stackList()}
            highlights={lit()}
            selected={selected()}
            focus={focusOn(view())}
            onSelect={onSelect}
            onView={follow}
            hexIds={false}
            label="Map of the Gulf of Djafra"
            overlay={
              <Show when={open()}>
                {(p) => (
                  <ProvinceSheet
                    place={place()}
                    name={provinceName(p())}
                    about={provinceBrief(view(), p())}
                    offers={here()}
                    none={none()}
                    onChoose={add}
                    onClose={() => setOpen(null)}
                  />
                )}
              </Show>
            }
          />
        )}
      </Show>
      <details class="dm-key">
        <summary>Key</summary>
        <ul>
          <li>
            A province: its name and level; washed in the colour of the domain that rules it (tap it: the ruler, its
            loyalty and every holding are named).
          </li>
          <li>♛ a capital · L law, T temple, G guild, S source: your holdings there, with their levels.</li>
          <li>
            Counters: a domain's colour and two letters; the number is how many units and ships stand there (ships at
            sea on their zone's middle hex); ⚔ units of several domains, or of a domain and brigands.
          </li>
          <For each={domainsShown()}>
            {(d) => (
              <li>
                <span class="dm-chip" style={{ background: styleOf(d).fill, color: styleOf(d).ink }}>
                  {styleOf(d).code}
                </span>{' '}
                {DomainName(d)}
                {d === view().me ? ' (you)' : view().regents.includes(d) ? ' (a regent)' : ' (unclaimed)'}
              </li>
            )}
          </For>
          <Show when={Object.values(view().units).some((u) => u.owner === BRIGANDS)}>
            <li>
              <span class="dm-chip" style={{ background: styleOf(BRIGANDS).fill, color: styleOf(BRIGANDS).ink }}>
                {styleOf(BRIGANDS).code}
              </span>{' '}
              Brigands: mercenaries who would not be paid off. They serve no one, plunder the province they stand in
              every round, and any domain may march on them without a war.
            </li>
          </Show>
          <li>
            Dashed outline: you may write an order there. Blue hexsides: rivers, heavier on a lake; dash-dot line: a
            trade route.
          </li>
        </ul>
      </details>
    </section>
  );
}
