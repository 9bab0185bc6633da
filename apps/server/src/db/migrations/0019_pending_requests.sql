CREATE INDEX "correction_requests_pending" ON "correction_requests" USING btree ("work_date") WHERE "correction_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "leave_requests_pending" ON "leave_requests" USING btree ("start_date") WHERE "leave_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "overtime_requests_pending" ON "overtime_requests" USING btree ("date") WHERE "overtime_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "remote_requests_pending" ON "remote_requests" USING btree ("start_date") WHERE "remote_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "short_leave_requests_pending" ON "short_leave_requests" USING btree ("request_date") WHERE "short_leave_requests"."status" = 1;