import type { ComponentType } from 'react';
import type { Component } from '../../../common/schemas/component';
import type { IconName } from './Icon';
import { BackgroundPanel } from './panels/BackgroundPanel';
import { CornerRadiusPanel } from './panels/CornerRadiusPanel';
import { FontColorPanel } from './panels/FontColorPanel';
import { FontFamilyPanel } from './panels/FontFamilyPanel';
import { OutlinePanel } from './panels/OutlinePanel';
import { PaddingPanel } from './panels/PaddingPanel';
import { ShadowPanel } from './panels/ShadowPanel';
import { TextOpacityPanel } from './panels/TextOpacityPanel';
import { TextOptionsPanel } from './panels/TextOptionsPanel';
import { TextShadowPanel } from './panels/TextShadowPanel';

export interface StylePanel {
  id: string;
  label: string;
  icon: IconName;
  Panel: ComponentType<{ component: Component }>;
}

/**
 * The style sub-panels of spec 02 §2, in the floating menu's order. The sidebar's Card Styles list
 * shows the same panels, so a control behaves the same wherever it is used.
 */
export const STYLE_PANELS: readonly StylePanel[] = [
  { id: 'padding', label: 'Padding', icon: 'padding', Panel: PaddingPanel },
  { id: 'shadow', label: 'Layer shadow', icon: 'shadow', Panel: ShadowPanel },
  { id: 'radius', label: 'Corner radius', icon: 'radius', Panel: CornerRadiusPanel },
  { id: 'outline', label: 'Layer outline', icon: 'outline', Panel: OutlinePanel },
  { id: 'font-family', label: 'Font family', icon: 'fontFamily', Panel: FontFamilyPanel },
  { id: 'font-color', label: 'Font colour', icon: 'fontColor', Panel: FontColorPanel },
  { id: 'text-shadow', label: 'Text shadow', icon: 'textShadow', Panel: TextShadowPanel },
  { id: 'text-opacity', label: 'Text opacity', icon: 'textOpacity', Panel: TextOpacityPanel },
  { id: 'background', label: 'Background', icon: 'background', Panel: BackgroundPanel },
  { id: 'text-options', label: 'Text options', icon: 'textOptions', Panel: TextOptionsPanel },
];
