CREATE TABLE "career_next_steps" (
	"session_id" text NOT NULL,
	"career_title" text NOT NULL,
	"next_steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_next_steps_session_id_career_title_pk" PRIMARY KEY("session_id","career_title")
);
--> statement-breakpoint
CREATE TABLE "career_recommendation_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"recommendations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quadrant_boards" (
	"session_id" text PRIMARY KEY NOT NULL,
	"strengths" jsonb NOT NULL,
	"weaknesses" jsonb NOT NULL,
	"likes" jsonb NOT NULL,
	"dislikes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_name" text NOT NULL,
	"score" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"time_taken" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_clips" (
	"key" text PRIMARY KEY NOT NULL,
	"mp3" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "career_sets_session_idx" ON "career_recommendation_sets" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "quiz_scores_player_idx" ON "quiz_scores" USING btree ("player_name","id");