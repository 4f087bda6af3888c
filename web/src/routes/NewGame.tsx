/**
 * New game: a title, its options (rendered from its config schema), your seat, time per move and
 * reminders, and the table's options (hours per kind of decision, the autopilot, vacation days).
 */
import type * as P from '@hexpost/shared/protocol';
import type * as z from 'zod';
import { createEffect, createResource, createSignal, For, Show, Suspense } from 'solid-js';
import { ConfigForm, type JsonSchema, NoOptions } from '../components/ConfigForm.tsx';
import { navigate } from '../router.tsx';
import { useStore } from '../stores/index.tsx';
import { Alert } from '../components/Alert.tsx';
import {
  changedKinds,
  DEFAULT_ABSENT_AFTER,
  DEFAULT_VACATION_DAYS,
  TableOptions,
} from '../components/TableOptions.tsx';
import { humanize } from '../lib/words.ts';

type Detail = z.infer<typeof P.TitleDetail>;

export const DECISION_OPTIONS: { hours: number; label: string }[] = [
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: 48, label: '2 days' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '1 week' },
  { hours: 0, label: 'No deadline' },
];
export const REMINDER_OPTIONS: { hours: number; label: string }[] = [
  { hours: 0, label: 'No reminder' },
  { hours: 1, label: '1 hour before' },
  { hours: 6, label: '6 hours before' },
  { hours: 12, label: '12 hours before' },
  { hours: 24, label: '1 day before' },
];

