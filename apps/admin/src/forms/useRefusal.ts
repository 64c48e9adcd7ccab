import { useState } from "react";
import { ApiError } from "../http.ts";

/**
 * A form's refusals as the API words them: each beside its field (`errors`, by the field's path),
 * or, when the API named no field, one `problem` above the form.
 */
export function useRefusal() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  return {
    errors,
    problem,
    /** Errors found before sending (a required file), beside their fields. */
    setErrors,
    clear() {
      setErrors({});
      setProblem(null);
    },
    show(failure: unknown) {
      if (failure instanceof ApiError) {
        setErrors(failure.fields);
        if (Object.keys(failure.fields).length === 0) setProblem(failure.message);
      } else setProblem(String(failure));
    },
  };
}
