/**
 * `npm run bench -- domains`: issue 15's two budgets for Domains, headless (the engine alone, no store):
 *   - resolving a round of 12 regents: the command that hands in the last sheet, which resolves the whole
 *     round (initiative, the economy at a turn's start, every order's roll, battles, the ledger), timed over
 *     the rounds of a bot campaign where each regent writes its sheet from what it is offered;
 *   - a bot campaign of 10 years (40 turns, 120 rounds) played whole, every command through `play`.
 * The house bot (bot.ts) writes up to three orders a sheet; the figure says so. The process's CPU time is
 * printed beside the wall time, which a busy machine stretches.
 */
import { type AnyGame, play, seededDice, start } from '../shared/src/engine/index.ts';
import { botMove } from '../shared/src/games/domains/bot.ts';
import { domains } from '../shared/src/games/domains/index.ts';
import type { State } from '../shared/src/games/domains/rules/state.ts';

type Report = (what: string, figure: string, budget: string) => void;
const game = domains as unknown as AnyGame;

/** Plays a bot campaign; calls `onRound` with the time of each command that resolved a round. */
function campaign(
  regents: number,
  turns: number,
  seed: string,
  onRound: (ms: number) => void,
): { ms: number; cpu: number; commands: number } {
  const t0 = performance.now();
  const u0 = process.cpuUsage();
  let s = start(game, domains.configSchema.parse({ regents, turns }), { dice: seededDice(seed), now: 0 })
    .state as State;
  const pick = seededDice(`bot:${seed}`);
  let commands = 0;
  for (let i = 0; i < 200_000 && !s.result; i++) {
    const move = botMove(s, pick);
    if (!move) throw new Error(`the bot found nothing to do in round ${s.round}`);
    const round = s.round;
    const c0 = performance.now();
    const r = play(game, s, move.seat, move.command, { dice: seededDice(`${seed}:${i}`), now: i });
    const took = performance.now() - c0;
    s = r.state as State;
    commands++;
    if (s.round !== round || s.result) onRound(took);
  }
  if (!s.result) throw new Error('the campaign did not end');
  const u = process.cpuUsage(u0);
  return { ms: performance.now() - t0, cpu: (u.user + u.system) / 1000, commands };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

export function domainsBench(report: Report): void {
  const rounds: number[] = [];
  campaign(12, 8, 'bench-12', (ms) => rounds.push(ms));
  report(
    `Domains: a round of 12 regents resolved (the last sheet handed in), ${rounds.length} rounds, bot sheets of up to 3 orders`,
    `p50 ${pct(rounds, 50).toFixed(1)} / max ${Math.max(...rounds).toFixed(1)} ms`,
    'budget < 200 ms',
  );
  const years = campaign(4, 40, 'bench-10y', () => {});
  report(
    `Domains: a bot campaign of 10 years (40 turns, 4 regents, ${years.commands} commands)`,
    `${(years.ms / 1000).toFixed(1)} s (CPU ${(years.cpu / 1000).toFixed(1)} s)`,
    'budget < 10 s',
  );
  const big = campaign(12, 40, 'bench-10y-12', () => {});
  report(
    `Domains: a bot campaign of 10 years with 12 regents (${big.commands} commands)`,
    `${(big.ms / 1000).toFixed(1)} s (CPU ${(big.cpu / 1000).toFixed(1)} s)`,
    'budget < 10 s',
  );
}
