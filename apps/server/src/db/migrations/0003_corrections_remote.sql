CREATE TABLE "correction_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"start_time_real" varchar(5),
	"end_time_real" varchar(5),
	"start_time_request" varchar(5) NOT NULL,
	"end_time_request" varchar(5) NOT NULL,
	"reason" text NOT NULL,
	"img_evidence" text NOT NULL,
	"img_evidence2" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_approver_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_approver_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_current_approver_id_employees_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_requests" ADD CONSTRAINT "remote_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_requests" ADD CONSTRAINT "remote_requests_current_approver_id_employees_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_requests_employee_date" ON "correction_requests" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "correction_requests_current_approver" ON "correction_requests" USING btree ("current_approver_id","status");--> statement-breakpoint
CREATE INDEX "remote_requests_employee_dates" ON "remote_requests" USING btree ("employee_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "remote_requests_current_approver" ON "remote_requests" USING btree ("current_approver_id","status");