-- Every write to a conversation bumps state_version, whoever makes it (the engine, the inbox, an
-- order confirmation, a delivery): the engine writes a message's outcome only if the version it
-- read is still there (docs/decisions/0008), so no other write can be overwritten by a stale read.
CREATE OR REPLACE FUNCTION conversations_bump_state_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.state_version := OLD.state_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_state_version BEFORE UPDATE ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_bump_state_version();
