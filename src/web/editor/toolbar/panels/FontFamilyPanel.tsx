import { useEffect, useState } from 'react';
import { FONT_FAMILIES, type FontFamilyName, fontStack } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { ensureFont } from '../../../board/fonts';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, TEXT_STYLE_FIELDS, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

/** The 14 families, each previewed in its own font; none chosen means the board's default font. */
export function FontFamilyPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const field = TEXT_STYLE_FIELDS[target].fontFamily;
  const current: FontFamilyName | undefined = component.style?.[field];

  useEffect(() => {
    for (const font of FONT_FAMILIES) void ensureFont(font.family);
  }, []);

  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <ul className="ed-font-list" aria-label="Font family">
        <li>
          <button
            type="button"
            className="ed-font-list__option"
            aria-pressed={current === undefined}
            onClick={() => patch({ [field]: undefined })}
          >
            Default
          </button>
        </li>
        {FONT_FAMILIES.map((font) => (
          <li key={font.family}>
            <button
              type="button"
              className="ed-font-list__option"
              style={{ fontFamily: fontStack(font.family) }}
              aria-pressed={current === font.family}
              onClick={() => patch({ [field]: font.family })}
            >
              {font.family}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
