import { defaultStyle } from '../../../common/default-style';
import type { Component } from '../../../common/schemas/component';
import type { Style } from '../../../common/schemas/style';
import { useEditorStoreApi } from '../EditorContext';
import type { TextTarget } from '../store/screenContent';

const DEFAULTS = defaultStyle();

/** The component's style with every field filled, so a control never shows an empty value. */
export function fullStyle(component: Component): Required<Style> {
  return { ...DEFAULTS, ...component.style } as Required<Style>;
}

/** Body text and header text have the same controls on different style fields. */
export const TEXT_STYLE_FIELDS = {
  body: {
    fontFamily: 'fontFamily',
    fontColor: 'fontColor',
    fontWeight: 'fontWeight',
    fontOpacity: 'fontOpacity',
    textAlign: 'textAlign',
    shadowOn: 'adjustTextShadow',
    shadowHOffset: 'textShadowHOffset',
    shadowVOffset: 'textShadowVOffset',
    shadowBlur: 'textShadowBlur',
    shadowColor: 'textShadowColor',
    shadowOpacity: 'textShadowOpacity',
  },
  header: {
    fontFamily: 'headerFontFamily',
    fontColor: 'headerFontColor',
    fontWeight: 'headerFontWeight',
    fontOpacity: 'headerFontOpacity',
    textAlign: 'headerTextAlign',
    shadowOn: 'headerAdjustTextShadow',
    shadowHOffset: 'headerTextShadowHOffset',
    shadowVOffset: 'headerTextShadowVOffset',
    shadowBlur: 'headerTextShadowBlur',
    shadowColor: 'headerTextShadowColor',
    shadowOpacity: 'headerTextShadowOpacity',
  },
} as const satisfies Record<TextTarget, Record<string, keyof Style>>;

/**
 * Writes style fields of one component. Each run of edits to the same fields (a slider drag, typing a
 * colour) is one undo step.
 */
export function useStylePatch(component: Component) {
  const store = useEditorStoreApi();
  return (patch: Partial<Style>) =>
    store.getState().patchStyle(component.id, patch, {
      coalesceKey: `style:${component.id}:${Object.keys(patch).sort().join(',')}`,
    });
}

type OpacityField = {
  [Field in keyof Style]-?: Required<Style>[Field] extends number ? Field : never;
}[keyof Style];
/** A colour or a picture: any field free text goes into. */
type ChoiceField = {
  [Field in keyof Style]-?: string extends Required<Style>[Field] ? Field : never;
}[keyof Style];

/** The opacity a colour or picture chosen at opacity 0 comes with: at 0 it would show nothing. */
export const VISIBLE_OPACITY = 1;

/**
 * Sets a colour (or a background picture); when its opacity is 0, also raises the opacity, so what
 * the family chose shows. Both are one undo step, and a run of picks (dragging in the picker)
 * stays one step.
 */
export function useColorPatch(component: Component) {
  const store = useEditorStoreApi();
  return (
    field: ChoiceField,
    opacityField: OpacityField,
    value: string | null | undefined,
    /** Fields that change with it, e.g. the credit of a stock photo. */
    alongside: Partial<Style> = {},
  ) => {
    const raise = value != null && fullStyle(component)[opacityField] === 0;
    store
      .getState()
      .patchStyle(
        component.id,
        raise
          ? { [field]: value, [opacityField]: VISIBLE_OPACITY, ...alongside }
          : { [field]: value, ...alongside },
        { coalesceKey: `style:${component.id}:${field}` },
      );
  };
}
