-- Records get random ids (decision 047): the serial id counted every family's saves together, so any family
-- could read the site's total and its pace from its own records. The old id stays as "seq", never sent: the
-- tie-break for records completed at the same moment, so every stored record keeps its place in the order.
-- Existing rows each get their own random id (a volatile default is evaluated once per row).
ALTER TABLE "quiz_scores" DROP CONSTRAINT "quiz_scores_pkey";--> statement-breakpoint
ALTER TABLE "quiz_scores" RENAME COLUMN "id" TO "seq";--> statement-breakpoint
ALTER SEQUENCE "quiz_scores_id_seq" RENAME TO "quiz_scores_seq_seq";--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD CONSTRAINT "quiz_scores_pkey" PRIMARY KEY ("id");--> statement-breakpoint
DROP INDEX "quiz_scores_family_idx";--> statement-breakpoint
DROP INDEX "quiz_scores_family_player_idx";--> statement-breakpoint
CREATE INDEX "quiz_scores_family_idx" ON "quiz_scores" USING btree ("family_key","completed_at","seq");--> statement-breakpoint
CREATE INDEX "quiz_scores_family_player_idx" ON "quiz_scores" USING btree ("family_key","player_name","completed_at","seq");
