/**
 * A choice narrowed by the player (Choice.pick): the command with only the picked ids in its field,
 * and a field naming an id that was not picked (a leader left behind) left out. The browser builds
 * the command it sends with it; tests and bots ask whether a command is one a choice allows.
 */
import type { ChoicePick, Typed } from './types.ts';

export function narrow<C extends Typed>(command: C, pick: ChoicePick, picked: readonly string[]): C {
  const all = (command as unknown as Record<string, unknown>)[pick.field];
  const offered = Array.isArray(all) ? (all as string[]) : [];
  // Kept in the command's own order, and only ids the choice offered.
  const keep = offered.filter((id) => picked.includes(id));
  const out: Record<string, unknown> = { ...command, [pick.field]: keep };
  for (const f of pick.alsoDrop ?? []) {
    const v = out[f];
    if (typeof v === 'string' && !keep.includes(v)) delete out[f];
  }
  return out as C;
}

/** Whether `command` is `choice.command` itself or a narrowing of it the choice's pick allows. */
export function allows(choice: { command: Typed; pick?: ChoicePick }, command: Typed): boolean {
  const key = (c: unknown) => JSON.stringify(sortKeys(c));
  if (key(choice.command) === key(command)) return true;
  const p = choice.pick;
  if (!p) return false;
  const picked = (command as unknown as Record<string, unknown>)[p.field];
  if (!Array.isArray(picked) || picked.length < p.min) return false;
  if (!picked.every((id) => p.options.some((o) => o.id === id))) return false;
  return key(narrow(choice.command, p, picked as string[])) === key(command);
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
  );
}
