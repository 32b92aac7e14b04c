import type { TestProject } from 'vitest/node';
import { signInSeededAdmin } from '../helpers/e2e-admin-session';
import { buildSite, startLocalWorker } from '../helpers/local-worker';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
    /** The seeded administrator's session, signed in once with password and code (tests/helpers/e2e-admin.ts). */
    adminToken: string;
  }
}

/**
 * Builds the site once, then serves it from workerd with fresh seeded state for every e2e file, and signs
 * the seeded administrator in once for all of them.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildSite();
  const worker = await startLocalWorker();
  project.provide('baseURL', worker.url);
  project.provide('stateDir', worker.stateDir);
  try {
    project.provide('adminToken', await signInSeededAdmin(worker.url));
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return () => worker.stop();
}
