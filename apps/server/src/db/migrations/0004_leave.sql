CREATE TABLE "leave_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"request_id" integer,
	"period" varchar(7),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_date" date NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"minutes" integer NOT NULL,
	"type_reason" smallint NOT NULL,
	"reason" varchar(20) NOT NULL,
	"paid_cause" varchar(20),
	"note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_approver_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"request_date" date NOT NULL,
	"leave_type" varchar(5) NOT NULL,
	"time_off" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_approver_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_current_approver_id_employees_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_leave_requests" ADD CONSTRAINT "short_leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_leave_requests" ADD CONSTRAINT "short_leave_requests_current_approver_id_employees_id_fk" FOREIGN KEY ("current_approver_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_ledger_employee" ON "leave_ledger" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "leave_ledger_request" ON "leave_ledger" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_one_accrual" ON "leave_ledger" USING btree ("employee_id","period") WHERE kind = 'accrual';--> statement-breakpoint
CREATE INDEX "leave_requests_employee_dates" ON "leave_requests" USING btree ("employee_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "leave_requests_current_approver" ON "leave_requests" USING btree ("current_approver_id","status");--> statement-breakpoint
CREATE INDEX "short_leave_requests_employee_date" ON "short_leave_requests" USING btree ("employee_id","request_date");