export default function NewGame() {
  const [, actions] = useStore();
  const [titles] = createResource(() => actions.loadTitles());
  const [titleId, setTitleId] = createSignal<string>('');
  const [detail] = createResource(
    () => titleId() || null,
    async (id) => {
      const d = await actions.titleDetail(id);
      setConfig(structuredClone((d.defaults as Record<string, unknown> | null) ?? {}));
      setSeat(d.seats[0] ?? '');
      setKindHours({});
      return d;
    },
  );
  const [config, setConfig] = createSignal<Record<string, unknown>>({});
  // Seats follow the options (the number of heroes or kingdoms): ask the server for this config's seats.
  // A plain signal, not a resource, so the form never suspends while the answer is on its way.
  const [seats, setSeats] = createSignal<string[] | null>(null);
  createEffect(() => {
    const id = titleId();
    const c = config();
    if (!id || !detail()) return;
    actions.seatsFor(id, c).then(
      (r) => {
        if (titleId() !== id || config() !== c) return;
        setSeats(r.seats);
        if (seat() && !r.seats.includes(seat())) setSeat(r.seats[0] ?? '');
      },
      () => setSeats(null),
    );
  });
  const seatList = () => seats() ?? detail()?.seats ?? [];
  const [seat, setSeat] = createSignal('');
  const [gameName, setGameName] = createSignal('');
  const [decisionHours, setDecisionHours] = createSignal(48);
  const [reminderHours, setReminderHours] = createSignal(12);
  const [kindHours, setKindHours] = createSignal<Record<string, number>>({});
  const [absentAfter, setAbsentAfter] = createSignal(DEFAULT_ABSENT_AFTER);
  const [vacationDays, setVacationDays] = createSignal(DEFAULT_VACATION_DAYS);
  const [busy, setBusy] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);

  /** The times, with only what the creator changed of the table's defaults and the title's hours per kind. */
  const timing = () => {
    const byKind = changedKinds(detail()?.decisions, kindHours());
    return {
      decisionHours: decisionHours(),
      reminderHours: Math.min(reminderHours(), decisionHours()),
      ...(Object.keys(byKind).length && decisionHours() > 0 ? { byKind } : {}),
      ...(absentAfter() !== DEFAULT_ABSENT_AFTER ? { absentAfter: absentAfter() } : {}),
      ...(vacationDays() !== DEFAULT_VACATION_DAYS ? { vacationDays: vacationDays() } : {}),
    };
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!titleId()) return;
    setBusy(true);
    setErr(null);
    try {
      const r = await actions.createGame({
        title: titleId(),
        ...(gameName().trim() ? { name: gameName().trim() } : {}),
        config: config(),
        seat: seat() || undefined,
        timing: timing(),
      });
      navigate(`/games/${encodeURIComponent(r.gameId)}/invite`);
    } catch (x) {
      setErr((x as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="new-game">
      <h1>New game</h1>
      <form onSubmit={submit}>
        <div class="field">
          <label for="title">Game</label>
          <select id="title" required value={titleId()} onChange={(e) => setTitleId(e.currentTarget.value)}>
            <option value="" disabled>
              {titles.loading ? 'Loading…' : 'Choose a game'}
            </option>
            <For each={titles.error ? [] : (titles() ?? [])}>
              {(t) => (
                <option value={t.id}>
                  {t.title} ({t.minSeats === t.maxSeats ? t.minSeats : `${t.minSeats}–${t.maxSeats}`} players)
                </option>
              )}
            </For>
          </select>
        </div>
        <Alert message={titles.error ? (titles.error as Error).message : null} />
        <Suspense fallback={<p class="muted">Loading the options…</p>}>
          <Show when={!detail.error && detail()}>
            {(d: () => Detail) => (
              <>
                <fieldset class="card">
                  <legend>Options</legend>
                  <NoOptions schema={d().config as JsonSchema} />
                  <ConfigForm schema={d().config as JsonSchema} value={config()} onChange={setConfig} />
                </fieldset>
                <fieldset class="card">
                  <legend>Seats and time</legend>
                  <div class="field">
                    <label for="game-name">Name of this game (optional)</label>
                    <input
                      id="game-name"
                      maxLength={60}
                      placeholder="Tuesday kingdoms"
                      value={gameName()}
                      onInput={(e) => setGameName(e.currentTarget.value)}
                    />
                    <small class="hint">Tells two games of the same title apart in your list.</small>
                  </div>
                  <div class="field">
                    <label for="your-seat">Your seat</label>
                    <select id="your-seat" value={seat()} onChange={(e) => setSeat(e.currentTarget.value)}>
                      <For each={seatList()}>{(s) => <option value={s}>{humanize(s)}</option>}</For>
                      <option value="">I will pick later</option>
                    </select>
                    <small class="hint">
                      {seatList().length} seats at this table: {seatList().map(humanize).join(', ')}.
                    </small>
                  </div>
                  <div class="field">
                    <label for="decision">Time for each decision</label>
                    <select
                      id="decision"
                      value={decisionHours()}
                      onChange={(e) => setDecisionHours(Number(e.currentTarget.value))}
                    >
                      <For each={DECISION_OPTIONS}>{(o) => <option value={o.hours}>{o.label}</option>}</For>
                    </select>
                    <small class="hint">
                      The decision deadline: when it runs out, the player’s standing order or the game’s default answers
                      for them.
                    </small>
                  </div>
                  <div class="field">
                    <label for="reminder">Reminder</label>
                    <select
                      id="reminder"
                      value={reminderHours()}
                      disabled={decisionHours() === 0}
                      onChange={(e) => setReminderHours(Number(e.currentTarget.value))}
                    >
                      <For each={REMINDER_OPTIONS}>{(o) => <option value={o.hours}>{o.label}</option>}</For>
                    </select>
                  </div>
                </fieldset>
                <TableOptions
                  decisions={d().decisions}
                  decisionHours={decisionHours()}
                  hours={kindHours()}
                  onHours={setKindHours}
                  absentAfter={absentAfter()}
                  onAbsentAfter={setAbsentAfter}
                  vacationDays={vacationDays()}
                  onVacationDays={setVacationDays}
                />
              </>
            )}
          </Show>
        </Suspense>
        <Alert message={detail.error ? (detail.error as Error).message : null} />
        <Alert message={err()} />
        <button type="submit" class="primary" disabled={busy() || !!detail.error || !detail()}>
          {busy() ? 'Creating…' : 'Create and invite'}
        </button>
      </form>
    </section>
  );
}
