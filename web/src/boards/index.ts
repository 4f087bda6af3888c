/**
 * Every title's board plug-in is registered here (one line per title), e.g.
 *   registerBoard('defenders', { board: () => import('./defenders/Board.tsx') });
registerBoard('divine-right', { board: () => import('./divine-right/Board.tsx') });
 * Titles not listed fall back to the list view.
 */
import { registerBoard } from './registry.ts';

registerBoard('defenders', { board: () => import('./defenders/Board.tsx') });
registerBoard('divine-right', { board: () => import('./divine-right/Board.tsx') });

export { boardFor, registerBoard, type BoardPlugin, type BoardProps, type Choice } from './registry.ts';
