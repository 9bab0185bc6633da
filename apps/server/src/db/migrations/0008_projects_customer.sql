-- A project's customer is now a row of `customers` (issue #16): names already in use are kept as
-- customers, then the free-text column goes.
INSERT INTO "customers" ("name") SELECT DISTINCT "customer" FROM "projects" WHERE "customer" IS NOT NULL ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "projects" SET "customer_id" = c."id" FROM "customers" c WHERE c."name" = "projects"."customer";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "customer";
