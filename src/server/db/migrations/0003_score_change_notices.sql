-- Every change to a family's scores is announced on the 'quiz_scores_changed' channel with its family key
-- ('*' after a TRUNCATE), so each server instance drops the score lists it keeps in memory for that family.
CREATE FUNCTION "quiz_scores_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('quiz_scores_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('quiz_scores_changed', coalesce(OLD."family_key", ''));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('quiz_scores_changed', coalesce(NEW."family_key", ''));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quiz_scores_change_notice" AFTER INSERT OR UPDATE OR DELETE ON "quiz_scores"
  FOR EACH ROW EXECUTE FUNCTION "quiz_scores_notify_change"();--> statement-breakpoint
CREATE TRIGGER "quiz_scores_truncate_notice" AFTER TRUNCATE ON "quiz_scores"
  FOR EACH STATEMENT EXECUTE FUNCTION "quiz_scores_notify_change"();
