import { LOCAL_WOMPI_VARS } from '../local/vars';

/**
 * Wompi keys anyone can read, so no real account can be behind them: the examples in Wompi's own documentation
 * ("Ambientes y llaves", "Widget & Checkout Web", "Eventos" at docs.wompi.co), the ones this repository's tests sign
 * with, and the local test values of .env.example (LOCAL_WOMPI_VARS). Outside a developer's machine the Worker
 * refuses to start with any of them (worker/env.ts; docs/features/payments.md): whoever knows a key signs events.
 */
export const PUBLIC_EXAMPLE_WOMPI_KEYS: ReadonlySet<string> = new Set([
  // Wompi's documentation.
  'pub_prod_Kw4aC0rZVgLZQn209NbEKPuXLzBD28Zx',
  'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
  'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
  'prod_integrity_ep4b3kSYJg2bWHwL7ulhPCDvaiyGDW7V',
  'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z',
  'prod_events_Y49rL5FGw4vTeiUaZaJ957hlpezdPQ0r',
  // This repository's tests (tests/unit/wompi-signatures.test.ts).
  'test_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
  'test_events_2jA3cXrhBnXDsPs1nJkmzqmXqq1hE9c5',
  // .env.example's local values.
  ...Object.values(LOCAL_WOMPI_VARS),
]);
