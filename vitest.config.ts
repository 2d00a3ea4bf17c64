import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    // One worker per core: the default leaves one core free, and on two cores the suite then ran in
    // one worker, half idle (some files wait on servers and child processes), 35 s instead of 22 s.
    maxWorkers: availableParallelism(),
  },
});
