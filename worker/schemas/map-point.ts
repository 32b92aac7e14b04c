import { z } from 'zod';

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

/**
 * A place's point on the map (a gathering's, a resting place's): latitude from −90 to 90 and longitude from −180
 * to 180, each null when left out, refused with the caller's own texts. Whether both come together is the
 * caller's rule.
 */
export const mapPointFields = (messages: { latitudeInvalid: string; longitudeInvalid: string }) => ({
  latitude: coordinate(-90, 90, messages.latitudeInvalid),
  longitude: coordinate(-180, 180, messages.longitudeInvalid),
});
