/** The player on this device: token in IndexedDB, profile from /api/players/me. */
import type * as P from '@hexpost/shared/protocol';
import type * as z from 'zod';
import { isApiError } from '../api/agent.ts';
import type { Ctx } from './state.ts';

export function createSession({ agent, setState }: Ctx) {
  return {
    /** Reads the token; with one, loads the profile (a rejected token signs the device out). */
    async init() {
      const token = await agent.getToken();
      if (token) {
        // A device that has been here before shows the app at once with the profile it kept, and asks the
        // server meanwhile: a game opened from a link starts loading one round trip sooner.
        const cached = await agent.players.cached().catch(() => undefined);
        const fresh = agent.players.me().then(
          (p) => {
            setState('player', p);
          },
          async (e) => {
            if (isApiError(e, 'unauthorized') || isApiError(e, 'not_found')) {
              await agent.setToken(null);
              setState('player', null);
            } else if (!cached) {
              // offline or server trouble: keep the token, show what the service worker has
              setState('player', { playerId: '', name: '', quietHours: null });
            }
          },
        );
        if (cached) setState('player', cached);
        else await fresh;
      }
      setState('ready', true);
    },
    async createPlayer(name: string) {
      const r = await agent.players.create(name);
      setState('player', { playerId: r.playerId, name: name.trim(), quietHours: null });
    },
    async claim(code: string) {
      await agent.players.claim(code);
      setState('player', await agent.players.me());
    },
    async updatePlayer(patch: z.input<typeof P.UpdatePlayer>) {
      setState('player', await agent.players.update(patch));
    },
    transferCode: () => agent.players.transfer(),
    devices: () => agent.players.devices(),
    /** Signs a device out; signing out this one forgets its token and shows the first screen. */
    async signOut(deviceId: string, current: boolean) {
      await agent.players.signOut(deviceId);
      if (current) {
        await agent.setToken(null);
        setState('player', null);
        setState('list', null);
      }
    },
  };
}
