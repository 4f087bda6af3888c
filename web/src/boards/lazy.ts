/** A title's board component, loaded on first use and kept: shared by the game screen and the replay. */
import { type Component, lazy } from 'solid-js';
import { type BoardProps, boardFor } from './registry.ts';

const boards = new Map<string, Component<BoardProps>>();

export function boardComponent(title: string): Component<BoardProps> | null {
  const plugin = boardFor(title);
  if (!plugin?.board) return null;
  let c = boards.get(title);
  if (!c) {
    c = lazy(plugin.board);
    boards.set(title, c);
  }
  return c;
}
