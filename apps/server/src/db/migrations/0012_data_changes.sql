-- Every write to a table of the app notifies 'staffhub_data' (DATA_CHANNEL in db/client.ts) once
-- per statement, delivered on commit (PostgreSQL folds a transaction's equal notifications into
-- one). API processes listen on it to know when what they keep (session checks, read-cache
-- answers) may be out of date. A table added later needs the same trigger in its migration:
-- db/data-changes.test.ts fails for a table without it.
CREATE FUNCTION staffhub_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staffhub_data', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER staffhub_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION staffhub_data_changed()', t.tablename);
  END LOOP;
END;
$$;
