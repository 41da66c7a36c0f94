import type { Component } from '../../../common/schemas/component';
import type { EditorState } from '../store/editorStore';
import { findComponent } from '../store/screenContent';

/** The layer an action works on: the one named, else the selected one. */
export function targetLayer(state: EditorState, id?: string): Component | undefined {
  const target = id ?? (state.selection?.kind === 'component' ? state.selection.id : null);
  return findComponent(state.content, target);
}
