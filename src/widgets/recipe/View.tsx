import { useEffect, useRef, useState } from 'react';
import { clockText, minutesText, type StepTimer, stepTimers } from '../../common/durations';
import type { ComponentOfType } from '../../common/schemas/component';
import type { Meal } from '../../common/schemas/menu';
import type { Recipe, RecipeIngredient } from '../../common/schemas/recipes';
import { errorMessage } from '../../web/api/client';
import { useMenuEntries } from '../../web/api/menu';
import { useRecipe } from '../../web/api/recipes';
import { useWallTouch } from '../../web/board/wallTouch';
import { useToday } from '../../web/data-ui/useToday';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';
import './recipe.css';

type RecipeComponent = ComponentOfType<'recipe'>;

/** The recipe the card shows: the chosen one, else the one the menu cooks today, with its servings. */
function useShownRecipe(component: RecipeComponent) {
  const { recipeId, meal } = component.recipeConfig;
  const today = useToday();
  const menu = useMenuEntries(today, today);
  const cooked = menu.data?.find((entry) => entry.date === today)?.recipes?.[meal as Meal];
  const id = recipeId ?? cooked?.recipeId ?? null;
  const recipe = useRecipe(id);
  return { id, recipe, servings: recipeId === null ? cooked?.servings : undefined, menu };
}

/** A number as a cook reads it: halves and quarters as fractions. */
function amount(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  const fraction = [
    [0.25, '¼'],
    [1 / 3, '⅓'],
    [0.5, '½'],
    [2 / 3, '⅔'],
    [0.75, '¾'],
  ].find(([at]) => Math.abs(part - (at as number)) < 0.02)?.[1];
  if (part < 0.02) return String(whole);
  if (fraction) return whole === 0 ? String(fraction) : `${whole} ${fraction}`;
  return String(Math.round(value * 10) / 10);
}

/** An ingredient line scaled to the servings cooked; a line without a read quantity as written. */
function scaledLine(line: RecipeIngredient, factor: number): string {
  if (factor === 1 || line.quantity === undefined || !line.name) return line.text;
  const range = line.quantityTo !== undefined ? `–${amount(line.quantityTo * factor)}` : '';
  return [`${amount(line.quantity * factor)}${range}`, line.unit, line.name].filter(Boolean).join(' ');
}

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

/** Tonight's recipe (or a chosen one) in large type: ingredients, then one step at a time, with timers. */
export function RecipeView({ component, interactive }: WidgetViewProps<RecipeComponent>) {
  const { id, recipe, servings, menu } = useShownRecipe(component);
  const wall = useWallTouch();
  const tappable = interactive || wall !== null;

  if (id === null) {
    if (menu.isPending) return null;
    return <p className="board-card__message">No recipe on the menu today.</p>;
  }
  if (recipe.isPending) return null;
  if (recipe.isError) {
    return <p className="board-card__message">{errorMessage(recipe.error, 'Failed to load the recipe.')}</p>;
  }
  return <Cooking recipe={recipe.data} servings={servings ?? recipe.data.servings} tappable={tappable} />;
}

function Cooking({
  recipe,
  servings,
  tappable,
}: {
  recipe: Recipe;
  servings: number | null;
  tappable: boolean;
}) {
  const steps = recipe.sections.flatMap((section) =>
    section.steps.map((text, index) => ({ text, section: index === 0 ? section.name : '' })),
  );
  // -1: the ingredients; 0…: the steps.
  const [at, setAt] = useState(-1);
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const stops = useRef(new Map<string, () => void>());
  const cooking = tappable && at >= 0;
  useWakeLock(cooking || timers.length > 0);

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

  const factor = servings && recipe.servings ? servings / recipe.servings : 1;
  const credit = [recipe.author && `Recipe by ${recipe.author}`, hostOf(recipe.sourceUrl)]
    .filter(Boolean)
    .join(' · ');
  const times = [
    recipe.totalMinutes ? minutesText(recipe.totalMinutes) : null,
    servings ? `serves ${servings}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const ingredients = (
    <ul className="recipe-card__ingredients">
      {recipe.ingredients.map((line, index) => (
        <li key={index}>{scaledLine(line, factor)}</li>
      ))}
    </ul>
  );

  return (
    <div className="recipe-card">
      <header className="recipe-card__header">
        <h2 className="recipe-card__name">{recipe.name}</h2>
        {(times || credit) && (
          <p className="recipe-card__meta">{[times, credit].filter(Boolean).join(' · ')}</p>
        )}
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
                {tappable && (
                  <button type="button" className="board-widget-button" onClick={() => stop(timer.key)}>
                    {done ? 'Stop' : 'Cancel'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!tappable ? (
        <div className="recipe-card__all">
          {ingredients}
          <ol className="recipe-card__steps">
            {steps.map((step, index) => (
              <li key={index}>{step.text}</li>
            ))}
          </ol>
        </div>
      ) : at < 0 ? (
        <>
          <h3 className="recipe-card__heading">Ingredients</h3>
          {ingredients}
          {steps.length > 0 && (
            <button type="button" className="board-widget-button recipe-card__go" onClick={() => setAt(0)}>
              Start cooking
            </button>
          )}
        </>
      ) : (
        <Step
          number={at + 1}
          of={steps.length}
          section={steps[at]!.section}
          text={steps[at]!.text}
          onTimer={(timer, index) => start(timer, at, index)}
          onBack={() => setAt(at - 1)}
          onNext={at + 1 < steps.length ? () => setAt(at + 1) : () => setAt(-1)}
          last={at + 1 === steps.length}
        />
      )}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
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
              ⏱ {part.timer.label}
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
