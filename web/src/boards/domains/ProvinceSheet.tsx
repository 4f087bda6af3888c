/**
 * The sheet of a tapped province, inside the map's frame beside it (under it or
 * above it, where there is more room), else at the frame's top edge: what
 * the province is in one line, then the orders the sheet could still take there,
 * grouped by who would take them (the domain action, a court action, a
 * lieutenant's or a character's action, a free action). A short list shows
 * whole; a longer one folds each group under its name, the first one open. ✕ closes it.
 */
import type { Offer } from '@hexpost/shared/games/domains/rules/draft.ts';
import { For, Show } from 'solid-js';
import { groupOffers } from './orders.ts';

/** Up to this many orders show without folding their groups. */
const SHORT = 6;
/** Below this height (px) a sheet beside the tapped province is too cramped: it goes to the map's top edge. */
const LEAST = 150;
/** Nor taller than this (16rem), wherever it stands. */
const MOST = 256;

/** Where the sheet stands in the map's frame: its top and greatest height, in px from the frame's top. */
export interface SheetPlace {
  top: number;
  maxHeight: number;
}

/**
 * A place for the sheet that leaves the tapped province in sight: under it when there is more room below
 * (down to what the screen shows of the map: the prompt may cover its foot), else above it. Null when the
 * page gives no sizes (the sheet then takes the map's top edge).
 */
export function placeNear(root: Element, hex: string): SheetPlace | null {
  const map = root.querySelector('.panzoom svg')?.getBoundingClientRect();
  const cell = root.querySelector(`g.hx[data-hex="${hex}"]`)?.getBoundingClientRect();
  if (!map || !cell || !map.height || !cell.height) return null;
  const prompt = document.querySelector('.prompt')?.getBoundingClientRect();
  const shown = Math.min(map.bottom, innerHeight, prompt && prompt.top > map.top ? prompt.top : map.bottom) - map.top;
  const top = Math.max(0, cell.top - map.top);
  const bottom = Math.min(shown, cell.bottom - map.top);
  // the sheet is laid out from the top of the map's overlay, a little below the frame's own top
  const from = (root.querySelector('.panzoom-overlay')?.getBoundingClientRect().top ?? map.top) - map.top;
  const below = shown - bottom - 12;
  const above = top - from - 8;
  if (below >= above && below >= LEAST) return { top: bottom + 4 - from, maxHeight: Math.min(below, MOST) };
  if (above >= LEAST) return { top: Math.max(0, above - MOST), maxHeight: Math.min(above, MOST) };
  return null;
}

export function ProvinceSheet(props: {
  /** Beside the tapped province (placeNear); else at the map's top edge. */
  place?: SheetPlace | null;
  name: string;
  about: string;
  offers: readonly Offer[];
  /** Why nothing is offered (the sheet is in, it is not the writing phase), when nothing is. */
  none?: string | null;
  onChoose: (o: Offer) => void;
  onClose: () => void;
}) {
  const groups = () => groupOffers(props.offers);
  const folded = () => props.offers.length > SHORT && groups().length > 1;
  return (
    <fieldset
      class="dm-offer map-sheet"
      aria-label={`Orders for ${props.name}`}
      style={
        props.place ? { 'margin-top': `${props.place.top}px`, 'max-height': `${props.place.maxHeight}px` } : undefined
      }
    >
      <legend>Orders for {props.name}</legend>
      <button type="button" class="map-sheet-close" aria-label="Close these orders" onClick={() => props.onClose()}>
        ✕
      </button>
      <p class="dm-offer-about">{props.about}</p>
      <Show
        when={props.offers.length}
        fallback={
          <p class="muted dm-offer-none">{props.none ?? 'No order of your sheet concerns this province now.'}</p>
        }
      >
        <For each={groups()}>
          {(g) => {
            const buttons = () => (
              <For each={g.offers}>
                {(o) => (
                  <button type="button" class="choice dm-choice" onClick={() => props.onChoose(o)}>
                    {o.label}
                  </button>
                )}
              </For>
            );
            return (
              <Show
                when={folded()}
                fallback={
                  <fieldset class="dm-group">
                    <legend class="dm-group-name">{g.name}</legend>
                    {buttons()}
                  </fieldset>
                }
              >
                <details class="dm-group" open={g === groups()[0]}>
                  <summary>
                    <span>
                      {g.name} <span class="count">({g.offers.length})</span>
                    </span>
                  </summary>
                  {buttons()}
                </details>
              </Show>
            );
          }}
        </For>
      </Show>
    </fieldset>
  );
}
