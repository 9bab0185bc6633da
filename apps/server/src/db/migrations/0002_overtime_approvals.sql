CREATE TABLE "approval_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_kind" varchar(20) NOT NULL,
	"request_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"approver_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"comment" text,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"project_id" integer,
	"date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"duration" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_approver_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_current_approver_id_employees_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_steps_request" ON "approval_steps" USING btree ("request_kind","request_id");--> statement-breakpoint
CREATE INDEX "approval_steps_approver" ON "approval_steps" USING btree ("approver_id","request_kind","status");--> statement-breakpoint
CREATE INDEX "overtime_requests_employee_date" ON "overtime_requests" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "overtime_requests_current_approver" ON "overtime_requests" USING btree ("current_approver_id","status");