// Vitest global setup for suites that only start in-memory backends (the gateway's, the examples').
export { setupSnapshot as setup } from './global-setup.ts';
