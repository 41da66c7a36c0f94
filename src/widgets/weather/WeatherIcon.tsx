import type { ReactNode } from 'react';
import type { SkyIcon } from './conditions';

/**
 * The sky as a picture, drawn inline (no font, no request: a display offline still has it). Flat,
 * bold shapes with an outline, so each reads from across a room on a light card and a dark one.
 */

const SUN = '#f6b12d';
const SUN_EDGE = '#c9861a';
const MOON = '#f1cf5b';
const MOON_EDGE = '#b8921f';
const CLOUD = '#dfe5ec';
const CLOUD_DARK = '#aab5c3';
const CLOUD_EDGE = '#6c7a8c';
const RAIN = '#2f80ed';
const SNOW = '#4aa3df';

const CLOUD_PATH = 'M19 50h28a11 11 0 0 0 1.6-21.9A15 15 0 0 0 20.4 25.2 12.5 12.5 0 0 0 19 50z';

function Sun({ x = 32, y = 32, r = 11 }: { x?: number; y?: number; r?: number }) {
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const inner = r + 4;
    const outer = r + 9;
    return (
      <line
        key={index}
        x1={x + inner * Math.cos(angle)}
        y1={y + inner * Math.sin(angle)}
        x2={x + outer * Math.cos(angle)}
        y2={y + outer * Math.sin(angle)}
      />
    );
  });
  return (
    <g>
      <g stroke={SUN} strokeWidth={4} strokeLinecap="round">
        {rays}
      </g>
      <circle cx={x} cy={y} r={r} fill={SUN} stroke={SUN_EDGE} strokeWidth={2} />
    </g>
  );
}

function Moon({ x = 32, y = 32, r = 15 }: { x?: number; y?: number; r?: number }) {
  // A crescent: the disc less a disc shifted towards the upper right.
  const d = `M${x + r * 0.35} ${y - r * 0.94}A${r} ${r} 0 1 0 ${x + r * 0.94} ${y + r * 0.35}A${r * 0.8} ${r * 0.8} 0 0 1 ${x + r * 0.35} ${y - r * 0.94}z`;
  return <path d={d} fill={MOON} stroke={MOON_EDGE} strokeWidth={2} strokeLinejoin="round" />;
}

function Cloud({ dark = false, transform }: { dark?: boolean; transform?: string }) {
  return (
    <path
      d={CLOUD_PATH}
      transform={transform}
      fill={dark ? CLOUD_DARK : CLOUD}
      stroke={CLOUD_EDGE}
      strokeWidth={2.5}
      strokeLinejoin="round"
    />
  );
}

/** The cloud of a wet sky, lifted to leave room for what falls from it. */
const RAINING_CLOUD = 'translate(0 -8)';

function Drops({ xs, length }: { xs: number[]; length: number }) {
  return (
    <g stroke={RAIN} strokeWidth={4} strokeLinecap="round">
      {xs.map((x, index) => (
        <line key={x} x1={x} y1={47 + (index % 2) * 3} x2={x - 3} y2={47 + (index % 2) * 3 + length} />
      ))}
    </g>
  );
}

function Flakes({ xs }: { xs: number[] }) {
  return (
    <g stroke={SNOW} strokeWidth={2.6} strokeLinecap="round">
      {xs.map((x, index) => {
        const y = 52 + (index % 2) * 5;
        return (
          <g key={x}>
            <line x1={x - 4} y1={y} x2={x + 4} y2={y} />
            <line x1={x - 2} y1={y - 3.5} x2={x + 2} y2={y + 3.5} />
            <line x1={x + 2} y1={y - 3.5} x2={x - 2} y2={y + 3.5} />
          </g>
        );
      })}
    </g>
  );
}

function skyParts(icon: SkyIcon, isDay: boolean): ReactNode {
  const light = isDay ? <Sun x={22} y={22} r={9} /> : <Moon x={22} y={22} r={12} />;
  switch (icon) {
    case 'clear':
      return isDay ? <Sun r={12} /> : <Moon r={17} />;
    case 'mostly-clear':
      return (
        <>
          {isDay ? <Sun x={27} y={27} r={11} /> : <Moon x={27} y={27} r={15} />}
          <Cloud transform="translate(22 22) scale(0.62)" />
        </>
      );
    case 'partly-cloudy':
      return (
        <>
          {light}
          <Cloud transform="translate(4 4) scale(0.95)" />
        </>
      );
    case 'overcast':
      return (
        <>
          <Cloud dark transform="translate(12 -6) scale(0.8)" />
          <Cloud transform="translate(-2 4)" />
        </>
      );
    case 'fog':
      return (
        <>
          <Cloud transform={RAINING_CLOUD} />
          <g stroke={CLOUD_EDGE} strokeWidth={4} strokeLinecap="round">
            <line x1={12} y1={49} x2={52} y2={49} />
            <line x1={18} y1={57} x2={46} y2={57} />
          </g>
        </>
      );
    case 'drizzle':
      return (
        <>
          <Drops xs={[24, 34, 44]} length={5} />
          <Cloud transform={RAINING_CLOUD} />
        </>
      );
    case 'rain':
      return (
        <>
          <Drops xs={[24, 34, 44]} length={10} />
          <Cloud transform={RAINING_CLOUD} />
        </>
      );
    case 'heavy-rain':
      return (
        <>
          <Drops xs={[19, 27, 35, 43, 51]} length={12} />
          <Cloud dark transform={RAINING_CLOUD} />
        </>
      );
    case 'freezing-rain':
      return (
        <>
          <Drops xs={[22, 44]} length={9} />
          <Flakes xs={[33]} />
          <Cloud transform={RAINING_CLOUD} />
        </>
      );
    case 'snow':
      return (
        <>
          <Flakes xs={[22, 33, 44]} />
          <Cloud transform={RAINING_CLOUD} />
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <Drops xs={[20, 46]} length={9} />
          <path
            d="M35 36 25 52h8l-4 11 13-17h-8l5-10z"
            fill={SUN}
            stroke={SUN_EDGE}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          <Cloud dark transform={RAINING_CLOUD} />
        </>
      );
  }
}

/** Decorative: the words of the condition are always beside it, or in its `label`. */
export function WeatherIcon({
  icon,
  isDay = true,
  className,
  label,
}: {
  icon: SkyIcon;
  isDay?: boolean;
  className?: string;
  /** Names the picture for a screen reader where no words stand beside it. */
  label?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {skyParts(icon, isDay)}
    </svg>
  );
}
