CREATE TABLE "contract_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contract_number" varchar(60) NOT NULL,
	"signed_date" date,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value_man_month" numeric(10, 2),
	"value_yen" bigint,
	"status" smallint NOT NULL,
	"note" text,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"date" date NOT NULL,
	"time" varchar(5),
	"total_budget" bigint NOT NULL,
	"title" varchar(160) NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_activity_employees" (
	"activity_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "project_activity_employees_activity_id_employee_id_pk" PRIMARY KEY("activity_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "project_efforts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"effort" smallint,
	"set_value" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"owner" varchar(20) NOT NULL,
	"owner_id" integer,
	"blob_key" varchar(200) NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"communication" smallint DEFAULT 1 NOT NULL,
	"personnel" smallint DEFAULT 1 NOT NULL,
	"progress" smallint DEFAULT 1 NOT NULL,
	"quality" smallint DEFAULT 1 NOT NULL,
	"schedule" smallint DEFAULT 1 NOT NULL,
	"scope" smallint DEFAULT 1 NOT NULL,
	"skill" smallint DEFAULT 1 NOT NULL,
	"tech" smallint DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "position" varchar(20);--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "type" smallint;--> statement-breakpoint
ALTER TABLE "project_members" ADD COLUMN "effort_default" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "leader_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contract_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_top" varchar(120);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_pm" varchar(120);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "japan_top_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "japan_tech_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "japan_sale_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "link_document" varchar(500);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "technology_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "domain" varchar(120);--> statement-breakpoint
ALTER TABLE "contract_histories" ADD CONSTRAINT "contract_histories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_histories" ADD CONSTRAINT "contract_histories_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity_employees" ADD CONSTRAINT "project_activity_employees_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity_employees" ADD CONSTRAINT "project_activity_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_efforts" ADD CONSTRAINT "project_efforts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_efforts" ADD CONSTRAINT "project_efforts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reviews" ADD CONSTRAINT "project_reviews_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_histories_number_unique" ON "contract_histories" USING btree ("project_id","contract_number");--> statement-breakpoint
CREATE INDEX "project_activities_project_idx" ON "project_activities" USING btree ("project_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_efforts_period_unique" ON "project_efforts" USING btree ("project_id","employee_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "project_efforts_employee_idx" ON "project_efforts" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "project_files_owner_idx" ON "project_files" USING btree ("project_id","owner","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_reviews_week_unique" ON "project_reviews" USING btree ("project_id","start_date");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_leader_id_employees_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_japan_top_id_employees_id_fk" FOREIGN KEY ("japan_top_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_japan_tech_id_employees_id_fk" FOREIGN KEY ("japan_tech_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_japan_sale_id_employees_id_fk" FOREIGN KEY ("japan_sale_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_lower_unique" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");