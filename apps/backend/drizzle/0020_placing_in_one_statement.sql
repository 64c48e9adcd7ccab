-- Placing an order is one statement (decision 012, update of issue 13's third session): it locks
-- the cart and the products, checks them and writes everything, or, when something stops the
-- order, ends itself with this error, whose detail is the state the placing found (JSON). The
-- statement's writes are then undone with it, and the caller reads why from the detail.
CREATE OR REPLACE FUNCTION order_placing_gate(state jsonb) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF (state->>'ok')::boolean THEN
    RETURN true;
  END IF;
  RAISE EXCEPTION 'order not placed' USING ERRCODE = 'P0001', DETAIL = state::text, HINT = 'order_placing_gate';
END
$$;
--> statement-breakpoint
-- A check that must hold at the end of the placing statement (or everything it wrote is undone).
CREATE OR REPLACE FUNCTION order_placing_check(holds boolean, what text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF holds THEN
    RETURN true;
  END IF;
  RAISE EXCEPTION 'order placing check failed: %', what;
END
$$;
