ALTER TABLE "companies" ADD COLUMN "approval_remind_days" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_escalate_days" smallint;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "escalated_from" integer;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_escalated_from_employees_id_fk" FOREIGN KEY ("escalated_from") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;