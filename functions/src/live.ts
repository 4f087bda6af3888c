/**
 * Live updates: whoever watches a game hears its new version. Locally an
 * in-process bus feeds server-sent events; in the cloud the WebSocket API
 * (lambda/ws.ts) holds connections and this posts to them.
 */
import { EventEmitter } from 'node:events';

export interface LiveBus {
  publish(gameId: string, version: number): Promise<void>;
  /** Local only; the cloud bus has no in-process listeners. Returns the unsubscribe. */
  subscribe?(gameId: string, listener: (version: number) => void): () => void;
}

export class LocalBus implements LiveBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  async publish(gameId: string, version: number): Promise<void> {
    this.emitter.emit(gameId, version);
  }
  subscribe(gameId: string, listener: (version: number) => void): () => void {
    this.emitter.on(gameId, listener);
    return () => this.emitter.off(gameId, listener);
  }
}
