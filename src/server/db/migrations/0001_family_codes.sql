DROP INDEX "quiz_scores_player_idx";--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD COLUMN "family_key" text;--> statement-breakpoint
CREATE INDEX "quiz_scores_family_idx" ON "quiz_scores" USING btree ("family_key","id");--> statement-breakpoint
CREATE INDEX "quiz_scores_family_player_idx" ON "quiz_scores" USING btree ("family_key","player_name","id");