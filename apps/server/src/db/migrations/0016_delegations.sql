CREATE TABLE "delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"delegator_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "on_behalf_of" integer;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "delegation_id" integer;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegator_id_employees_id_fk" FOREIGN KEY ("delegator_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_id_employees_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_delegator" ON "delegations" USING btree ("delegator_id","end_date");--> statement-breakpoint
CREATE INDEX "delegations_delegate" ON "delegations" USING btree ("delegate_id","end_date");--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_on_behalf_of_employees_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_steps_delegation" ON "approval_steps" USING btree ("delegation_id") WHERE "approval_steps"."delegation_id" is not null;--> statement-breakpoint
CREATE TRIGGER staffhub_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delegations" FOR EACH STATEMENT EXECUTE FUNCTION staffhub_data_changed();
