import { Slots } from './image-limits';

describe('Slots', () => {
  it('never runs more than its size at once, and runs every task', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(slots.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
