import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Screens load as lazy chunks and the whole suite runs in parallel: give findBy* room to wait.
configure({ asyncUtilTimeout: 3000 });

// Some tests (SDL checks) run in the node environment, which has no window.
const inBrowser = typeof window !== 'undefined';

// jsdom has no canvas: without a 2D context double, Chart.js logs "Failed to create chart".
if (inBrowser) await import('vitest-canvas-mock');

// A test fails on any console error and on Apollo's warnings ('Missing field', 'Unknown query'…): they
// mean a mock that does not match the SDL or a screen that broke quietly. Other warnings pass through.
const APOLLO_WARNING = /Missing field|Unknown query|go\.apollo\.dev|Apollo/;
let consoleProblems: string[] = [];
let consoleSpies: { mockRestore: () => void }[] = [];

const describeArgs = (args: unknown[]): string =>
  args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');

beforeEach(() => {
  consoleProblems = [];
  const original = { error: console.error, warn: console.warn };
  consoleSpies = [
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.error: ${describeArgs(args)}`);
      original.error(...args);
    }),
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      const text = describeArgs(args);
      if (APOLLO_WARNING.test(text)) consoleProblems.push(`Apollo warning: ${text}`);
      original.warn(...args);
    }),
  ];
});

afterEach(() => {
  for (const spy of consoleSpies) spy.mockRestore();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length > 0) throw new Error(`The test logged:\n${problems.join('\n')}`);
});

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

// jsdom lacks these browser APIs; Fluent UI and the shell's breakpoint hook read them.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (inBrowser && !('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}
