import { afterEach, expect } from 'vitest';
import { takeCspViolations } from '../helpers/browser';

/** Every e2e test fails on a Content-Security-Policy violation that any of its pages reported. */
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
