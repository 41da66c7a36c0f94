import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { todayIn } from '../../common/calendar-days';
import { WIDGET_TYPES, type WidgetType } from '../../widgets/registry';
import { type DemoContext, preloadWidgetViews, widgetViews } from '../../widgets/views';
import { EditorWorkspace } from '../editor/EditorWorkspace';
import type { ScreenManager } from '../editor/screens/useScreenManager';
import { createEditorStore, type EditorStore } from '../editor/store/editorStore';
import { useNotices } from '../editor/useNotices';
import { DEMO_MESSAGES, type DemoActions } from '../session/DemoMode';
import { createDemoQueryClient } from './demoQueryClient';
import { readDemoBoard, type StoredDemoBoard, writeDemoBoard } from './demoStorage';
import { sampleAnswers, sampleScreen, type WidgetDemos } from './sampleBoard';

export interface DemoSamples {
  demos: WidgetDemos;
  context: DemoContext;
}

/** Every widget type's demo module, with the views of the board's widgets on their way beside them. */
export async function loadSamples(): Promise<DemoSamples> {
  preloadWidgetViews(WIDGET_TYPES);
  const loaded = await Promise.all(
    WIDGET_TYPES.map(async (type) => [type, await widgetViews[type]?.demo()] as const),
  );
  return {
    demos: Object.fromEntries(loaded.filter(([, demo]) => demo)),
    context: { today: todayIn(), origin: window.location.origin },
  };
}

/** How long after the last change the board is written to this browser's storage. */
const KEEP_DELAY_MS = 250;

/**
 * Keeps the visitor's board in this browser (never on the server): shortly after each change, and
 * at once when the page goes away. Answers "save now".
 */
function useKeptBoard(store: EditorStore): () => Promise<void> {
  const keep = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const write = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const { content, preset } = store.getState();
      if (!content) return;
      writeDemoBoard(content, preset);
      store.getState().setSaveStatus('saved');
    };
    return {
      schedule: () => {
        if (timer !== null) clearTimeout(timer);
        timer = setTimeout(write, KEEP_DELAY_MS);
      },
      write,
      /** Writes what is waiting, if anything is. */
      flush: () => {
        if (timer !== null) write();
      },
    };
  }, [store]);

  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.revision !== previous.revision || state.preset !== previous.preset) keep.schedule();
    });
    window.addEventListener('pagehide', keep.flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', keep.flush);
      keep.flush();
    };
  }, [store, keep]);

  return useCallback(async () => keep.write(), [keep]);
}

/**
 * The sample screen's manager: one screen, kept in this browser. Everything that would add,
 * copy, move, delete or save a screen or template says instead that the demo does not do it.
 */
function demoScreenManager(board: StoredDemoBoard, refuse: DemoActions['refuse']): ScreenManager {
  const noop = () => undefined;
  const refusing = (message: string) => async () => refuse(message);
  return {
    screens: [board.screen],
    tier: null,
    listLoading: false,
    listError: false,
    openId: board.screen.id,
    screenLoading: false,
    screenLoadFailed: false,
    retry: noop,
    limitNotice: null,
    dismissLimit: noop,
    checkCanCreate: () => true,
    showLimit: noop,
    open: noop,
    remove: refusing(DEMO_MESSAGES.deleteScreen),
    move: () => refuse(DEMO_MESSAGES.reorderScreens),
  };
}

interface DemoEditorProps {
  samples: DemoSamples;
  actions: DemoActions;
}

/**
 * The editor on the visitor's board as last left, else the sample screen: layout and styling work,
 * and stay in this browser. Every query is answered from the samples.
 */
export function DemoEditor({ samples, actions }: DemoEditorProps) {
  const { demos, context } = samples;
  const [sample] = useState(() => sampleScreen(demos, context));
  const [queryClient] = useState(() => createDemoQueryClient(sampleAnswers(demos, context, sample)));
  const [board] = useState<StoredDemoBoard>(() => readDemoBoard() ?? { screen: sample, preset: 'base' });
  const [store] = useState(() => {
    const created = createEditorStore({
      preset: board.preset,
      // A card added in the demo shows sample content too.
      newComponentFields: (type: WidgetType) => demos[type]?.sample(context),
    });
    created.getState().load(board.screen);
    return created;
  });
  const { notices, dismiss } = useNotices();
  const saveNow = useKeptBoard(store);
  const manager = useMemo(() => demoScreenManager(board, actions.refuse), [board, actions.refuse]);

  return (
    <QueryClientProvider client={queryClient}>
      <EditorWorkspace
        store={store}
        manager={manager}
        saveNow={saveNow}
        notices={notices}
        onDismissNotice={dismiss}
      />
    </QueryClientProvider>
  );
}
