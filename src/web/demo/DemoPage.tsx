import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { type DemoActions, DemoModeProvider } from '../session/DemoMode';
import { SiteHeader } from '../site/SiteHeader';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { useHydrated } from '../ui/useHydrated';
import { DemoFirstView } from './DemoFirstView';
import { hasSubmittedDemoEmail } from './demoEmailFlag';
import '../site/site.css';
import './demo.css';

const DemoDialogs = lazy(async () => ({ default: (await import('./DemoDialogs')).DemoDialogs }));

async function loadWorkspace() {
  const { DemoEditor, loadSamples } = await import('./DemoEditor');
  return { DemoEditor, samples: await loadSamples() };
}

type Workspace = Awaited<ReturnType<typeof loadWorkspace>>;

/**
 * The editor and every widget's sample, fetched once `wanted` (the page the build drew has become
 * the app's, and the visitor is past the welcome prompt), and drawn as a transition (in slices a tap
 * can come between); null until then.
 */
function useWorkspace(wanted: boolean): Workspace | null {
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    // In a task of its own: asking for the editor's files (a link for each) is work enough to
    // lengthen the task that took the page over.
    const start = setTimeout(() =>
      loadWorkspace().then(
        (loaded) => {
          if (!cancelled) startTransition(() => setWorkspace(loaded));
        },
        (error: unknown) => {
          if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
        },
      ),
    );
    return () => {
      cancelled = true;
      clearTimeout(start);
    };
  }, [wanted]);
  // The route's error page says the page could not load, rather than a loading note that never ends.
  if (failure) throw failure;
  return workspace;
}

/**
 * /demo: the editor on one sample screen (spec 02 §2, §6). A visitor arranges and styles it; the
 * board stays in this browser, every query is answered from sample data and nothing is written to
 * the server but the address the welcome prompt asks for. The build draws the board's first view;
 * the editor takes its place when its code has arrived.
 */
export function DemoPage() {
  const hydrated = useHydrated();
  // Read from this browser's storage, so only once the page is the app's (the build knew nothing of it).
  const [continued, setContinued] = useState(false);
  const emailGiven = hydrated && (continued || hasSubmittedDemoEmail());
  // A first visit types its address into the welcome prompt on a page with nothing else to do: the
  // editor is fetched and set up once the prompt has gone, not while the visitor is typing.
  const workspace = useWorkspace(emailGiven);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [trialOpen, setTrialOpen] = useState(false);
  const [startingOver, setStartingOver] = useState(false);
  const [generation, setGeneration] = useState(0);

  const refuse = useCallback((message: string) => setRefusal(message), []);
  const actions = useMemo<DemoActions>(() => ({ refuse, offerTrial: () => setTrialOpen(true) }), [refuse]);

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
          {workspace ? (
            <workspace.DemoEditor key={generation} samples={workspace.samples} actions={actions} />
          ) : (
            <DemoFirstView />
          )}
        </main>
      </div>
      {hydrated && (
        <Suspense fallback={null}>
          <DemoDialogs
            emailGiven={emailGiven}
            onEmailGiven={() => setContinued(true)}
            refuse={refuse}
            refusal={refusal}
            onRefusalClose={() => setRefusal(null)}
            trialOpen={trialOpen}
            onTrialClose={() => setTrialOpen(false)}
            startingOver={startingOver}
            onStartingOverChange={setStartingOver}
            onStartedOver={() => {
              setGeneration((value) => value + 1);
              setStartingOver(false);
            }}
          />
        </Suspense>
      )}
    </DemoModeProvider>
  );
}
