import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

// Cleanup and the jsdom stand-ins (ResizeObserver, matchMedia) live in src/test/setup.ts.

/** Renders inside the Fluent theme provider, as the app does. */
export function renderUi(ui: ReactElement): RenderResult {
  return render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
}
