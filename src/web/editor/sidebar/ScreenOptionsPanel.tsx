import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LAYOUT_PRESETS, type LayoutPreset, PRESET_LABELS } from '../../../common/board';
import type { ScheduleWindow } from '../../../common/display-schedule';
import { describeDays, describeHours, WORKDAYS } from '../../../common/display-schedule-words';
import { parseCustomDimensions, parseTimer } from '../../../common/layout';
import type { Display } from '../../../common/schemas/displays';
import { errorMessage } from '../../api/client';
import { useDisplays, useUpdateDisplay } from '../../api/displays';
import type { Screen } from '../../api/screens';
import { ScheduleWindowForm } from '../../app/devices/DisplaySchedule';
import { DEMO_MESSAGES, useDemoActions } from '../../demo/DemoMode';
import { buttonClassName } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { SwitchField } from '../controls/SwitchField';
import { useEditor, useEditorStoreApi } from '../EditorContext';
import { useScreensContext } from '../screens/ScreensContext';
import type { ScreenContent } from '../store/screenContent';
import { DeleteScreenDialog } from './ScreensSection';
import { PanelHeader } from './SidebarSection';

export const EMPTY_NAME_ERROR = 'Name cannot be empty.';
export const EMPTY_TEMPLATE_NAME_ERROR = 'Saved screen name cannot be empty.';
export const TIMER_NEEDS_SCREENS = 'Add another screen to use screen timer.';

function NameForm({ name }: { name: string }) {
  const store = useEditorStoreApi();
  const demo = useDemoActions();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setText(name), [name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setError(EMPTY_NAME_ERROR);
    setError(null);
    if (demo) {
      setText(name);
      return demo.refuse(DEMO_MESSAGES.renameScreen);
    }
    store.getState().setName(trimmed);
  }

  return (
    <form className="ed-subsection" onSubmit={submit} noValidate>
      <TextField
        label="Screen name"
        value={text}
        maxLength={100}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary btn--small">
        Save Name
      </button>
    </form>
  );
}

function PresetForm({ content }: { content: ScreenContent }) {
  const store = useEditorStoreApi();
  const [preset, setPreset] = useState<LayoutPreset>(content.activeLayoutPreset);
  const [width, setWidth] = useState(String(content.customDimensions.widthPx));
  const [height, setHeight] = useState(String(content.customDimensions.heightPx));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setPreset(content.activeLayoutPreset), [content.activeLayoutPreset]);

  function choose(next: LayoutPreset) {
    setPreset(next);
    setError(null);
    if (next !== 'custom') store.getState().setActivePreset(next);
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCustomDimensions(width, height);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    store.getState().setActivePreset('custom', parsed.value);
  }

  return (
    <section className="ed-subsection" aria-label="Target device">
      <h3 className="ed-subsection__title">Target device</h3>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor="screen-layout-preset">
          Displays show
        </label>
        <select
          id="screen-layout-preset"
          className="ed-input ed-select"
          aria-describedby="screen-layout-preset-hint"
          value={preset}
          onChange={(event) => choose(event.target.value as LayoutPreset)}
        >
          {LAYOUT_PRESETS.map((option) => (
            <option key={option} value={option}>
              {PRESET_LABELS[option]}
            </option>
          ))}
        </select>
        <p className="ed-muted" id="screen-layout-preset-hint">
          The layout a TV or tablet shows this screen in. With Base, each display takes the one nearest its
          size.
        </p>
      </div>
      {preset === 'custom' && (
        <form onSubmit={applyCustom} noValidate>
          <div className="ed-inline">
            <TextField
              label="Width (px)"
              inputMode="numeric"
              value={width}
              onChange={(event) => setWidth(event.target.value)}
            />
            <TextField
              label="Height (px)"
              inputMode="numeric"
              value={height}
              onChange={(event) => setHeight(event.target.value)}
            />
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <button type="submit" className="btn btn--secondary btn--small">
            Apply
          </button>
        </form>
      )}
    </section>
  );
}

