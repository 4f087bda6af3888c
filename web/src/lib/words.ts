/** Turning the engine's JSON into words a player reads. */

/** "chooseLosses" / "choose_losses" / "choose-losses" → "Choose losses" */
export function humanize(key: string): string {
  const s = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const DICE_KEYS = /^(roll|rolls|dice|die|d6|d10|d12|d20|result|total|modifier|modifiers|mod|drm)$/i;

function brief(v: unknown, depth = 0): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.length === 0) return 'none';
  if (Array.isArray(v))
    return v.length > 8
      ? `${v
          .slice(0, 8)
          .map((x) => brief(x, depth + 1))
          .join(', ')}, …`
      : v.map((x) => brief(x, depth + 1)).join(', ');
  if (depth > 1) return '…';
  const o = v as Record<string, unknown>;
  return Object.keys(o)
    .map((k) => `${humanize(k).toLowerCase()} ${brief(o[k], depth + 1)}`)
    .join(', ');
}

export interface Described {
  text: string;
  /** Die rolls and what modified them, called out on their own. */
  dice: string | null;
}

/**
 * A log event in plain language, when the title gives no describer of its
 * own: a `text`/`message`/`summary` field if there is one, else the humanized
 * type followed by its fields. Dice fields are pulled out so a roll and its
 * modifiers are always visible.
 */
export function describeEvent(event: unknown): Described {
  if (event === null || typeof event !== 'object') return { text: brief(event), dice: null };
  const o = event as Record<string, unknown>;
  for (const k of ['text', 'message', 'summary', 'description']) {
    if (typeof o[k] === 'string') return { text: o[k] as string, dice: diceOf(o) };
  }
  const type = typeof o.type === 'string' ? humanize(o.type) : 'Event';
  const rest = Object.keys(o).filter((k) => k !== 'type' && !DICE_KEYS.test(k));
  const fields = rest.map((k) => `${humanize(k).toLowerCase()}: ${brief(o[k])}`).join('; ');
  return { text: fields ? `${type} — ${fields}` : type, dice: diceOf(o) };
}

function diceOf(o: Record<string, unknown>): string | null {
  const parts = Object.keys(o)
    .filter((k) => DICE_KEYS.test(k))
    .map((k) => `${humanize(k).toLowerCase()} ${brief(o[k])}`);
  return parts.length ? parts.join(', ') : null;
}

/** Okabe–Ito: told apart with every common colour-vision deficiency. Each seat also gets a letter mark. */
export const SEAT_COLOURS = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#999999'];
export const seatColour = (i: number) =>
  SEAT_COLOURS[((i % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length] as string;
