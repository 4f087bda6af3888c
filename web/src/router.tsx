/**
 * A small history router: the app has a handful of flat routes, so a signal of
 * the current location and a table of patterns is all it needs.
 */
import { createSignal, type JSX, splitProps } from 'solid-js';

export interface Location {
  path: string;
  query: URLSearchParams;
}

const read = (): Location =>
  typeof location === 'undefined'
    ? { path: '/', query: new URLSearchParams() }
    : { path: location.pathname, query: new URLSearchParams(location.search) };

const [loc, setLoc] = createSignal<Location>(read());
if (typeof window !== 'undefined') window.addEventListener('popstate', () => setLoc(read()));

export const useLocation = () => loc;

export function navigate(to: string, opts: { replace?: boolean } = {}) {
  if (opts.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  setLoc(read());
  window.scrollTo?.(0, 0);
}

/** Matches '/games/:id/replay' against a path; params are decoded. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split('/').filter(Boolean);
  const xs = path.split('/').filter(Boolean);
  if (ps.length !== xs.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as string;
    const x = xs[i] as string;
    if (p.startsWith(':')) out[p.slice(1)] = decodeURIComponent(x);
    else if (p !== x) return null;
  }
  return out;
}

/** An anchor that navigates in-app on a plain click and behaves as a link otherwise. */
export function Link(props: JSX.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [local, rest] = splitProps(props, ['href', 'onClick']);
  return (
    <a
      {...rest}
      href={local.href}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(local.href);
      }}
    />
  );
}
