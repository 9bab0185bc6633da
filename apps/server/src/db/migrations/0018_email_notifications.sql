CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"email_only" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"language" varchar(2),
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;--> statement-breakpoint
CREATE FUNCTION staffhub_notification_channel() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ch text;
BEGIN
  -- E-mail only: the bell keeps the notification, already read.
  SELECT s.channels ->> NEW.type INTO ch FROM notification_settings s WHERE s.employee_id = NEW.employee_id;
  IF ch = 'email' THEN NEW.is_readed := 1; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER staffhub_notification_channel BEFORE INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION staffhub_notification_channel();
--> statement-breakpoint
CREATE FUNCTION staffhub_notification_email() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ch text;
BEGIN
  -- A notification its recipient wants by e-mail is queued in its own transaction.
  SELECT s.channels ->> NEW.type INTO ch FROM notification_settings s WHERE s.employee_id = NEW.employee_id;
  IF ch IN ('email', 'both') THEN
    INSERT INTO email_outbox (notification_id, employee_id, email_only)
    VALUES (NEW.id, NEW.employee_id, CASE WHEN ch = 'email' THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER staffhub_notification_email AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION staffhub_notification_email();
--> statement-breakpoint
CREATE TRIGGER staffhub_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notification_settings" FOR EACH STATEMENT EXECUTE FUNCTION staffhub_data_changed();
--> statement-breakpoint
CREATE TRIGGER staffhub_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "email_outbox" FOR EACH STATEMENT EXECUTE FUNCTION staffhub_data_changed();
