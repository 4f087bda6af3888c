/**
 * An SVG that pans (one pointer, arrow keys) and zooms (two-pointer pinch,
 * wheel, +/- keys and buttons) by changing only its viewBox, batched to one
 * update per animation frame, so the drawn board itself never re-renders.
 * A press that moved more than a few pixels is a drag and swallows the click
 * that follows, so taps on hexes still select them.
 */
import { createEffect, createSignal, type JSX, on, onCleanup } from 'solid-js';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PanZoomProps {
  box: Box;
  /** Where the view starts, if not the whole board (e.g. zoomed on the player's piece). */
  start?: Box;
  label: string;
  /** How far one may zoom in, as a fraction of the whole board's width. */
  minScale?: number;
  class?: string;
  /** Where the view is kept for this tab (sessionStorage), so a reload opens the map where the player left it. */
  persistKey?: string;
  /**
   * Pan and zoom to this box whenever it changes to a new one (e.g. a newly activated ally's
   * lands); the player's own panning is otherwise left alone.
   */
  goTo?: Box | null;
  /** Drawn over the map's top edge, inside its frame: the sheet of choices for what was tapped. */
  overlay?: JSX.Element;
  /**
   * Told after each pan or zoom has been drawn (once per frame, and once when a drag ends), so a sheet
   * placed beside a tapped place can follow it.
   */
  onView?: (box: Box) => void;
  children: JSX.Element;
}

function savedBox(key: string | undefined): Box | null {
  if (!key || typeof sessionStorage === 'undefined') return null;
  try {
    const b = JSON.parse(sessionStorage.getItem(`panzoom:${key}`) ?? 'null') as Box | null;
    return b && [b.x, b.y, b.w, b.h].every(Number.isFinite) && b.w > 0 && b.h > 0 ? b : null;
  } catch {
    return null;
  }
}

const DRAG_PX = 6;

export function zoomAt(vb: Box, px: number, py: number, factor: number): Box {
  return { x: px - (px - vb.x) * factor, y: py - (py - vb.y) * factor, w: vb.w * factor, h: vb.h * factor };
}

