ALTER TABLE "leave_ledger" ADD COLUMN "balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each ledger line keeps the person's balance after it, so a page of lines reads its running
-- balance instead of summing each person's history line by line (HR's ledger at 20,000 employees:
-- 200 sums of about 14 lines a page). Lines already written get theirs in id order.
UPDATE "leave_ledger" l SET "balance" = s.b
  FROM (SELECT id, sum(minutes) OVER (PARTITION BY employee_id ORDER BY id) AS b FROM "leave_ledger") s
 WHERE s.id = l.id;
--> statement-breakpoint
-- Written by the database for every writer (the API, the monthly accrual, the seeds): a line's
-- balance is the person's latest line's plus its minutes. Writers of one person take turns on that
-- person's row (FOR NO KEY UPDATE, held to the end of the transaction: a row lock, so an accrual
-- of thousands of people takes no lock-table entry per person), and the line's id is drawn after
-- the turn is taken, so id order is the order balances were written in: the balance after a line
-- is always the sum of that person's lines whose id is not greater. Runs in READ COMMITTED (the
-- app's only level), where the read after the lock sees a line the previous holder committed.
CREATE OR REPLACE FUNCTION staffhub_ledger_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM employees WHERE id = NEW.employee_id FOR NO KEY UPDATE;
  NEW.id := nextval(pg_get_serial_sequence('leave_ledger', 'id'));
  NEW.balance := NEW.minutes + coalesce(
    (SELECT l.balance FROM leave_ledger l WHERE l.employee_id = NEW.employee_id ORDER BY l.id DESC LIMIT 1), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staffhub_ledger_balance BEFORE INSERT ON "leave_ledger" FOR EACH ROW EXECUTE FUNCTION staffhub_ledger_balance();
