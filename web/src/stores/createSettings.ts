/** Device-local preferences: theme and motion. Kept in localStorage (read before first paint). */
import type { SetStoreFunction } from 'solid-js/store';

export type Theme = 'system' | 'light' | 'dark';
export type Motion = 'system' | 'reduce' | 'full';
export interface Settings {
  theme: Theme;
  motion: Motion;
}

const KEY = 'hexpost.settings';

export function loadSettings(): Settings {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as Partial<Settings>) : {};
    return {
      theme: s.theme === 'light' || s.theme === 'dark' ? s.theme : 'system',
      motion: s.motion === 'reduce' || s.motion === 'full' ? s.motion : 'system',
    };
  } catch {
    return { theme: 'system', motion: 'system' };
  }
}

/** Puts the preferences on <html> as data attributes the stylesheet reads. */
export function applySettings(s: Settings) {
  if (typeof document === 'undefined') return;
  const el = document.documentElement;
  if (s.theme === 'system') delete el.dataset.theme;
  else el.dataset.theme = s.theme;
  if (s.motion === 'system') delete el.dataset.motion;
  else el.dataset.motion = s.motion;
}

export function createSettings<S extends { settings: Settings }>(setState: SetStoreFunction<S>) {
  const set = (patch: Partial<Settings>) => {
    (setState as SetStoreFunction<{ settings: Settings }>)('settings', (s) => {
      const next = { ...s, ...patch };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // private mode: keep it for this visit only
      }
      applySettings(next);
      return next;
    });
  };
  return { setTheme: (theme: Theme) => set({ theme }), setMotion: (motion: Motion) => set({ motion }) };
}
