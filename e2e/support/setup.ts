import { afterEach } from 'vitest';
import { takeProblems } from './page-problems.js';

// Every browser test fails on what its pages complained about (support/page-problems.ts).
afterEach(() => {
  const problems = takeProblems();
  if (problems.length > 0) {
    throw new Error(`The pages of this test met ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
});
