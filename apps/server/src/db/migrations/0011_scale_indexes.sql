DROP INDEX "employees_search_trgm";--> statement-breakpoint
DROP INDEX "correction_requests_current_approver";--> statement-breakpoint
DROP INDEX "leave_requests_current_approver";--> statement-breakpoint
DROP INDEX "overtime_requests_current_approver";--> statement-breakpoint
DROP INDEX "remote_requests_current_approver";--> statement-breakpoint
CREATE INDEX "employees_code_trgm" ON "employees" USING gin ("employee_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_name_trgm" ON "employees" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin (lower("employee_code" || ' ' || "name" || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "correction_requests_current_approver" ON "correction_requests" USING btree ("current_approver_id","status","work_date","id");--> statement-breakpoint
CREATE INDEX "leave_requests_current_approver" ON "leave_requests" USING btree ("current_approver_id","status","start_date","id");--> statement-breakpoint
CREATE INDEX "overtime_requests_current_approver" ON "overtime_requests" USING btree ("current_approver_id","status","date","id");--> statement-breakpoint
CREATE INDEX "remote_requests_current_approver" ON "remote_requests" USING btree ("current_approver_id","status","start_date","id");