CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"body_html" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"author_id" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"name_ja" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_vi" varchar(60) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "news_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer,
	"blob_key" varchar(200) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_images_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
CREATE TABLE "floor_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	"w" smallint NOT NULL,
	"h" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floors_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "seat_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"from_seat_id" integer,
	"to_seat_id" integer,
	"moved_by" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	"w" smallint NOT NULL,
	"h" smallint NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"employee_id" integer,
	"assigned_at" timestamp with time zone,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_code_unique" UNIQUE("code"),
	CONSTRAINT "seats_rotation_check" CHECK ("seats"."rotation" in (0, 90, 180, 270))
);
--> statement-breakpoint
CREATE TABLE "trip_vote_ballots" (
	"vote_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_vote_ballots_vote_id_employee_id_pk" PRIMARY KEY("vote_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "trip_vote_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"color" varchar(7) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"period" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_images" ADD CONSTRAINT "news_images_uploaded_by_employees_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_rooms" ADD CONSTRAINT "floor_rooms_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_from_seat_id_seats_id_fk" FOREIGN KEY ("from_seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_to_seat_id_seats_id_fk" FOREIGN KEY ("to_seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_moved_by_employees_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vote_ballots" ADD CONSTRAINT "trip_vote_ballots_vote_id_trip_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."trip_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vote_ballots" ADD CONSTRAINT "trip_vote_ballots_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vote_ballots" ADD CONSTRAINT "trip_vote_ballots_choice_id_trip_vote_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."trip_vote_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_vote_choices" ADD CONSTRAINT "trip_vote_choices_vote_id_trip_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."trip_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_votes" ADD CONSTRAINT "trip_votes_started_by_employees_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_reader_idx" ON "news" USING btree ("pinned","published_at","id") WHERE "news"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_images_news_idx" ON "news_images" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "floor_rooms_floor_idx" ON "floor_rooms" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "seat_moves_employee_idx" ON "seat_moves" USING btree ("employee_id","moved_at");--> statement-breakpoint
CREATE INDEX "seat_moves_to_idx" ON "seat_moves" USING btree ("to_seat_id");--> statement-breakpoint
CREATE INDEX "seat_moves_from_idx" ON "seat_moves" USING btree ("from_seat_id");--> statement-breakpoint
CREATE INDEX "seats_floor_idx" ON "seats" USING btree ("floor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_employee_unique" ON "seats" USING btree ("employee_id") WHERE "seats"."employee_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_vote_ballots_choice_idx" ON "trip_vote_ballots" USING btree ("choice_id");--> statement-breakpoint
CREATE INDEX "trip_vote_choices_vote_idx" ON "trip_vote_choices" USING btree ("vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_votes_year_period_unique" ON "trip_votes" USING btree ("year","period");