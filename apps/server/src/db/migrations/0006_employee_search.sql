-- Trigram matching for the staff search (PGlite loads the extension, PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin (lower("employee_code" || ' ' || "name" || ' ' || "email") gin_trgm_ops);