export function postgresBinDir(): string | null;
export function freePort(): Promise<number>;
export function startPostgres(options?: {
  fsync?: boolean;
}): Promise<{ url: string; shutDown(): void; startAgain(): void; stop(): void }>;
export function startStandby(
  primary: { url: string },
  options?: { fsync?: boolean },
): Promise<{ url: string; stop(): void }>;
