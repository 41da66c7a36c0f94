import { TextField } from '../../../ui/TextField';
import { SwitchField } from '../../controls/SwitchField';
import { useEditorStoreApi } from '../../EditorContext';
import type { ScreenContent } from '../../store/screenContent';

const BRIGHTNESS_CHOICES = [0.2, 0.35, 0.5, 0.7] as const;

/** Screen care for a display that runs all day: the burn-in shift and night dimming. */
export function CareForm({ care }: { care: ScreenContent['care'] }) {
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
