/**
 * Every title's board plug-in is registered here (one line per title), e.g.
 *   registerBoard('<title>', { board: () => import('./<title>/Board.tsx'), resign: '<what resigning means>' });
 * Titles not listed fall back to the list view.
 */
import { registerBoard } from './registry.ts';

registerBoard('defenders', {
  board: () => import('./defenders/Board.tsx'),
  resign: 'your hero stays with the group, played by the next player',
  notes: () => import('@hexpost/shared/games/defenders/notes.ts').then((m) => m.notes),
});
registerBoard('demonlord', {
  board: () => import('./demonlord/Board.tsx'),
  resign: 'the other side wins the war',
  notes: () => import('@hexpost/shared/games/demonlord/notes.ts').then((m) => m.notes),
});
registerBoard('dragons-of-glory', {
  board: () => import('./dragons-of-glory/Board.tsx'),
  resign: 'your side fights on with its other players, or the other side wins the war',
  notes: () => import('@hexpost/shared/games/dragons-of-glory/notes.ts').then((m) => m.notes),
});
// Domains' own log words need the title's data, so they come with its board's chunk (loaded as the game
// opens); until then, and for every other event, the server's lines stand.
let domainsWords: ((event: unknown) => string | null) | undefined;
registerBoard('domains', {
  board: () =>
    import('./domains/Board.tsx').then((m) => {
      domainsWords = m.describeDomains;
      return m;
    }),
  describe: (event) => domainsWords?.(event) ?? null,
  // a regent's own steps carry its name; what the round's resolution did (set off by the last hand-in) does not
  bySeat: (event) =>
    ['built', 'sheetHandedIn', 'sheetWithdrawn', 'draftSet', 'draftBrowsed'].includes(
      (event as { type?: string }).type ?? '',
    ),
  resign: 'your domain is run by the autopilot (its draft handed in at each deadline)',
  notes: () => import('@hexpost/shared/games/domains/notes.ts').then((m) => m.notes),
});
registerBoard('divine-right', {
  board: () => import('./divine-right/Board.tsx'),
  resign: 'your kingdom meets the fate of an eliminated player’s and the game goes on without it',
  notes: () => import('@hexpost/shared/games/divine-right/notes.ts').then((m) => m.notes),
});

export { boardFor, registerBoard, type BoardPlugin, type BoardProps, type Choice } from './registry.ts';
