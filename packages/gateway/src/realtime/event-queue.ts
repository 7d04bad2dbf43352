/** An async iterator fed by pushes: the shape graphql-js wants from a subscription's `subscribe`. */
export interface EventQueue<T> extends AsyncIterableIterator<T> {
  push(value: T): void;
  /** Ends the stream with an error the client will see. */
  fail(error: Error): void;
}

/** `onClose` runs once, when the consumer stops (client unsubscribed) or the stream fails. */
export function createEventQueue<T>(onClose: () => void = () => {}): EventQueue<T> {
  const buffered: T[] = [];
  const waiting: Array<{ resolve: (result: IteratorResult<T>) => void; reject: (error: Error) => void }> = [];
  let failure: Error | null = null;
  let done = false;

  const finish = (): void => {
    if (done) return;
    done = true;
    onClose();
  };

  const queue: EventQueue<T> = {
    push(value) {
      if (done) return;
      const next = waiting.shift();
      if (next) next.resolve({ value, done: false });
      else buffered.push(value);
    },
    fail(error) {
      if (done) return;
      failure = error;
      for (const next of waiting.splice(0)) next.reject(error);
      finish();
    },
    next() {
      const value = buffered.shift();
      if (value !== undefined) return Promise.resolve({ value, done: false });
      if (failure) return Promise.reject(failure);
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      buffered.length = 0;
      for (const next of waiting.splice(0)) next.resolve({ value: undefined, done: true });
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return queue;
    },
  };
  return queue;
}
