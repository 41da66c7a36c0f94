/**
 * Loading the undici package makes its Agent the process-wide dispatcher when none is set yet, and
 * Node's own fetch (a different undici, built into Node) would then send every request through it,
 * which fails for some: a Content-Length set by hand, as the OAuth client sets it. Reading Node's
 * `Request` loads Node's undici, which sets its own dispatcher first, so each fetch keeps its own.
 * Call this before undici is loaded; the guarded fetcher always passes its dispatcher explicitly.
 */
export function keepNodeFetchDispatcher(): void {
  void globalThis.Request;
}
