/**
 * My games in the order a player needs them: waiting for my move (soonest
 * deadline first), then the others' moves (latest activity first), open
 * invitations, finished games (and games I resigned from, which are no longer
 * mine to play).
 */
import type * as P from '@hexpost/shared/protocol';
import { createMemo, For, Show } from 'solid-js';
import { Link } from '../router.tsx';
import { Countdown } from './Countdown.tsx';
import { seatLabel, seatsInWords, seatWords } from '../lib/seats.ts';
import { formatWhen } from '../lib/time.ts';

export interface Sections {
  yourMove: P.GameSummary[];
  waiting: P.GameSummary[];
  open: P.GameSummary[];
  finished: P.GameSummary[];
}

const time = (s: string | null) => (s ? Date.parse(s) : Number.POSITIVE_INFINITY);

export function sectionGames(games: readonly P.GameSummary[]): Sections {
  const byActivity = (a: P.GameSummary, b: P.GameSummary) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
  const playing = (g: P.GameSummary) => !g.resigned;
  return {
    yourMove: games
      .filter((g) => g.status === 'active' && g.yourMove && playing(g))
      .sort((a, b) => time(a.deadline) - time(b.deadline) || byActivity(a, b)),
    waiting: games.filter((g) => g.status === 'active' && !g.yourMove && playing(g)).sort(byActivity),
    open: games.filter((g) => g.status === 'open' && playing(g)).sort(byActivity),
    finished: games.filter((g) => g.status === 'finished' || !playing(g)).sort(byActivity),
  };
}

function Row(props: { game: P.GameSummary; titleName: (id: string) => string; me?: string }) {
  const g = () => props.game;
  const players = () => g().players ?? [];
  // (a game I resigned from leaves me no seat, yet my name is still at the table)
  const opponents = () =>
    players().filter((p) => p.name && !g().seats.includes(p.seat) && (!props.me || p.playerId !== props.me));
  const theirTurn = () => (g().waitingFor ?? []).filter((s) => !g().seats.includes(s));
  const seated = () => players().filter((p) => p.playerId).length;
  return (
    <li class="game-row" classList={{ 'game-row--yours': g().yourMove && g().status === 'active' }}>
      <Link class="game-row__link" href={`/games/${encodeURIComponent(g().gameId)}`}>
        <span class="game-row__title">
          {g().name ?? props.titleName(g().title)}
          <Show when={g().name}>
            <small class="muted"> · {props.titleName(g().title)}</small>
          </Show>
        </span>
        <span class="game-row__meta">
          <Show when={g().status === 'active' && g().yourMove && !g().resigned}>
            <strong class="badge badge--you">Your move</strong>{' '}
          </Show>
          <Show when={g().resigned}>
            <strong class="badge badge--resigned">You resigned</strong>{' '}
          </Show>
          <Show when={g().status === 'finished' && g().rematch}>
            <strong class="badge badge--rematch">Rematch waiting</strong>{' '}
          </Show>
          <Show when={g().seats.length}>
            <span>
              as{' '}
              {g()
                .seats.map((s) => seatLabel(players(), s))
                .join(', ')}
            </span>{' '}
          </Show>
          <Show when={opponents().length}>
            <span>
              with{' '}
              {opponents()
                .map((p) => seatWords(players(), p.seat))
                .join(', ')}
            </span>{' '}
          </Show>
          <Show when={g().status === 'active' && !g().yourMove && !g().resigned && theirTurn().length}>
            <span>· {seatsInWords(players(), theirTurn())} to move</span>{' '}
          </Show>
          <Show when={g().status === 'open' && players().length}>
            <span>
              · {seated()} of {players().length} seats taken
            </span>{' '}
          </Show>
          <Show when={g().status === 'finished' && g().result}>{(r) => <span>· {r().summary} </span>}</Show>
          <Show
            when={props.game.status === 'active' && !props.game.resigned}
            fallback={<span>{formatWhen(props.game.updatedAt)}</span>}
          >
            <Countdown deadline={props.game.deadline} />
          </Show>
        </span>
      </Link>
    </li>
  );
}

export function GameList(props: {
  games: readonly P.GameSummary[];
  titleName?: (id: string) => string;
  /** The player on this device, so their own name is not listed among the others. */
  me?: string;
}) {
  const s = createMemo(() => sectionGames(props.games));
  const name = (id: string) => props.titleName?.(id) ?? id;
  const section = (key: keyof Sections, heading: string) => (
    <Show when={s()[key].length}>
      <section class="game-section" aria-labelledby={`sec-${key}`} data-section={key}>
        <h2 id={`sec-${key}`}>
          {heading} <span class="count">({s()[key].length})</span>
        </h2>
        <ul class="game-rows">
          <For each={s()[key]}>{(g) => <Row game={g} titleName={name} me={props.me} />}</For>
        </ul>
      </section>
    </Show>
  );
  return (
    <div class="game-list">
      {section('yourMove', 'Your move')}
      {section('waiting', 'Waiting for others')}
      {section('open', 'Open invitations')}
      {section('finished', 'Finished')}
    </div>
  );
}
