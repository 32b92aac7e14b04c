import { DAY, todayInColombia } from '../../worker/services/time';

/**
 * The calendar day in Colombia `days` from today (YYYY-MM-DD), as the product counts it: from 19:00 there the UTC
 * date is already tomorrow, so a test that dates anything by the UTC day fails every evening (docs/testing.md).
 */
export const colombianDay = (days = 0): string => todayInColombia(Date.now() + days * DAY);
