import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom lacks ResizeObserver, which Fluent's MessageBar and overflow helpers call; nothing resizes here.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders inside the Fluent theme provider, as the app does. */
export function renderUi(ui: ReactElement): RenderResult {
  return render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}
