/**
 * What DynamoDB can hold, checked before anything a client sent is stored:
 * numbers of at most 38 significant digits between 1e-130 and 1e126 (we keep
 * well inside: JavaScript numbers whose magnitude lies in [1e-100, 1e100] or 0),
 * documents nested at most 32 levels (we allow 16), and a bounded size. A
 * title's schema bounds its own fields; this is the backstop for all of them.
 */
const MAX_DEPTH = 16;
const MAX_NODES = 5000;

export function unstorable(value: unknown): string | null {
  let nodes = 0;
  const walk = (v: unknown, depth: number, path: string): string | null => {
    if (++nodes > MAX_NODES) return `${path || 'value'}: too many values (at most ${MAX_NODES})`;
    if (depth > MAX_DEPTH) return `${path || 'value'}: nested more than ${MAX_DEPTH} levels deep`;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return `${path || 'value'}: not a finite number`;
      const m = Math.abs(v);
      if (m !== 0 && (m > 1e100 || m < 1e-100)) return `${path || 'value'}: ${v} is out of range`;
      return null;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const bad = walk(v[i], depth + 1, `${path}[${i}]`);
        if (bad) return bad;
      }
      return null;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const bad = walk(x, depth + 1, path ? `${path}.${k}` : k);
        if (bad) return bad;
      }
    }
    return null;
  };
  return walk(value, 0, '');
}
