/**
 * Every title's board plug-in is registered here (one line per title), e.g.
 *   registerBoard('<title>', { board: () => import('./<title>/Board.tsx'), resign: '<what resigning means>' });
 * Titles not listed fall back to the list view.
 */
import { registerBoard } from './registry.ts';

registerBoard('defenders', {
  board: () => import('./defenders/Board.tsx'),
  resign: 'your hero stays with the group, played by the next player',
});
registerBoard('demonlord', { board: () => import('./demonlord/Board.tsx'), resign: 'the other side wins the war' });
registerBoard('dragons-of-glory', {
  board: () => import('./dragons-of-glory/Board.tsx'),
  resign: 'your side fights on with its other players, or the other side wins the war',
});
registerBoard('divine-right', {
  board: () => import('./divine-right/Board.tsx'),
  resign: 'your kingdom meets the fate of an eliminated player’s and the game goes on without it',
});

export { boardFor, registerBoard, type BoardPlugin, type BoardProps, type Choice } from './registry.ts';
