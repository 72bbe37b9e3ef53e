CREATE TABLE "game_progress" (
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	"game" text NOT NULL,
	"best_level" integer NOT NULL,
	"best_score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_progress_family_key_child_name_game_pk" PRIMARY KEY("family_key","child_name","game")
);
--> statement-breakpoint
CREATE TABLE "reading_days" (
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	"book_id" text NOT NULL,
	"day" date NOT NULL,
	"page_count" integer NOT NULL,
	"pages_seen" jsonb NOT NULL,
	"last_page" integer NOT NULL,
	"last_event_id" integer NOT NULL,
	"finished" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"read_aloud" boolean NOT NULL,
	CONSTRAINT "reading_days_family_key_child_name_book_id_day_pk" PRIMARY KEY("family_key","child_name","book_id","day")
);
--> statement-breakpoint
CREATE TABLE "reading_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	"book_id" text NOT NULL,
	"day" date NOT NULL,
	"page_count" integer NOT NULL,
	"pages_seen" jsonb NOT NULL,
	"last_page" integer NOT NULL,
	"finished" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"read_aloud" boolean NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reading_events_family_idx" ON "reading_events" USING btree ("family_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_events_family_idempotency_idx" ON "reading_events" USING btree ("family_key","idempotency_key");