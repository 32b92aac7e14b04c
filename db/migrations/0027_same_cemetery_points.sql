-- Issue 43 (docs/features/resting-places.md 'A move in the same cemetery'): a move recorded before the rule that keeps
-- the point, to a place that names the same cemetery and has no point, takes the point (with outside_colombia) and,
-- when it has none, the photo of the place it was moved from, so the public page shows 'Cómo llegar' again. The
-- names are compared as worker/resting-places/moves.ts cemeteryKey does for Spanish text: without accents,
-- capitals, outer or doubled spaces; the cities too when both places give one.
UPDATE resting_places
SET latitude = prev.latitude,
    longitude = prev.longitude,
    outside_colombia = prev.outside_colombia,
    photo_url = COALESCE(resting_places.photo_url, prev.photo_url),
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM resting_places AS prev
WHERE resting_places.ended_on IS NULL
  AND resting_places.latitude IS NULL
  AND resting_places.cemetery IS NOT NULL
  AND prev.ended_on IS NOT NULL
  AND prev.latitude IS NOT NULL
  AND prev.cemetery IS NOT NULL
  AND (prev.memorial_profile_id = resting_places.memorial_profile_id OR prev.family_member_id = resting_places.family_member_id)
  AND prev.id = (
    SELECT h.id FROM resting_places AS h
    WHERE h.ended_on IS NOT NULL AND (h.memorial_profile_id = resting_places.memorial_profile_id OR h.family_member_id = resting_places.family_member_id)
    ORDER BY h.ended_on DESC, h.created_at DESC
    LIMIT 1
  )
  AND lower(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(prev.cemetery, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), '  ', ' '), '  ', ' '))) = lower(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(resting_places.cemetery, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), '  ', ' '), '  ', ' ')))
  AND (prev.city IS NULL OR resting_places.city IS NULL OR lower(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(prev.city, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), '  ', ' '), '  ', ' '))) = lower(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(resting_places.city, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), '  ', ' '), '  ', ' '))));
