import type { Db } from '../../db/client';
import { wompiKeys, type AppConfig } from '../env';
import { LOCAL_WOMPI_VARS } from '../local/vars';
import type { PaymentGateway, TransactionLookup } from './gateway';
import { localWompiApi } from './local-wompi-transactions';
import { createWompiGateway, type WompiKeys } from './wompi';
import { wompiApiBase, wompiTransactionsApi } from './wompi-api';

type WompiConfig = Pick<AppConfig, 'LOCAL_DEV' | 'WOMPI_PUBLIC_KEY' | 'WOMPI_INTEGRITY_SECRET' | 'WOMPI_EVENTS_SECRET' | 'WOMPI_API_URL'>;

/**
 * Where Wompi's transactions are confirmed. Wompi's API by default: production's, the sandbox's for a `pub_test_`
 * key, or WOMPI_API_URL when set. The local stand-in only on a developer's machine (LOCAL_DEV) running the local
 * test keys of .env.example, which Wompi does not know, so its API could never confirm anything paid with them; a
 * developer's own sandbox keys in .env are confirmed with the real sandbox. Production has no LOCAL_DEV and refuses
 * those keys at start (worker/env.ts), so it never reaches the stand-in.
 */
export function wompiTransactionsFor(config: WompiConfig, keys: WompiKeys, db: Db): TransactionLookup {
  if (config.LOCAL_DEV && !config.WOMPI_API_URL && keys.publicKey === LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY) return localWompiApi(db);
  return wompiTransactionsApi({ baseUrl: config.WOMPI_API_URL ?? wompiApiBase(keys.publicKey), publicKey: keys.publicKey });
}

/** The online payment gateway this configuration switches on (Wompi), or null while its keys are not all set. */
export function configuredGateway(config: WompiConfig, db: Db): PaymentGateway | null {
  const keys = wompiKeys(config);
  return keys ? createWompiGateway(keys, wompiTransactionsFor(config, keys, db)) : null;
}
