/** The shape of the one app store; each create* factory owns a part of it. */
import type * as P from '@hexpost/shared/protocol';
import type { SetStoreFunction } from 'solid-js/store';
import type { Agent, QueuedCommand } from '../api/agent.ts';
import type { Settings } from './createSettings.ts';

export interface PlayerInfo {
  playerId: string;
  name: string;
  quietHours: { from: number; to: number; tz: string } | null;
}

export interface GameEntry {
  detail: P.GameDetail | null;
  etag: string | null;
  log: P.LogEntry[];
  logVersion: number;
  chat: P.ChatMessage[];
  /** What the last move (mine or another seat's) brought, shown in the result panel until dismissed. */
  results: P.LogEntry[];
  error: string | null;
  /** True while the last fetch came from the service worker's copy or failed: what is shown may be stale. */
  stale: boolean;
}

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export interface AppState {
  /** The device's token has been read from IndexedDB. */
  ready: boolean;
  player: PlayerInfo | null;
  online: boolean;
  list: P.GameSummary[] | null;
  listError: string | null;
  listLoading: boolean;
  /** Cursor of the next page of finished games, when there are more. */
  listNext: string | null;
  titles: P.TitleInfo[] | null;
  games: Record<string, GameEntry>;
  queue: QueuedCommand[];
  notices: Notice[];
  settings: Settings;
}

export interface Ctx {
  agent: Agent;
  state: AppState;
  setState: SetStoreFunction<AppState>;
  notify(text: string, tone?: Notice['tone']): void;
}
