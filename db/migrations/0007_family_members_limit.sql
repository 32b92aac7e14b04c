-- A family memorial has at most three members (product §2.9). Every API path keeps to it (the guarded insert of
-- POST /members, the edit's one batch); this trigger makes it a rule of the data itself, like the CHECKs, so no
-- script, console edit or future endpoint can give a family a fourth.
CREATE TRIGGER `family_members_limit` BEFORE INSERT ON `family_members`
WHEN (SELECT count(*) FROM `family_members` WHERE `family_profile_id` = NEW.`family_profile_id`) >= 3
BEGIN
  SELECT RAISE(ABORT, 'family_members_limit');
END;
