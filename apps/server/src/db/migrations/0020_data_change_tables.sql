-- The data notification names the table written (TG_TABLE_NAME), so an API process drops only
-- what was read from that table (db/changes.ts): a check-in no longer drops the approval lists
-- every process keeps. PostgreSQL still folds a transaction's equal notifications into one, so a
-- transaction sends one per table it wrote. An empty payload (the function of migration 0012,
-- from a process not yet upgraded) still means "anything may have changed".
CREATE OR REPLACE FUNCTION staffhub_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staffhub_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
