CREATE TABLE "checkpoint_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reason" varchar(512) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"self_start" date NOT NULL,
	"self_end" date NOT NULL,
	"pm_deadline" date NOT NULL,
	"dm_deadline" date NOT NULL,
	"interview_deadline" date NOT NULL,
	"end_date" date NOT NULL,
	"company_ids" smallint[] NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"pm_id" integer,
	"dm_id" integer,
	"stage" smallint DEFAULT 0 NOT NULL,
	"self_answers" jsonb,
	"self_sent_at" timestamp with time zone,
	"pm_answers" jsonb,
	"pm_raise" numeric(5, 2),
	"pm_sent_at" timestamp with time zone,
	"dm_comment" text,
	"dm_sent_at" timestamp with time zone,
	"interview_note" text,
	"final_raise" numeric(5, 2),
	"interviewed_by" integer,
	"interview_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"employee_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"years" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_skills_employee_id_skill_id_pk" PRIMARY KEY("employee_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkpoint_change_requests" ADD CONSTRAINT "checkpoint_change_requests_review_id_checkpoint_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."checkpoint_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_change_requests" ADD CONSTRAINT "checkpoint_change_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_periods" ADD CONSTRAINT "checkpoint_periods_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_reviews" ADD CONSTRAINT "checkpoint_reviews_period_id_checkpoint_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."checkpoint_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_reviews" ADD CONSTRAINT "checkpoint_reviews_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_reviews" ADD CONSTRAINT "checkpoint_reviews_pm_id_employees_id_fk" FOREIGN KEY ("pm_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_reviews" ADD CONSTRAINT "checkpoint_reviews_dm_id_employees_id_fk" FOREIGN KEY ("dm_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_reviews" ADD CONSTRAINT "checkpoint_reviews_interviewed_by_employees_id_fk" FOREIGN KEY ("interviewed_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkpoint_change_requests_review_idx" ON "checkpoint_change_requests" USING btree ("review_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoint_reviews_period_employee_unique" ON "checkpoint_reviews" USING btree ("period_id","employee_id");--> statement-breakpoint
CREATE INDEX "checkpoint_reviews_pm_idx" ON "checkpoint_reviews" USING btree ("pm_id","stage");--> statement-breakpoint
CREATE INDEX "checkpoint_reviews_dm_idx" ON "checkpoint_reviews" USING btree ("dm_id","stage");--> statement-breakpoint
CREATE INDEX "checkpoint_reviews_period_stage_idx" ON "checkpoint_reviews" USING btree ("period_id","stage");--> statement-breakpoint
CREATE INDEX "checkpoint_reviews_employee_idx" ON "checkpoint_reviews" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_skills_search_idx" ON "employee_skills" USING btree ("skill_id","rank","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_type_name_unique" ON "skills" USING btree ("type",lower("name"));