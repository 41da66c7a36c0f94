/**
 * A random id for a new board component. crypto.randomUUID needs a secure context, and a
 * self-hosted Luno is often opened over plain http on the home network; getRandomValues is not.
 */
export function newComponentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `c-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
