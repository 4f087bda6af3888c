/** Deadlines and times in words. */
import { createSignal, onCleanup } from 'solid-js';

/** "2 d 4 h", "3 h 12 min", "45 min", "overdue" */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'overdue';
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'under a minute';
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

export function formatWhen(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const diff = now - t;
  if (diff < 60_000) return 'just now';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)} min ago`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)} h ago`;
  return new Date(t).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** A moment in few words: the weekday and time within a week either way ("Tue 15:00"), else the date too. */
export function formatDate(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const near = Math.abs(t - now) < 6 * 86_400_000;
  return new Date(t).toLocaleString(
    undefined,
    near
      ? { weekday: 'short', hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  );
}

/** A clock signal ticking every `ms` while the component lives. */
export function useNow(ms = 30_000) {
  const [now, setNow] = createSignal(Date.now());
  const t = setInterval(() => setNow(Date.now()), ms);
  onCleanup(() => clearInterval(t));
  return now;
}

/** "14:30" for minutes after midnight, and back. */
export const minutesToTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export function timeToMinutes(t: string): number {
  const [h, m] = t.split(':').map(Number);
  return Math.min(1439, Math.max(0, (h ?? 0) * 60 + (m ?? 0)));
}
