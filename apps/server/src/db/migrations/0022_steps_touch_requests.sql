-- A write of approval steps writes their requests' rows too (statement by statement), so a
-- request's row has a new version (`xmin`) whenever the request or any of its steps changes: a list
-- page reads that one system column to know which requests it presented before are unchanged
-- (`KeptItems`, modules/requests/engine.ts), where reading every request's steps cost half of the
-- page's first statement. Every writer of steps already holds its requests' row locks (a decision
-- `lockRow`, a delegation or an escalation `lockPending`, a new request its own insert), so this
-- takes no lock they did not hold, in no other order. `version` keeps its value: it counts the
-- request's own edits and decisions.
CREATE OR REPLACE FUNCTION staffhub_touch_requests(kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CASE kind
    WHEN 'overtime' THEN UPDATE overtime_requests SET version = version WHERE id = ANY(ids);
    WHEN 'correction' THEN UPDATE correction_requests SET version = version WHERE id = ANY(ids);
    WHEN 'leave' THEN UPDATE leave_requests SET version = version WHERE id = ANY(ids);
    WHEN 'short_leave' THEN UPDATE short_leave_requests SET version = version WHERE id = ANY(ids);
    WHEN 'remote' THEN UPDATE remote_requests SET version = version WHERE id = ANY(ids);
    ELSE NULL;
  END CASE;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION staffhub_steps_touch_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text;
  ids integer[];
BEGIN
  -- Each event's trigger names only its own transition tables.
  IF TG_OP = 'INSERT' THEN
    FOR k, ids IN SELECT request_kind, array_agg(DISTINCT request_id) FROM staffhub_new_steps GROUP BY request_kind LOOP
      PERFORM staffhub_touch_requests(k, ids);
    END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR k, ids IN
      SELECT s.request_kind, array_agg(DISTINCT s.request_id) FROM (
        SELECT request_kind, request_id FROM staffhub_new_steps
        UNION ALL SELECT request_kind, request_id FROM staffhub_old_steps
      ) s GROUP BY s.request_kind
    LOOP
      PERFORM staffhub_touch_requests(k, ids);
    END LOOP;
  ELSE
    FOR k, ids IN SELECT request_kind, array_agg(DISTINCT request_id) FROM staffhub_old_steps GROUP BY request_kind LOOP
      PERFORM staffhub_touch_requests(k, ids);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staffhub_steps_inserted AFTER INSERT ON "approval_steps" REFERENCING NEW TABLE AS staffhub_new_steps FOR EACH STATEMENT EXECUTE FUNCTION staffhub_steps_touch_requests();
--> statement-breakpoint
CREATE TRIGGER staffhub_steps_updated AFTER UPDATE ON "approval_steps" REFERENCING OLD TABLE AS staffhub_old_steps NEW TABLE AS staffhub_new_steps FOR EACH STATEMENT EXECUTE FUNCTION staffhub_steps_touch_requests();
--> statement-breakpoint
CREATE TRIGGER staffhub_steps_deleted AFTER DELETE ON "approval_steps" REFERENCING OLD TABLE AS staffhub_old_steps FOR EACH STATEMENT EXECUTE FUNCTION staffhub_steps_touch_requests();
