/**
 * The new-game form's options for the table, in words: the hours each kind of decision gets (the title's
 * `decisions`, editable, sent only where changed), when the autopilot takes over a silent seat, and the
 * vacation days each player has.
 */
import { For, Show } from 'solid-js';

export const DEFAULT_ABSENT_AFTER = 3;
export const DEFAULT_VACATION_DAYS = 7;

export type Decisions = Record<string, { label: string; hours: number }>;

/** What the creator changed of the title's hours per kind: only those go to the server (`timing.byKind`). */
export function changedKinds(decisions: Decisions | undefined, hours: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(hours).filter(([k, h]) => decisions?.[k] !== undefined && decisions[k]?.hours !== h),
  );
}

const inWords = (h: number) => (h === 0 ? 'no deadline' : `${h} hour${h === 1 ? '' : 's'}`);

export function TableOptions(props: {
  decisions: Decisions | undefined;
  /** The game's time for each decision: a kind's deadline never runs longer; 0 turns every deadline off. */
  decisionHours: number;
  hours: Record<string, number>;
  onHours: (next: Record<string, number>) => void;
  absentAfter: number;
  onAbsentAfter: (n: number) => void;
  vacationDays: number;
  onVacationDays: (n: number) => void;
}) {
  const kinds = () => Object.entries(props.decisions ?? {});
  const hoursOf = (k: string) => props.hours[k] ?? props.decisions?.[k]?.hours ?? 0;
  const capped = (k: string) => props.decisionHours > 0 && hoursOf(k) > props.decisionHours;
  return (
    <fieldset class="card table-options">
      <legend>At the table</legend>
      <Show when={kinds().length}>
        <details class="field kinds">
          <summary>Deadlines per kind of decision ({kinds().length})</summary>
          <small class="hint">
            {props.decisionHours === 0
              ? 'This game has no deadlines (time for each decision: none), so none of these runs.'
              : 'Quick answers out of turn may get less time than a whole turn. 0 = no deadline for that kind.'}
          </small>
          <For each={kinds()}>
            {([k, d]) => (
              <div class="field kind">
                <label for={`kind-${k}`}>{d.label}:</label>
                <div class="row kind-hours">
                  <input
                    id={`kind-${k}`}
                    type="number"
                    inputmode="decimal"
                    min={0}
                    max={720}
                    step="any"
                    disabled={props.decisionHours === 0}
                    value={hoursOf(k)}
                    aria-describedby={`kind-${k}-hint`}
                    onChange={(e) => {
                      const v = e.currentTarget.valueAsNumber;
                      const next = { ...props.hours };
                      if (Number.isNaN(v) || v === d.hours) delete next[k];
                      else next[k] = v;
                      props.onHours(next);
                    }}
                  />
                  <span>hours</span>
                </div>
                <small id={`kind-${k}-hint`} class="hint">
                  {capped(k)
                    ? `Runs ${inWords(props.decisionHours)} at most: the time for each decision.`
                    : hoursOf(k) === d.hours
                      ? `The game’s suggestion: ${inWords(d.hours)}.`
                      : `Changed from ${inWords(d.hours)}.`}
                </small>
              </div>
            )}
          </For>
        </details>
      </Show>
      <div class="field">
        <label for="absent-after">Autopilot after this many missed deadlines in a row (0 = never)</label>
        <input
          id="absent-after"
          type="number"
          inputmode="numeric"
          min={0}
          max={20}
          step={1}
          value={props.absentAfter}
          aria-describedby="absent-after-hint"
          onChange={(e) => {
            const v = e.currentTarget.valueAsNumber;
            props.onAbsentAfter(Number.isNaN(v) ? DEFAULT_ABSENT_AFTER : Math.max(0, Math.min(20, Math.round(v))));
          }}
        />
        <small id="absent-after-hint" class="hint">
          A silent player’s decisions are then taken at once, so the others play on, until they say they are back.
        </small>
      </div>
      <div class="field">
        <label for="vacation-days-per-player">Vacation days per player</label>
        <input
          id="vacation-days-per-player"
          type="number"
          inputmode="numeric"
          min={0}
          max={60}
          step={1}
          value={props.vacationDays}
          aria-describedby="vacation-days-hint"
          onChange={(e) => {
            const v = e.currentTarget.valueAsNumber;
            props.onVacationDays(Number.isNaN(v) ? DEFAULT_VACATION_DAYS : Math.max(0, Math.min(60, Math.round(v))));
          }}
        />
        <small id="vacation-days-hint" class="hint">
          Days each player may take off in this game: their deadlines stop meanwhile.
        </small>
      </div>
    </fieldset>
  );
}
