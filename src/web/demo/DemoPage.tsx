import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { todayIn } from '../../common/calendar-days';
import { WIDGET_TYPES } from '../../widgets/registry';
import { type DemoContext, preloadWidgetViews, widgetViews } from '../../widgets/views';
import { SiteHeader } from '../site/SiteHeader';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LoadingScreen } from '../ui/Spinner';
import { DemoEmailModal, DemoRefusal, TrialPrompt } from './DemoDialogs';
import { DemoEditor } from './DemoEditor';
import { DEMO_MESSAGES, type DemoActions, DemoModeProvider } from './DemoMode';
import { createDemoQueryClient } from './demoQueryClient';
import { forgetDemoBoard, hasSubmittedDemoEmail, readDemoBoard, type StoredDemoBoard } from './demoStorage';
import { sampleAnswers, sampleScreen, type WidgetDemos } from './sampleBoard';
import '../site/site.css';
import './demo.css';

interface Samples {
  demos: WidgetDemos;
  context: DemoContext;
}

/** Every widget type's demo module, fetched once. */
function useSamples(): Samples | null {
  const [samples, setSamples] = useState<Samples | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The board shows every widget: their views load beside the samples, not after them.
    preloadWidgetViews(WIDGET_TYPES);
    void Promise.all(WIDGET_TYPES.map(async (type) => [type, await widgetViews[type]?.demo()] as const)).then(
      (loaded) => {
        if (cancelled) return;
        const context = { today: todayIn(), origin: window.location.origin };
        setSamples({ demos: Object.fromEntries(loaded.filter(([, demo]) => demo)), context });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return samples;
}

/** `?login=true` opens the login modal elsewhere; the demo has none (spec 01 §2) and says so. */
function useLoginRefusal(refuse: DemoActions['refuse'], ready: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('login') === 'true';
  useEffect(() => {
    if (!asked || !ready) return;
    refuse(DEMO_MESSAGES.login);
    navigate({ search: '' }, { replace: true });
  }, [asked, ready, refuse, navigate]);
}

/**
 * /demo: the editor on one sample screen (spec 02 §2, §6). A visitor arranges and styles it; the
 * board stays in this browser, every query is answered from sample data and nothing is written to
 * the server but the address the welcome prompt asks for.
 */
export function DemoPage() {
  const samples = useSamples();
  const [emailGiven, setEmailGiven] = useState(hasSubmittedDemoEmail);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [trialOpen, setTrialOpen] = useState(false);
  const [startingOver, setStartingOver] = useState(false);
  const [generation, setGeneration] = useState(0);

  const refuse = useCallback((message: string) => setRefusal(message), []);
  const actions = useMemo<DemoActions>(() => ({ refuse, offerTrial: () => setTrialOpen(true) }), [refuse]);
  useLoginRefusal(refuse, emailGiven);

  const queryClient = useMemo(
    () => samples && createDemoQueryClient(sampleAnswers(samples.demos, samples.context)),
    [samples],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation reads the board again (Start over)
  const board = useMemo<StoredDemoBoard | null>(
    () =>
      samples &&
      (readDemoBoard() ?? { screen: sampleScreen(samples.demos, samples.context), preset: 'base' }),
    [samples, generation],
  );

  return (
    <DemoModeProvider actions={actions}>
      <div className="demo">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <section className="demo-banner" aria-label="About this demo">
          <p className="demo-banner__text">
            <strong>Unlock all the features for free!</strong>{' '}
            <span className="demo-banner__detail">
              You’re trying Luno with a sample board. Your changes stay in this browser.
            </span>
          </p>
          <div className="demo-banner__actions">
            <Button
              variant="ghost"
              size="small"
              className="demo-banner__start-over"
              onClick={() => setStartingOver(true)}
            >
              Start over
            </Button>
            <ButtonLink to="/pricing" size="small">
              Sign up now
            </ButtonLink>
          </div>
        </section>
        <main id="main" className="demo__main" tabIndex={-1}>
          {queryClient && board && samples ? (
            <QueryClientProvider client={queryClient}>
              <DemoEditor
                key={generation}
                board={board}
                demos={samples.demos}
                context={samples.context}
                actions={actions}
              />
            </QueryClientProvider>
          ) : (
            // Drawn by the build too: the page has its heading before the editor (and its own) arrives.
            <>
              <h1 className="visually-hidden">Luno demo: Try Me Out!</h1>
              <LoadingScreen message="Loading the demo..." />
            </>
          )}
        </main>
      </div>
      <DemoEmailModal open={!emailGiven} onContinue={() => setEmailGiven(true)} />
      <DemoRefusal message={refusal} onClose={() => setRefusal(null)} />
      <TrialPrompt open={trialOpen} onClose={() => setTrialOpen(false)} />
      <ConfirmDialog
        open={startingOver}
        onOpenChange={setStartingOver}
        title="Start over?"
        description="The sample board comes back as it was at first. Your changes to it will be lost."
        confirmLabel="Start over"
        destructive
        onConfirm={() => {
          forgetDemoBoard();
          setGeneration((value) => value + 1);
          setStartingOver(false);
        }}
      />
    </DemoModeProvider>
  );
}
