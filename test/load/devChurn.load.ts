// `npm run test:load`, part 2: test/cli/devChurn.test.ts with 200 edit-and-rebuild cycles
// instead of the 10 that `npm test` runs (DEV_CHURN_CYCLES overrides either).
process.env.DEV_CHURN_CYCLES ??= '200';
await import('../cli/devChurn.test.ts');

export {};
