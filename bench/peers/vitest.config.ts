// Runs the peer harness's unit tests, which `npm test` leaves out: `npx vitest run --config bench/peers/vitest.config.ts`.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' } });
