import { useState } from 'react';
import { BACKGROUND_POSITIONS, OPACITY_RANGE, OPACITY_STEP } from '../../../../common/board';
import type { Component } from '../../../../common/schemas/component';
import { StockPhotoSearch } from '../../../media/StockPhotoSearch';
import { SegmentedField } from '../../../ui/SegmentedField';
import { ColorField } from '../../controls/ColorField';
import { SelectField } from '../../controls/SelectField';
import { percent, SliderField } from '../../controls/SliderField';
import { UrlField } from '../../controls/UrlField';
import type { TextTarget } from '../../store/screenContent';
import { fullStyle, useColorPatch, useStylePatch } from '../styleEditing';
import { TextTargetSwitch } from './TextTargetSwitch';

/** Past this width a card shows Pexels' double-density size. */
const LARGE_STOCK_WIDTH = 940;

const TYPES = [
  { value: 'color', label: 'Colour' },
  { value: 'image', label: 'Image' },
] as const;

const POSITIONS = BACKGROUND_POSITIONS.map((position) => ({
  value: position,
  label: position.replace(/\b\w/g, (letter) => letter.toUpperCase()),
}));

/** The card's background (colour or image, position, opacity), or its header's. */
export function BackgroundPanel({ component }: { component: Component }) {
  const style = fullStyle(component);
  const patch = useStylePatch(component);
  const patchColor = useColorPatch(component);
  const [target, setTarget] = useState<TextTarget>('body');
  const header = target === 'header' && style.showHeader;

  const type = header ? style.headerBgType : style.bodyBgType;
  const setType = (value: 'color' | 'image') =>
    patch(header ? { headerBgType: value } : { bodyBgType: value });

  return (
    <>
      <TextTargetSwitch showHeader={style.showHeader} value={target} onChange={setTarget} />
      <SegmentedField label="Background" value={type} options={TYPES} onChange={setType} />
      {type === 'color' ? (
        <ColorField
          label="Background colour"
          value={header ? style.headerBgColor : style.bgColor}
          onChange={(color) =>
            header
              ? patchColor('headerBgColor', 'headerBgOpacity', color)
              : patchColor('bgColor', 'bgOpacity', color)
          }
        />
      ) : (
        <>
          <UrlField
            label="Image link"
            value={header ? style.headerBgImage : style.bgImage}
            onChange={(url) =>
              header
                ? patchColor('headerBgImage', 'headerBgOpacity', url)
                : patchColor('bgImage', 'bgOpacity', url, { bgImageCredit: null })
            }
          />
          {!header && (
            <StockPhotoSearch
              size={component.width > LARGE_STOCK_WIDTH ? 'large2x' : 'large'}
              currentUrl={style.bgImage ?? null}
              onChoose={({ url, credit }) =>
                patchColor('bgImage', 'bgOpacity', url, { bgImageCredit: credit })
              }
            />
          )}
          {!header && (
            <SelectField
              label="Image position"
              value={style.backgroundPosition}
              options={POSITIONS}
              onChange={(backgroundPosition) => patch({ backgroundPosition })}
            />
          )}
        </>
      )}
      <SliderField
        label="Background opacity"
        value={header ? style.headerBgOpacity : style.bgOpacity}
        range={OPACITY_RANGE}
        step={OPACITY_STEP}
        format={percent}
        onChange={(value) => patch(header ? { headerBgOpacity: value } : { bgOpacity: value })}
      />
    </>
  );
}
