import type { SpamCheck } from "@dukan/contract";
import { useEffect, useState } from "react";
import { whenIdle } from "./idle.ts";

/** A proof is solved again this long before its challenge expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * The spam check's two fields of a posted form (components/SpamGuard.tsx) as the API reads them:
 * the honeypot as sent, the proof when the browser solved one.
 */
export function spamCheckOf(form: FormData): SpamCheck {
  const website = form.get("website");
  const proof = form.get("proof");
  return {
    website: typeof website === "string" ? website.slice(0, 2_000) : "",
    ...(typeof proof === "string" && proof.trim() !== ""
      ? { proof: proof.trim().slice(0, 1_000) }
      : {}),
  };
}

/**
 * A proof of work for the form, solved in the background once the browser is idle, solved again
 * before it expires and whenever `renew` changes (a form sent uses its proof up). "" until then,
 * and always without JavaScript: the form is then taken under a stricter rate limit.
 */
export function useProofOfWork(renew: unknown): string {
  const [proof, setProof] = useState("");
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    setProof("");
    const solve = () => {
      import("./proof-solver.ts")
        .then(({ solveProof }) => solveProof(controller.signal))
        .then((solved) => {
          if (!solved || controller.signal.aborted) return;
          setProof(solved.proof);
          timer = window.setTimeout(
            solve,
            Math.max(60_000, solved.expiresAt - Date.now() - RENEW_BEFORE_MS),
          );
        })
        .catch(() => {
          // No proof: the form still goes, under the stricter limit.
        });
    };
    const cancelIdle = whenIdle(solve);
    return () => {
      controller.abort();
      cancelIdle();
      window.clearTimeout(timer);
    };
  }, [renew]);
  return proof;
}
