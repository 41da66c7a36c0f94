import type { CanvasSize } from '../../../common/board';
import { effectiveLayout } from '../../../common/layout';
import { useEditor } from '../EditorContext';
import { findComponent } from '../store/screenContent';
import { FloatingMenu, type MenuPanel } from '../toolbar/FloatingMenu';
import { MoreOptionsPanel } from '../toolbar/panels/MoreOptionsPanel';
import { ScreenBackgroundPanel } from '../toolbar/panels/ScreenBackgroundPanel';
import { STYLE_PANELS } from '../toolbar/stylePanels';

/** The floating menu for whatever is selected: a layer's style panels, or the screen background. */
export function SelectionMenu({ board, scale }: { board: CanvasSize; scale: number }) {
  const selection = useEditor((state) => state.selection);
  const preset = useEditor((state) => state.preset);
  const component = useEditor((state) =>
    state.selection?.kind === 'component' ? findComponent(state.content, state.selection.id) : undefined,
  );

  if (selection?.kind === 'background') {
    const panels: MenuPanel[] = [
      {
        id: 'screen-background',
        label: 'Background',
        icon: 'background',
        content: <ScreenBackgroundPanel />,
      },
    ];
    return (
      <FloatingMenu
        label="Background layer"
        panels={panels}
        anchor={{ x: 0, y: 0, ...board }}
        board={board}
        scale={scale}
      />
    );
  }

  if (!component) return null;
  const layout = effectiveLayout(component, preset);
  if (!layout.isVisible) return null;

  // Spec 02 §2 order: the style panels, more options, then text options last.
  const styles = STYLE_PANELS.filter((panel) => panel.id !== 'text-options');
  const textOptions = STYLE_PANELS.filter((panel) => panel.id === 'text-options');
  const asMenuPanel = ({ id, label, icon, Panel }: (typeof STYLE_PANELS)[number]): MenuPanel => ({
    id,
    label,
    icon,
    content: <Panel component={component} />,
  });
  const panels: MenuPanel[] = [
    ...styles.map(asMenuPanel),
    { id: 'more', label: 'More options', icon: 'more', content: <MoreOptionsPanel component={component} /> },
    ...textOptions.map(asMenuPanel),
  ];

  return (
    <FloatingMenu
      key={component.id}
      label="Layer style"
      panels={panels}
      anchor={layout}
      board={board}
      scale={scale}
    />
  );
}
