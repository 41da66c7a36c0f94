import { type CSSProperties, useEffect, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { useLanguage, useT } from '../../web/i18n/useT';
import { useFamilyTimeZone } from '../../web/session/useFamilyTimeZone';
import type { WidgetViewProps } from '../views';
import { CLOCK_ERROR, CLOCK_INVALID_TIME, formatClockTime, msUntilNextTick } from './clockTime';
import { FAMILY_TIME } from './family-time';

const frameStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  overflow: 'hidden',
};
const timeStyle: CSSProperties = {
  width: '100%',
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};

/**
 * The current time, re-rendered exactly when the shown text changes: each second while seconds are
 * shown, else at each whole minute, so an always-on display stays idle between ticks.
 */
function useTicking(showSeconds: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        msUntilNextTick(Date.now(), showSeconds),
      );
    };
    setNow(new Date());
    schedule();
    return () => clearTimeout(timer);
  }, [showSeconds]);
  return now;
}

export function ClockView({ component }: WidgetViewProps<ComponentOfType<'clock'>>) {
  const config = component.clockConfig;
  const now = useTicking(config.showSeconds);
  const familyZone = useFamilyTimeZone();
  const timezone = config.timezone === FAMILY_TIME ? familyZone : config.timezone;
  const language = useLanguage();
  const t = useT();
  const text = formatClockTime(now, { ...config, timezone }, language);
  return (
    <div style={frameStyle}>
      <time style={timeStyle} dateTime={now.toISOString()}>
        {text === CLOCK_INVALID_TIME ? t('clock.invalid') : text === CLOCK_ERROR ? t('clock.error') : text}
      </time>
    </div>
  );
}
