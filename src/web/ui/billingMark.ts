/**
 * Whether the server marked this page as one of a server that sells no plans
 * (`common/site-pages.ts` BILLING_OFF_MARK): no trial is promised there. Read only in what is drawn
 * after the page is taken over (a dialog), never in what the build pre-renders.
 */
export function billingIsOff(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.billing === 'off';
}
