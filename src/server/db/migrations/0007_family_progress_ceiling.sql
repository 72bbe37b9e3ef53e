-- A ceiling on each family's progress (docs/decisions/073-a-ceiling-on-a-family.md): the folded days, one row
-- per child, book and day, become one row per child and book (all time) and one per child and recent day.
CREATE TABLE "family_children" (
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	CONSTRAINT "family_children_family_key_child_name_pk" PRIMARY KEY("family_key","child_name")
);
--> statement-breakpoint
INSERT INTO "family_children" ("family_key", "child_name")
SELECT "family_key", "child_name" FROM "reading_events"
UNION SELECT "family_key", "child_name" FROM "reading_days"
UNION SELECT "family_key", "child_name" FROM "game_progress";
--> statement-breakpoint
CREATE TABLE "reading_books" (
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	"book_id" text NOT NULL,
	"page_count" integer NOT NULL,
	"pages_seen" jsonb NOT NULL,
	"last_page" integer NOT NULL,
	"last_event_id" integer NOT NULL,
	"last_day" date NOT NULL,
	"finished" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"read_aloud" boolean NOT NULL,
	CONSTRAINT "reading_books_family_key_child_name_book_id_pk" PRIMARY KEY("family_key","child_name","book_id")
);
--> statement-breakpoint
INSERT INTO "reading_books" ("family_key", "child_name", "book_id", "page_count", "pages_seen", "last_page", "last_event_id", "last_day", "finished", "seconds", "read_aloud")
SELECT d."family_key", d."child_name", d."book_id", max(d."page_count"),
	(SELECT coalesce(jsonb_agg(DISTINCT e.page::integer ORDER BY e.page::integer), '[]'::jsonb)
		FROM "reading_days" o CROSS JOIN LATERAL jsonb_array_elements_text(o."pages_seen") AS e(page)
		WHERE o."family_key" = d."family_key" AND o."child_name" = d."child_name" AND o."book_id" = d."book_id"),
	(array_agg(d."last_page" ORDER BY d."last_event_id" DESC))[1],
	max(d."last_event_id"), max(d."day"), bool_or(d."finished"),
	least(sum(d."seconds"), 2147483647)::integer, bool_or(d."read_aloud")
FROM "reading_days" d
GROUP BY d."family_key", d."child_name", d."book_id";
--> statement-breakpoint
CREATE TABLE "reading_child_days" (
	"family_key" text NOT NULL,
	"child_name" text NOT NULL,
	"day" date NOT NULL,
	"seconds" integer NOT NULL
);
--> statement-breakpoint
-- The days kept (FAMILY_CEILING.daysKept, 28), each at most a whole day.
INSERT INTO "reading_child_days" ("family_key", "child_name", "day", "seconds")
SELECT "family_key", "child_name", "day", least(sum("seconds"), 86400)::integer
FROM "reading_days"
WHERE "day" >= current_date - 28
GROUP BY "family_key", "child_name", "day";
--> statement-breakpoint
DROP TABLE "reading_days";
--> statement-breakpoint
ALTER TABLE "reading_child_days" RENAME TO "reading_days";
--> statement-breakpoint
ALTER TABLE "reading_days" ADD CONSTRAINT "reading_days_family_key_child_name_day_pk" PRIMARY KEY("family_key","child_name","day");
