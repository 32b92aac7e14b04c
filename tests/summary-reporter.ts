import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the run lists: where to look first when the suite grows slow (docs/testing.md). */
const SLOWEST = 10;

/** A file's whole time: its environment, set-up, import and every test and hook in it. */
function fileSeconds(module: TestModule): number {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

/**
 * Ends the run with the ten slowest files and then one plain line, `Tests: N passed, N failed, N skipped`, after
 * vitest's own summary, so CI logs close on a count any reader understands.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
    }
    const slowest = [...testModules].sort((a, b) => fileSeconds(b) - fileSeconds(a)).slice(0, SLOWEST);
    if (slowest.length > 1) {
      const lines = slowest.map(
        (module) => `  ${fileSeconds(module).toFixed(1).padStart(6)} s  ${module.project.name}  ${module.relativeModuleId}`,
      );
      process.stdout.write(`\nThe ${slowest.length} slowest files:\n${lines.join('\n')}\n`);
    }
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
