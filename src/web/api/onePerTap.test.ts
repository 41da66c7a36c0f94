import { describe, expect, it, vi } from 'vitest';
import { joinRepeats } from './onePerTap';

/** A write whose answer the test gives when it likes. */
function slowWrite() {
  const answers: Array<(value: string) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  const send = vi.fn(
    (_fields: { name: string }) =>
      new Promise<string>((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      }),
  );
  return { send, answers, failures };
}

describe('one write per tap', () => {
  it('sends a second tap of the same write, made while the first is on its way, no more: both get its answer', async () => {
    const { send, answers } = slowWrite();
    const add = joinRepeats(send);
    const first = add({ name: 'Leo' });
    const second = add({ name: 'Leo' });
    answers[0]?.('child 1');
    expect(send).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe('child 1');
    await expect(second).resolves.toBe('child 1');
  });

  it('sends a different write at once, and the same one again once the first has answered', async () => {
    const { send, answers } = slowWrite();
    const add = joinRepeats(send);
    const leo = add({ name: 'Leo' });
    const maya = add({ name: 'Maya' });
    expect(send).toHaveBeenCalledTimes(2);
    answers[0]?.('child 1');
    answers[1]?.('child 2');
    await expect(leo).resolves.toBe('child 1');
    await expect(maya).resolves.toBe('child 2');
    const again = add({ name: 'Leo' });
    expect(send).toHaveBeenCalledTimes(3);
    answers[2]?.('child 3');
    await expect(again).resolves.toBe('child 3');
  });

  it('lets a write that failed be tried again', async () => {
    const { send, failures, answers } = slowWrite();
    const add = joinRepeats(send);
    const failed = add({ name: 'Leo' });
    failures[0]?.(new Error('Could not add the child.'));
    await expect(failed).rejects.toThrow('Could not add the child.');
    const retried = add({ name: 'Leo' });
    expect(send).toHaveBeenCalledTimes(2);
    answers[1]?.('child 1');
    await expect(retried).resolves.toBe('child 1');
  });
});
