import { afterAll } from 'vitest';
import { disposeD1Engines } from '../helpers/d1';

/** Each API test file runs on D1 engines of its own (tests/helpers/d1.ts); they stop with the file. */
afterAll(disposeD1Engines);