function TimerForm({ timer }: { timer: ScreenContent['timer'] }) {
  const store = useEditorStoreApi();
  const [enabled, setEnabled] = useState(timer.enabled);
  const [minutes, setMinutes] = useState(String(Math.floor(timer.durationSeconds / 60)));
  const [seconds, setSeconds] = useState(String(timer.durationSeconds % 60));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setEnabled(timer.enabled);
    setMinutes(String(Math.floor(timer.durationSeconds / 60)));
    setSeconds(String(timer.durationSeconds % 60));
  }, [timer.enabled, timer.durationSeconds]);

  function toggle(next: boolean) {
    setEnabled(next);
    setError(null);
    // Switching the timer off clears its duration at once; switching it on waits for Set.
    if (!next) store.getState().setScreenField('timer', { enabled: false, durationSeconds: 0 });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTimer(minutes, seconds);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    // 0:00 clears the timer, and the switch says so.
    setEnabled(parsed.value.enabled);
    store.getState().setScreenField('timer', parsed.value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <SwitchField label="Switch to the next screen after a while" checked={enabled} onChange={toggle} />
      {enabled && (
        <>
          <div className="ed-inline">
            <TextField
              label="Minutes"
              inputMode="numeric"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
            <TextField
              label="Seconds"
              inputMode="numeric"
              value={seconds}
              onChange={(event) => setSeconds(event.target.value)}
            />
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <button type="submit" className="btn btn--secondary btn--small">
            Set
          </button>
        </>
      )}
      {timer.enabled && (
        <p className="ed-muted">
          Shows for {Math.floor(timer.durationSeconds / 60)} min {timer.durationSeconds % 60} s in full
          screen.
        </p>
      )}
    </form>
  );
}

const BRIGHTNESS_CHOICES = [0.2, 0.35, 0.5, 0.7] as const;

