import { useEffect, useRef, useState } from 'react';
import { clockText, type StepTimer, stepTimers } from '../../common/durations';
import type { Recipe } from '../../common/schemas/recipes';

interface RunningTimer {
  key: string;
  label: string;
  endsAt: number;
}

/** A short ring, repeated while the timer is not stopped: WebAudio's oscillator, no sound file. */
function ring(context: AudioContext | null): () => void {
  if (!context) return () => undefined;
  const beep = () => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 880;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
  };
  beep();
  const every = setInterval(beep, 700);
  return () => clearInterval(every);
}

/** Keeps the screen on while `on` (Screen Wake Lock API, where the browser has it). */
function useWakeLock(on: boolean) {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!on || !wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let ended = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (taken) => {
          if (ended) void taken.release().catch(() => undefined);
          else lock = taken;
        },
        () => undefined,
      );
    };
    take();
    // A lock is let go when the page is hidden; it is taken again when it shows.
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [on]);
}

interface CookingProps {
  recipe: Recipe;
  /** The ingredient lines as the card shows them, scaled to the servings cooked. */
  lines: string[];
  /** Time, servings and credit, as the card's header says them. */
  meta: string;
}

/**
 * Cooking on a touch board: one step at a time with Back and Next (the ingredients before the
 * first), a time a step names started as a timer by a tap, ringing (sound and sight) until stopped,
 * and the screen kept awake meanwhile. Loaded with the first "Start cooking", so a board that is
 * only looked at never fetches it.
 */
export function Cooking({ recipe, lines, meta }: CookingProps) {
  const steps = recipe.sections.flatMap((section) =>
    section.steps.map((text, index) => ({ text, section: index === 0 ? section.name : '' })),
  );
  // -1: the ingredients; 0…: the steps. It opens on the first, as "Start cooking" was tapped.
  const [at, setAt] = useState(0);
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const stops = useRef(new Map<string, () => void>());
  useWakeLock(true);

  useEffect(() => {
    if (timers.length === 0) return;
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, [timers.length]);

  // A timer that has run out rings until it is stopped.
  useEffect(() => {
    for (const timer of timers) {
      if (timer.endsAt <= now && !stops.current.has(timer.key))
        stops.current.set(timer.key, ring(audio.current));
    }
  }, [timers, now]);
  useEffect(() => {
    const ringing = stops.current;
    return () => {
      for (const stop of ringing.values()) stop();
    };
  }, []);

  function start(timer: StepTimer, step: number, index: number) {
    // The tap is the gesture a browser wants before it plays a sound.
    if (!audio.current && typeof AudioContext !== 'undefined') audio.current = new AudioContext();
    void audio.current?.resume().catch(() => undefined);
    const key = `${step}:${index}`;
    setNow(Date.now());
    setTimers((current) => [
      ...current.filter((running) => running.key !== key),
      { key, label: timer.label, endsAt: Date.now() + timer.seconds * 1000 },
    ]);
  }

  function stop(key: string) {
    stops.current.get(key)?.();
    stops.current.delete(key);
    setTimers((current) => current.filter((timer) => timer.key !== key));
  }

  const step = steps[at];
  return (
    <div className="recipe-card">
      <header className="recipe-card__header">
        <h2 className="recipe-card__name">{recipe.name}</h2>
        {meta && <p className="recipe-card__meta">{meta}</p>}
      </header>
      {timers.length > 0 && (
        <ul className="recipe-card__timers">
          {timers.map((timer) => {
            const left = (timer.endsAt - now) / 1000;
            const done = left <= 0;
            return (
              <li
                key={timer.key}
                className={done ? 'recipe-card__timer recipe-card__timer--ringing' : 'recipe-card__timer'}
              >
                <span role={done ? 'alert' : undefined}>
                  {done ? `Time's up: ${timer.label}` : `${timer.label} · ${clockText(left)}`}
                </span>
                <button type="button" className="board-widget-button" onClick={() => stop(timer.key)}>
                  {done ? 'Stop' : 'Cancel'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {at < 0 || !step ? (
        <>
          <h3 className="recipe-card__heading">Ingredients</h3>
          <ul className="recipe-card__ingredients">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <button type="button" className="board-widget-button recipe-card__go" onClick={() => setAt(0)}>
            Start cooking
          </button>
        </>
      ) : (
        <Step
          number={at + 1}
          of={steps.length}
          section={step.section}
          text={step.text}
          onTimer={(timer, index) => start(timer, at, index)}
          onBack={() => setAt(at - 1)}
          onNext={at + 1 < steps.length ? () => setAt(at + 1) : () => setAt(-1)}
          last={at + 1 === steps.length}
        />
      )}
    </div>
  );
}

interface StepProps {
  number: number;
  of: number;
  section: string;
  text: string;
  last: boolean;
  onTimer: (timer: StepTimer, index: number) => void;
  onBack: () => void;
  onNext: () => void;
}

/** One step in large type; a time it names is a button that starts a timer. */
function Step({ number, of, section, text, last, onTimer, onBack, onNext }: StepProps) {
  const timers = stepTimers(text);
  const parts: (string | { timer: StepTimer; index: number })[] = [];
  let rest = text;
  timers.forEach((timer, index) => {
    const at = rest.indexOf(timer.label);
    if (at < 0) return;
    parts.push(rest.slice(0, at), { timer, index });
    rest = rest.slice(at + timer.label.length);
  });
  parts.push(rest);
  return (
    <div className="recipe-card__step">
      <p className="recipe-card__count">
        Step {number} of {of}
        {section && ` · ${section}`}
      </p>
      <p className="recipe-card__text" aria-live="polite">
        {parts.map((part, index) =>
          typeof part === 'string' ? (
            part
          ) : (
            <button
              key={index}
              type="button"
              className="recipe-card__time"
              aria-label={`Start a timer for ${part.timer.label}`}
              onClick={() => onTimer(part.timer, part.index)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2.5" />
                <path
                  d="M12 9v4l3 2M9 2h6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              {part.timer.label}
            </button>
          ),
        )}
      </p>
      <div className="recipe-card__nav">
        <button type="button" className="board-widget-button" onClick={onBack}>
          {number === 1 ? 'Ingredients' : 'Back'}
        </button>
        <button type="button" className="board-widget-button" onClick={onNext}>
          {last ? 'Done' : 'Next'}
        </button>
      </div>
    </div>
  );
}
