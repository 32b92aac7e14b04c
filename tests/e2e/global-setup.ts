import type { TestProject } from 'vitest/node';
import { buildSite, startLocalWorker } from '../helpers/local-worker';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
  }
}

/** Builds the site once, then serves it from workerd with fresh seeded state for every e2e file. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildSite();
  const worker = await startLocalWorker();
  project.provide('baseURL', worker.url);
  project.provide('stateDir', worker.stateDir);
  return () => worker.stop();
}