export function PanZoom(props: PanZoomProps) {
  // the initial box is the board's extent; later prop changes do not move a board the player has panned
  const home = { ...props.box };
  const [vb, setVb] = createSignal<Box>(savedBox(props.persistKey) ?? (props.start ? { ...props.start } : home));
  const keep = (b: Box) => {
    if (!props.persistKey || typeof sessionStorage === 'undefined') return;
    try {
      sessionStorage.setItem(`panzoom:${props.persistKey}`, JSON.stringify(b));
    } catch {
      // storage full or off: the map simply opens at its start next time
    }
  };
  let svg: SVGSVGElement | undefined;
  let next: Box | null = null;
  let frame = 0;
  const pointers = new Map<number, { x: number; y: number }>();
  let travelled = 0;
  let dragging = false;
  /**
   * A one-finger drag moves the drawn picture with a CSS transform (the compositor shifts it, nothing is
   * painted again) and sets the viewBox once when the finger lifts, or when the shift reaches half the
   * map so little blank edge ever shows; a thousand-hex board then pans at the phone's frame rate.
   */
  let shift: { x: number; y: number; base: Box; scale: number; halfW: number; halfH: number } | null = null;
  let clearShift = false;
  const settle = () => {
    if (!shift) return;
    const { x, y, base, scale } = shift;
    shift = null;
    clearShift = true;
    commit({ ...base, x: base.x - x * scale, y: base.y - y * scale });
  };

  const commit = (b: Box) => {
    const minW = home.w * (props.minScale ?? 0.08);
    const maxW = home.w * 2.5;
    let box = b;
    if (b.w < minW || b.w > maxW) {
      const f = Math.min(maxW, Math.max(minW, b.w)) / b.w;
      box = zoomAt(b, b.x + b.w / 2, b.y + b.h / 2, f);
    }
    next = box;
    moved = true;
    if (frame) return;
    if (typeof requestAnimationFrame === 'undefined') {
      setVb(box);
      keep(box);
      props.onView?.(box);
      return;
    }
    frame = requestAnimationFrame(() => {
      frame = 0;
      const drawn = next;
      if (next) {
        setVb(next);
        keep(next);
      }
      // a finished drag: the viewBox now shows where the shifted picture was, in the same frame
      if (clearShift && svg) {
        clearShift = false;
        svg.style.transform = '';
        svg.classList.remove('panzoom--dragging');
      }
      if (drawn) props.onView?.(drawn);
    });
  };
  const current = () => next ?? vb();
  /** Whether the view has moved since it opened (by the player or a goTo); until then a later `start` is taken. */
  let moved = !!savedBox(props.persistKey);
  onCleanup(() => frame && cancelAnimationFrame(frame));
  // A start known only after the map was first drawn (e.g. the player's seat is settled a moment later).
  createEffect(
    on(
      () => props.start,
      (b) => {
        if (moved || !b || ![b.x, b.y, b.w, b.h].every(Number.isFinite) || b.w <= 0 || b.h <= 0) return;
        setVb({ ...b });
      },
      { defer: true },
    ),
  );
  createEffect(
    on(
      () => props.goTo,
      (b) => {
        if (b && [b.x, b.y, b.w, b.h].every(Number.isFinite) && b.w > 0 && b.h > 0) commit({ ...b });
      },
      { defer: true },
    ),
  );

  /** Client pixels → board units, honouring preserveAspectRatio="xMidYMid meet". */
  const toBoard = (cx: number, cy: number) => {
    const b = current();
    const r = svg?.getBoundingClientRect();
    if (!r?.width || !r.height) return { x: b.x + b.w / 2, y: b.y + b.h / 2, scale: 1 };
    const scale = Math.max(b.w / r.width, b.h / r.height);
    return {
      x: b.x + (cx - r.left - (r.width - b.w / scale) / 2) * scale,
      y: b.y + (cy - r.top - (r.height - b.h / scale) / 2) * scale,
      scale,
    };
  };

  const down = (e: PointerEvent) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 1) {
      travelled = 0;
      dragging = false;
    }
  };
  const move = (e: PointerEvent) => {
    const prev = pointers.get(e.pointerId);
    if (!prev) return;
    const now = { x: e.clientX, y: e.clientY };
    if (pointers.size === 1) {
      const dx = now.x - prev.x;
      const dy = now.y - prev.y;
      travelled += Math.abs(dx) + Math.abs(dy);
      if (!dragging && travelled > DRAG_PX) {
        dragging = true;
        svg?.setPointerCapture?.(e.pointerId);
      }
      if (dragging && svg) {
        if (!shift) {
          // the frame's size is read once, before the first shift: reading it on every move would make the
          // browser work out styles and layout again in each event, which a phone cannot do at 60 fps
          const r = svg.getBoundingClientRect();
          shift = {
            x: 0,
            y: 0,
            base: current(),
            scale: toBoard(now.x, now.y).scale,
            halfW: r.width / 2,
            halfH: r.height / 2,
          };
          svg.classList.add('panzoom--dragging');
        }
        shift.x += dx;
        shift.y += dy;
        svg.style.transform = `translate(${shift.x}px, ${shift.y}px)`;
        if (Math.abs(shift.x) > shift.halfW || Math.abs(shift.y) > shift.halfH) settle();
      }
    } else if (pointers.size === 2) {
      settle();
      const other = [...pointers.entries()].find(([id]) => id !== e.pointerId)?.[1];
      if (other) {
        const d0 = Math.hypot(prev.x - other.x, prev.y - other.y);
        const d1 = Math.hypot(now.x - other.x, now.y - other.y);
        if (d0 > 0 && d1 > 0) {
          const mid = toBoard((now.x + other.x) / 2, (now.y + other.y) / 2);
          commit(zoomAt(current(), mid.x, mid.y, d0 / d1));
        }
      }
      dragging = true;
      travelled += DRAG_PX + 1;
    }
    pointers.set(e.pointerId, now);
  };
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    settle();
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = toBoard(e.clientX, e.clientY);
    commit(zoomAt(current(), p.x, p.y, Math.exp(e.deltaY * 0.0015)));
  };
  const zoomCentre = (f: number) => {
    const b = current();
    commit(zoomAt(b, b.x + b.w / 2, b.y + b.h / 2, f));
  };
  const key = (e: KeyboardEvent) => {
    const b = current();
    const step = b.w * 0.1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const m = moves[e.key];
    if (m) commit({ ...b, x: b.x + m[0], y: b.y + m[1] });
    else if (e.key === '+' || e.key === '=') zoomCentre(0.8);
    else if (e.key === '-') zoomCentre(1.25);
    else if (e.key === '0') commit(home);
    else return;
    e.preventDefault();
  };

  return (
    <div class={`panzoom ${props.class ?? ''}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: the board is an SVG; role group names it and takes the keys */}
      <svg
        ref={(el) => {
          svg = el;
          el.addEventListener('wheel', wheel, { passive: false });
          el.addEventListener(
            'click',
            (e) => {
              if (!dragging) return;
              e.stopPropagation();
              e.preventDefault();
              dragging = false;
            },
            true,
          );
        }}
        role="group"
        aria-label={`${props.label}. Arrow keys pan, plus and minus zoom, 0 resets.`}
        // a layer of its own from the start: a drag only moves it, with nothing painted again when it begins
        style={{ 'will-change': 'transform' }}
        tabindex={0}
        viewBox={`${vb().x} ${vb().y} ${vb().w} ${vb().h}`}
        preserveAspectRatio="xMidYMid meet"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        onKeyDown={key}
      >
        {props.children}
      </svg>
      <div class="panzoom-tools">
        <button type="button" aria-label="Zoom in" onClick={() => zoomCentre(0.8)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => zoomCentre(1.25)}>
          −
        </button>
        <button type="button" aria-label="Show whole board" onClick={() => commit(home)}>
          ⤢
        </button>
      </div>
      {/* positioning only: whatever the board puts here draws its own sheet, and the map takes taps around it */}
      <div class="panzoom-overlay">{props.overlay}</div>
    </div>
  );
}