/** Screen care for a display that runs all day: the burn-in shift and night dimming. */
function CareForm({ care }: { care: ScreenContent['care'] }) {
  const store = useEditorStoreApi();
  const set = (patch: Partial<ScreenContent['care']>) =>
    store.getState().setScreenField('care', { ...care, ...patch });
  return (
    <section className="ed-subsection" aria-label="Screen care">
      <h3 className="ed-subsection__title">Screen care</h3>
      <SwitchField
        label="Move the board a few pixels now and then"
        checked={care.shift}
        onChange={(shift) => set({ shift })}
      />
      <p className="ed-muted">Keeps lines from burning into TVs that show one board all day.</p>
      <SwitchField
        label="Dim at night"
        checked={care.dimAtNight}
        onChange={(dimAtNight) => set({ dimAtNight })}
      />
      {care.dimAtNight && (
        <>
          <div className="ed-inline">
            <TextField
              label="From"
              type="time"
              value={care.dimFrom}
              onChange={(event) => event.target.value && set({ dimFrom: event.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              value={care.dimTo}
              onChange={(event) => event.target.value && set({ dimTo: event.target.value })}
            />
          </div>
          <div className="ed-field">
            <label className="ed-field__label" htmlFor="screen-night-brightness">
              Brightness at night
            </label>
            <select
              id="screen-night-brightness"
              className="ed-input ed-select"
              value={String(care.dimBrightness)}
              onChange={(event) => set({ dimBrightness: Number(event.target.value) })}
            >
              {!BRIGHTNESS_CHOICES.some((level) => level === care.dimBrightness) && (
                <option value={String(care.dimBrightness)}>{Math.round(care.dimBrightness * 100)} %</option>
              )}
              {BRIGHTNESS_CHOICES.map((level) => (
                <option key={level} value={String(level)}>
                  {Math.round(level * 100)} %
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * "Show on…": sends a paired TV to this screen, as the Devices page does, or shows it there at
 * times of day (boards by time of day, issue 28).
 */
function ShowOnSection({ screenId }: { screenId: number | string }) {
  const displays = useDisplays();
  const update = useUpdateDisplay();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<number | null>(null);
  const id = Number(screenId);

  async function showOn(displayId: number, name: string) {
    setSent(null);
    setError(null);
    try {
      await update.mutateAsync({ id: displayId, update: { screenId: id } });
      setSent(`${name} shows this screen now.`);
    } catch (err) {
      setError(errorMessage(err, 'Could not send the screen. Please try again.'));
    }
  }

  async function addTime(display: Display, window: ScheduleWindow): Promise<string | null> {
    setSent(null);
    setError(null);
    try {
      await update.mutateAsync({ id: display.id, update: { schedule: [...display.schedule, window] } });
      setScheduling(null);
      setSent(
        `${display.name} shows this screen ${describeDays(window.days).toLowerCase()}, ${describeHours(window)}.`,
      );
      return null;
    } catch (err) {
      return errorMessage(err, 'Could not save the time. Please try again.');
    }
  }

  return (
    <section className="ed-subsection" aria-label="Show on">
      <h3 className="ed-subsection__title">Show on…</h3>
      {displays.isPending ? (
        <p className="ed-muted">Loading your TVs...</p>
      ) : !displays.data?.length ? (
        <p className="ed-muted">
          <span>
            No TV is paired yet. <Link to="/app/devices">Pair one</Link> to show this screen on it.
          </span>
        </p>
      ) : (
        <ul className="ed-show-on">
          {displays.data.map((display) => {
            const times = display.schedule.filter((window) => window.screenId === id);
            return (
              <li key={display.id} className="ed-show-on__display">
                <div className="ed-show-on__row">
                  <span>{display.name}</span>
                  {display.screenId === id && !display.cycle ? (
                    <span className="ed-muted">Showing</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={update.isPending}
                      onClick={() => void showOn(display.id, display.name)}
                      aria-label={`Show here on ${display.name}`}
                    >
                      Show here
                    </button>
                  )}
                </div>
                {times.length > 0 && (
                  <ul className="ed-show-on__times" aria-label={`Times on ${display.name}`}>
                    {times.map((window) => (
                      <li key={`${window.days.join()}-${window.from}`}>
                        {describeDays(window.days)} {describeHours(window)}
                      </li>
                    ))}
                  </ul>
                )}
                {scheduling === display.id ? (
                  <ScheduleWindowForm
                    initial={{ screenId: id, days: [...WORKDAYS], from: '06:00', until: '09:00' }}
                    submitLabel="Add time"
                    busy={update.isPending}
                    onSave={(window) => addTime(display, window)}
                    onCancel={() => setScheduling(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small ed-show-on__schedule"
                    onClick={() => {
                      setSent(null);
                      setScheduling(display.id);
                    }}
                    aria-label={`Add a time on ${display.name}`}
                  >
                    Add a time
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sent && <Notice tone="success">{sent}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {(displays.data?.length ?? 0) > 0 && (
        <p className="ed-muted">
          <span>
            Change or remove times on the <Link to="/app/devices">Devices</Link> page.
          </span>
        </p>
      )}
    </section>
  );
}

/** Touch on the wall (issue 28): a board can be shown for looking at only. */
function TouchForm({ lookOnly }: { lookOnly: boolean }) {
  const store = useEditorStoreApi();
  return (
    <section className="ed-subsection" aria-label="Touch on the wall">
      <h3 className="ed-subsection__title">Touch on the wall</h3>
      <SwitchField
        label="Look only"
        checked={lookOnly}
        onChange={(checked) => store.getState().setScreenField('lookOnly', checked)}
      />
      <p className="ed-muted">
        {lookOnly
          ? 'Paired screens show this board without any touch control: for a TV without a touch screen.'
          : 'On a paired touch screen, this board lets the family add to and tick off lists, tick chores, swipe to the next board and tap a photo for the next one.'}
      </p>
    </section>
  );
}

function TemplateForm({ name }: { name: string }) {
  const { saveOpenAsTemplate } = useScreensContext();
  const demo = useDemoActions();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    setSaved(null);
    if (trimmed === '') return setError(EMPTY_TEMPLATE_NAME_ERROR);
    setError(null);
    if (demo) return demo.refuse(DEMO_MESSAGES.saveTemplate);
    setBusy(true);
    try {
      await saveOpenAsTemplate(trimmed);
      setSaved(`Saved “${trimmed}” as a template.`);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the template. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ed-subsection" onSubmit={submit} noValidate>
      <h3 className="ed-subsection__title">Save as Template</h3>
      <TextField
        label="Template name"
        value={text}
        maxLength={100}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {saved && <Notice tone="success">{saved}</Notice>}
      <button type="submit" className="btn btn--secondary btn--small" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save as Template'}
      </button>
    </form>
  );
}

/**
 * Screen options: name, target device, timer, the TVs it shows on (and when), touch on the wall,
 * screen care, viewer, template, copy and delete.
 */
export function ScreenOptionsPanel() {
  const store = useEditorStoreApi();
  const { screens, openId, saveNow, duplicateOpen } = useScreensContext();
  const demo = useDemoActions();
  const content = useEditor((state) => state.content);
  const [deleting, setDeleting] = useState<Screen | null>(null);
  const [duplicateError, setDuplicateError] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  if (!content || openId === null) return null;
  const openScreen = screens.find((screen) => String(screen.id) === String(openId)) ?? null;

  async function duplicate() {
    setDuplicating(true);
    setDuplicateError(null);
    try {
      await duplicateOpen();
    } catch (err) {
      console.error('Duplicating the screen failed', err);
      setDuplicateError(errorMessage(err, 'Could not duplicate the screen. Please try again.'));
    } finally {
      setDuplicating(false);
    }
  }

  return (
    <div className="ed-panel">
      <PanelHeader title="Screen Options" onBack={() => store.getState().setSidebarMode('layers')} />
      <NameForm name={content.name} />
      <PresetForm content={content} />

      <section className="ed-subsection" aria-label="Screen timer">
        <h3 className="ed-subsection__title">Screen timer</h3>
        {demo ? (
          <p className="ed-muted">{DEMO_MESSAGES.timer}</p>
        ) : screens.length > 1 ? (
          <TimerForm timer={content.timer} />
        ) : (
          <p className="ed-muted">{TIMER_NEEDS_SCREENS}</p>
        )}
      </section>

      {demo ? (
        <section className="ed-subsection" aria-label="Show on">
          <h3 className="ed-subsection__title">Show on…</h3>
          <p className="ed-muted">{DEMO_MESSAGES.showOnTv}</p>
        </section>
      ) : (
        <ShowOnSection screenId={openId} />
      )}
      <TouchForm lookOnly={content.lookOnly} />
      <CareForm care={content.care} />

      <section className="ed-subsection" aria-label="Viewer">
        <h3 className="ed-subsection__title">Viewer</h3>
        {demo ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            onClick={() => demo.refuse(DEMO_MESSAGES.viewer)}
          >
            Open Viewer
          </button>
        ) : (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            href={`/view/${encodeURIComponent(String(openId))}`}
            target="_blank"
            rel="noopener"
            onClick={() => void saveNow()}
          >
            Open Viewer
          </a>
        )}
      </section>

      <TemplateForm name={content.name} />

      <section className="ed-subsection" aria-label="Copy or delete">
        {duplicateError && <Notice tone="error">{duplicateError}</Notice>}
        <div className="ed-panel__footer">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={duplicate}
            disabled={duplicating}
          >
            {duplicating ? 'Duplicating...' : 'Duplicate Screen'}
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={() => (demo ? demo.refuse(DEMO_MESSAGES.deleteScreen) : setDeleting(openScreen))}
          >
            Delete Screen
          </button>
        </div>
      </section>
      <DeleteScreenDialog screen={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
